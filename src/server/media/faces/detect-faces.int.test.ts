import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPhoto, createUser } from '../../../test/factories';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { jpegWith } from '../../../test/test-images';
import { faces, jobs, photos } from '../../db/tables';
import { enqueueJob } from '../../jobs/enqueue';
import { createJobHandlers } from '../../jobs/handlers';
import { runJobsUntilIdle } from '../../jobs/runner';
import { createLocalStore } from '../../storage/local-store';
import type { ObjectStore } from '../../storage/object-store';
import { DERIVE_UPLOAD, deriveUploadKey } from '../derive/derive-upload';
import { DETECT_FACES, detectFacesKey } from './detect-faces';
import { createFaceDetector } from './detector';

// One worker (models loaded once) for the whole file.
const detector = createFaceDetector();
afterAll(() => detector.close());

describe.each(TEST_DATABASES)('detecting faces on uploaded photos on %s', (kind) => {
  let db: TestDatabase;
  let storage: ObjectStore;
  let dataDir: string;
  let creatorId: string;
  let uploaderId: string;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    dataDir = await mkdtemp(path.join(tmpdir(), 'backdrop-faces-'));
    storage = createLocalStore(dataDir);
  });
  afterAll(async () => {
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db.reset();
    creatorId = (await createUser(db.handle, { storefrontName: 'The Okafor Archive' })).id;
    uploaderId = (await createUser(db.handle, { role: 'admin' })).id;
  });

  const run = () =>
    runJobsUntilIdle(db.handle, createJobHandlers({ handle: db.handle, storage, faceDetector: detector }));

  /** A received upload of `bytes`, with its derive job enqueued (as the upload route leaves it). */
  async function received(bytes: Buffer, fileName: string): Promise<string> {
    const id = randomUUID();
    const masterKey = `masters/${id}`;
    await storage.put(masterKey, bytes, 'application/octet-stream');
    await db.handle.transaction(async (tx) => {
      await tx.execute(
        `insert into photo_uploads (id, batch_id, uploaded_by, creator_id, file_name, declared_size, state, master_key)
         values ('${id}', '${randomUUID()}', '${uploaderId}', '${creatorId}', '${fileName}', ${bytes.length}, 'received', '${masterKey}')`,
      );
      await enqueueJob(tx, { kind: DERIVE_UPLOAD, key: deriveUploadKey(id), payload: { uploadId: id } });
    });
    return id;
  }

  const facesOf = (photoId: string) =>
    db.handle.db.select().from(faces).where(eq(faces.photoId, photoId)).orderBy(faces.boxX);
  const scannedAt = async (photoId: string) =>
    (await db.handle.db.select({ at: photos.facesScannedAt }).from(photos).where(eq(photos.id, photoId)))[0]
      ?.at;
  const rescan = (photoId: string) =>
    enqueueJob(db.handle.db, { kind: DETECT_FACES, key: detectFacesKey(photoId), payload: { photoId } });

  async function uploadedPhoto(): Promise<string> {
    const uploadId = await received(await jpegWith(5, {}, 1600), 'stairs.jpg');
    // The derivation, then the face detection it enqueued with the photo.
    expect(await run()).toEqual({ ran: 2, failed: 0 });
    const [upload] = await db.handle.raw<{ photo_id: string }>(
      'select photo_id from photo_uploads where id = $1',
      [uploadId],
    );
    if (!upload?.photo_id) throw new Error('no photo');
    return upload.photo_id;
  }

  it('finds the faces of a derived photo and stores them once, however often it runs', async () => {
    const photoId = await uploadedPhoto();
    const found = await facesOf(photoId);
    expect(found).toHaveLength(5);
    for (const face of found) {
      expect(face).toMatchObject({ source: 'detected', personId: null, assignedBy: null, rejectedAt: null });
      expect(face.score).toBeGreaterThan(0.5);
      expect(face.embedding).toHaveLength(128);
      const length = Math.sqrt((face.embedding ?? []).reduce((sum, v) => sum + v * v, 0));
      expect(length).toBeCloseTo(1, 4);
      for (const value of [face.boxX, face.boxY, face.boxWidth, face.boxHeight]) {
        expect(value).toBeGreaterThan(0);
        expect(value).toBeLessThan(1);
      }
      expect((face.boxX ?? 0) + (face.boxWidth ?? 0)).toBeLessThanOrEqual(1);
    }
    const firstScan = await scannedAt(photoId);
    expect(firstScan).toBeInstanceOf(Date);

    // Again: the same five faces, not ten.
    expect(await rescan(photoId)).toBe(true);
    expect(await run()).toEqual({ ran: 1, failed: 0 });
    const again = await facesOf(photoId);
    expect(again).toHaveLength(5);
    expect(again.map((face) => face.boxX)).toEqual(found.map((face) => face.boxX));
    expect((await scannedAt(photoId))?.getTime()).toBeGreaterThanOrEqual(firstScan?.getTime() ?? 0);
  }, 60_000);

  it('keeps the faces an admin assigned, rejected or drew, and adds no twin of them', async () => {
    const photoId = await uploadedPhoto();
    const [assigned, rejected, clustered] = await facesOf(photoId);
    if (!assigned || !rejected || !clustered) throw new Error('faces missing');
    const [person] = await db.handle.raw<{ id: string }>(
      `insert into persons (name) values ('Ada') returning id`,
    );
    await db.handle.db
      .update(faces)
      .set({ personId: person?.id, assignedBy: 'admin' })
      .where(eq(faces.id, assigned.id));
    await db.handle.db
      .update(faces)
      .set({ rejectedAt: new Date(), rejectedBy: uploaderId })
      .where(eq(faces.id, rejected.id));
    await db.handle.db
      .update(faces)
      .set({ personId: person?.id, assignedBy: 'cluster' })
      .where(eq(faces.id, clustered.id));
    const [drawn] = await db.handle.db
      .insert(faces)
      .values({
        photoId,
        boxX: 0.9,
        boxY: 0.85,
        boxWidth: 0.05,
        boxHeight: 0.1,
        source: 'manual',
        createdBy: uploaderId,
      })
      .returning({ id: faces.id });

    expect(await rescan(photoId)).toBe(true);
    expect(await run()).toEqual({ ran: 1, failed: 0 });
    const after = await facesOf(photoId);
    // 5 detected (2 kept as the admin left them, 3 found again) and the drawn one.
    expect(after).toHaveLength(6);
    const ids = after.map((face) => face.id);
    expect(ids).toEqual(expect.arrayContaining([assigned.id, rejected.id, drawn?.id]));
    // A face only clustering had placed is found afresh (and clustered again).
    expect(ids).not.toContain(clustered.id);
    expect(after.find((face) => face.id === assigned.id)).toMatchObject({
      assignedBy: 'admin',
      personId: person?.id,
    });
    expect(after.find((face) => face.id === rejected.id)?.rejectedAt).toBeInstanceOf(Date);
  }, 60_000);

  it('finishes without faces on a photo without a file, and refuses a corrupt file with a sentence', async () => {
    const drawn = await createPhoto(db.handle, { creatorId, faces: true });
    const seeded = await facesOf(drawn.id);
    await rescan(drawn.id);
    expect(await run()).toEqual({ ran: 1, failed: 0 });
    expect(await facesOf(drawn.id)).toHaveLength(seeded.length);
    expect(await scannedAt(drawn.id)).toBeNull();

    const broken = await createPhoto(db.handle, { creatorId });
    await storage.put('masters/broken', Buffer.from('this is not a picture'), 'application/octet-stream');
    await db.handle.db.update(photos).set({ masterKey: 'masters/broken' }).where(eq(photos.id, broken.id));
    await rescan(broken.id);
    await enqueueJob(db.handle.db, { kind: DETECT_FACES, key: 'detect-faces:nothing', payload: {} });
    expect(await run()).toEqual({ ran: 2, failed: 2 });
    const failed = await db.handle.db
      .select({ key: jobs.key, state: jobs.state, attempts: jobs.attempts, error: jobs.lastError })
      .from(jobs)
      .where(eq(jobs.kind, DETECT_FACES))
      .orderBy(jobs.id);
    expect(failed.slice(-2)).toEqual([
      {
        key: detectFacesKey(broken.id),
        state: 'failed',
        attempts: 1,
        error: expect.stringMatching(
          /^Faces could not be looked for on photo .+: The file could not be read as a picture/,
        ),
      },
      {
        key: 'detect-faces:nothing',
        state: 'failed',
        attempts: 1,
        error: "A detect-faces job needs the photo's id (photoId).",
      },
    ]);
    expect(await facesOf(broken.id)).toEqual([]);
  }, 60_000);
});
