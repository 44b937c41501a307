import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { photos, photoUploads } from '../../db/tables';
import { queryRows } from '../../db/typed-rows';
import { isUniqueViolation } from '../../db/unique-violation';
import { enqueueJob } from '../../jobs/enqueue';
import { type JobHandler, PermanentJobError } from '../../jobs/runner';
import type { ObjectStore } from '../../storage/object-store';
import { DETECT_FACES, detectFacesKey } from '../faces/detect-faces-key';
import { type DerivedImage, deriveImage, ImageRefusal } from './derive-image';
import { NEAR_DUPLICATE_BITS } from './phash';
import { derivedKey, uploadImageKey } from './upload-key';

/**
 * The `derive-upload` job (payload `{ uploadId }`): turns a received upload into a draft photo.
 * The upload moves received → processing → ready (with its photo) or failed (with the reason in
 * words). Safe to run twice: an upload that already has its photo is only marked ready again,
 * and the photo row and the upload's state change commit together.
 */
export const DERIVE_UPLOAD = 'derive-upload';

/** The price a new photo starts at (the describer sets its own): the seed's most common band. */
export const DEFAULT_PRICE_CENTS = 5000;

/** Largest master read into memory (sharp decodes from memory). The upload side refuses larger. */
export const MAX_MASTER_BYTES = 600 * 1024 * 1024;

export interface DeriveUploadDeps {
  handle: DatabaseHandle;
  storage: ObjectStore;
}

export function deriveUploadKey(uploadId: string): string {
  return `${DERIVE_UPLOAD}:${uploadId}`;
}

async function readMaster(
  storage: ObjectStore,
  key: string,
): Promise<{ bytes: Buffer; sha256: string } | null> {
  const found = await storage.read(key);
  if (!found) return null;
  if (found.size > MAX_MASTER_BYTES) {
    found.stream.destroy();
    throw new ImageRefusal(
      `This file is larger than ${MAX_MASTER_BYTES / 1024 / 1024} MB, the largest we take.`,
    );
  }
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    hash.update(bytes);
    chunks.push(bytes);
  }
  return { bytes: Buffer.concat(chunks), sha256: hash.digest('hex') };
}

/** A free photo id: the identity's next value, skipping any a seed or import wrote by hand. */
async function allocatePhotoid(handle: DatabaseHandle): Promise<number> {
  for (;;) {
    const [row] = await queryRows(
      handle,
      z.object({ id: z.union([z.string(), z.number()]), taken: z.boolean() }),
      `select n as id, exists (select 1 from photos where photoid = n) as taken
       from (select nextval(pg_get_serial_sequence('photos', 'photoid'))::int as n) as next`,
    );
    if (row && !row.taken) return Number(row.id);
  }
}

/** The catalogue photo that looks most like `hash`, within NEAR_DUPLICATE_BITS. */
async function nearDuplicate(
  handle: DatabaseHandle,
  hash: bigint,
): Promise<{ id: string; photoid: number; title: string } | null> {
  const [row] = await queryRows(
    handle,
    z.object({ id: z.string(), photoid: z.number(), title: z.string() }),
    `select id, photoid, title from photos
     where perceptual_hash is not null and bit_count((perceptual_hash # $1::bigint)::bit(64)) <= $2
     order by bit_count((perceptual_hash # $1::bigint)::bit(64)), photoid limit 1`,
    [hash.toString(), NEAR_DUPLICATE_BITS],
  );
  return row ?? null;
}

async function failUpload(
  handle: DatabaseHandle,
  uploadId: string,
  error: string,
  state: 'failed' | 'duplicate' = 'failed',
  duplicateOf?: string,
) {
  await handle.db
    .update(photoUploads)
    .set({ state, error, duplicateOf: duplicateOf ?? null, updatedAt: sql`now()` })
    .where(and(eq(photoUploads.id, uploadId), isNull(photoUploads.photoId)));
}

export async function deriveUpload(deps: DeriveUploadDeps, uploadId: string): Promise<void> {
  const { handle, storage } = deps;
  const [upload] = await handle.db.select().from(photoUploads).where(eq(photoUploads.id, uploadId));
  // Deleted since, or already done, failed or refused: nothing to do.
  if (!upload || !['received', 'processing'].includes(upload.state) || upload.photoId) return;
  if (!upload.masterKey) {
    await failUpload(handle, uploadId, 'The file did not arrive completely: upload it again.');
    throw new PermanentJobError(`Upload ${uploadId} has no stored file.`);
  }
  // A photo already made from this file (a run that died after committing it): reuse it.
  const [made] = await handle.db
    .select({ id: photos.id })
    .from(photos)
    .where(eq(photos.masterKey, upload.masterKey));
  if (made) {
    await handle.db
      .update(photoUploads)
      .set({ state: 'ready', photoId: made.id, updatedAt: sql`now()` })
      .where(eq(photoUploads.id, uploadId));
    return;
  }
  await handle.db
    .update(photoUploads)
    .set({ state: 'processing', updatedAt: sql`now()` })
    .where(eq(photoUploads.id, uploadId));

  let derived: DerivedImage;
  let sha256: string;
  let masterSize: number;
  try {
    const master = await readMaster(storage, upload.masterKey);
    if (!master) throw new ImageRefusal('The file did not arrive completely: upload it again.');
    sha256 = master.sha256;
    masterSize = master.bytes.length;
    const [same] = await handle.db
      .select({ id: photos.id, photoid: photos.photoid, title: photos.title })
      .from(photos)
      .where(eq(photos.contentSha256, sha256));
    if (same) {
      await failUpload(
        handle,
        uploadId,
        `This file is already in the catalogue as #${same.photoid} "${same.title}".`,
        'duplicate',
        same.id,
      );
      return;
    }
    derived = await deriveImage(master.bytes, upload.fileName);
  } catch (error) {
    if (error instanceof PermanentJobError) await failUpload(handle, uploadId, error.message);
    throw error;
  }

  const photoid = await allocatePhotoid(handle);
  const imageKey = uploadImageKey(photoid);
  await Promise.all([
    storage.put(derivedKey(imageKey, 'thumb', 'webp'), derived.thumb, 'image/webp'),
    storage.put(derivedKey(imageKey, 'preview', 'webp'), derived.preview, 'image/webp'),
  ]);
  const similar = await nearDuplicate(handle, derived.perceptualHash);
  const { facts } = derived;
  const notes = [...facts.notes];
  if (similar)
    notes.push(`This photo looks like #${similar.photoid} "${similar.title}" already in the catalogue.`);

  try {
    await handle.transaction(async (tx) => {
      // Another run got here first: keep its photo.
      const [current] = await tx
        .select({ photoId: photoUploads.photoId })
        .from(photoUploads)
        .where(eq(photoUploads.id, uploadId))
        .for('update');
      if (!current || current.photoId) return;
      const [photo] = await tx
        .insert(photos)
        .values({
          photoid,
          userId: upload.creatorId,
          title: facts.title,
          description: facts.description,
          priceCents: DEFAULT_PRICE_CENTS,
          imageKey,
          thumbnailUrl: `/media/p/${imageKey}/thumb.webp`,
          previewUrl: `/media/p/${imageKey}/preview.webp`,
          width: derived.width,
          height: derived.height,
          // The master's size until the buyer's JPEG is first made (original-file.ts corrects it).
          fileSize: masterSize,
          friendlyPrintSize: derived.friendlyPrintSize,
          dateTaken: facts.dateTaken,
          decadeTaken: facts.decadeTaken,
          locationCountry: facts.locationCountry,
          tags: facts.tags,
          dominantColor: derived.dominantColour,
          photoStatus: 'draft',
          infoMissing: true,
          contentSha256: sha256,
          perceptualHash: derived.perceptualHash,
          placeholder: derived.placeholder,
          masterKey: upload.masterKey,
          originalFileName: upload.fileName,
        })
        .returning({ id: photos.id });
      if (!photo) throw new Error('The photo row was not created.');
      // Its faces are looked for next (issue 27), promised together with the photo.
      await enqueueJob(tx, {
        kind: DETECT_FACES,
        key: detectFacesKey(photo.id),
        payload: { photoId: photo.id },
      });
      await tx
        .update(photoUploads)
        .set({
          state: 'ready',
          photoId: photo.id,
          contentSha256: sha256,
          similarTo: similar?.id ?? null,
          // On a ready upload `error` holds notes, not a failure (e.g. an implausible date left out).
          error: notes.length > 0 ? notes.join(' ') : null,
          updatedAt: sql`now()`,
        })
        .where(eq(photoUploads.id, uploadId));
    });
  } catch (error) {
    // The same bytes committed by another upload in the meantime.
    if (isUniqueViolation(error)) {
      const [same] = await handle.db
        .select({ id: photos.id, photoid: photos.photoid, title: photos.title })
        .from(photos)
        .where(eq(photos.contentSha256, sha256));
      if (same) {
        await failUpload(
          handle,
          uploadId,
          `This file is already in the catalogue as #${same.photoid} "${same.title}".`,
          'duplicate',
          same.id,
        );
        return;
      }
    }
    throw error;
  }
}

export function deriveUploadHandler(deps: DeriveUploadDeps): JobHandler {
  return async (payload) => {
    const uploadId = payload.uploadId;
    if (typeof uploadId !== 'string' || !/^[0-9a-f-]{36}$/i.test(uploadId)) {
      throw new PermanentJobError("A derive-upload job needs the upload's id (uploadId).");
    }
    await deriveUpload(deps, uploadId);
  };
}
