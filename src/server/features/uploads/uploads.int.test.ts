import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../../core/uploads';
import { ORIGIN } from '../../../test/auth-helpers';
import { createPhoto, createUser } from '../../../test/factories';
import { type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { createLocalStore } from '../../storage/local-store';
import type { ObjectStore } from '../../storage/object-store';
import { expireUnfinishedUploads } from './uploads.service';

type App = Awaited<ReturnType<typeof createTestApp>>;

const SAMPLES = path.resolve('node_modules/@vladmandic/face-api/demo');
const TUS = '/api/uploads/tus';

interface UploadRow {
  id: string;
  file_name: string;
  state: string;
  error: string | null;
  declared_size: number | null;
  creator_id: string;
  duplicate_of: { photoid: number; title: string } | null;
}

function metadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** Issue 26 item 1: resumable uploads over tus, checked, hashed, stored and queued for derivation. */
describe.each(TEST_DATABASES)('uploads over tus on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let dataDir: string;
  let storage: ObjectStore;
  let admin: Shopper;
  let contributor: Shopper;
  let other: Shopper;
  let noStorefront: Shopper;
  let creatorId: string;
  let photo1: Buffer;
  let photo2: Buffer;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'backdrop-uploads-'));
    storage = createLocalStore(path.join(dataDir, 'objects'));
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle, { env: { DATA_DIR: dataDir }, storage });
    admin = await signUpShopper(app, db.handle, 'boss@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
    contributor = await signUpShopper(app, db.handle, 'family@example.test', 'Fay');
    other = await signUpShopper(app, db.handle, 'other@example.test', 'Otto');
    for (const shopper of [contributor, other])
      await db.handle.raw(`update profiles set storefront_name = $2 where id = $1`, [
        shopper.id,
        `The ${shopper.email.split('@')[0]} archive`,
      ]);
    noStorefront = await signUpShopper(app, db.handle, 'buyer@example.test', 'Bea');
    creatorId = (await createUser(db.handle, { storefrontName: 'The Okafor family' })).id;
    photo1 = await readFile(path.join(SAMPLES, 'sample1.jpg'));
    photo2 = await readFile(path.join(SAMPLES, 'sample2.jpg'));
  });
  afterAll(async () => {
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const create = (
    who: Shopper | null,
    options: { size: number; name?: string; type?: string; batch?: string; creator?: string },
  ) =>
    app.request(TUS, {
      method: 'POST',
      headers: {
        Origin: ORIGIN,
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(options.size),
        'Upload-Metadata': metadata({
          filename: options.name ?? 'kitchen.jpg',
          filetype: options.type ?? 'image/jpeg',
          batch: options.batch ?? randomUUID(),
          ...(options.creator ? { creator: options.creator } : {}),
        }),
        ...(who ? { Cookie: who.cookie } : {}),
      },
    });
  const patch = (who: Shopper, location: string, offset: number, bytes: Buffer) =>
    app.request(location, {
      method: 'PATCH',
      headers: {
        Origin: ORIGIN,
        Cookie: who.cookie,
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(bytes),
    });
  const head = (who: Shopper, location: string) =>
    app.request(location, { method: 'HEAD', headers: { Cookie: who.cookie, 'Tus-Resumable': '1.0.0' } });
  const batchOf = async (who: Shopper, batch: string) => {
    const response = await app.request(`/api/uploads?batch=${batch}`, { headers: { Cookie: who.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    return ((await response.json()) as { items: UploadRow[] }).items;
  };
  /** Creates and sends `bytes` whole in chunks of `chunk`; answers the upload's location. */
  const send = async (
    who: Shopper,
    bytes: Buffer,
    options: { name?: string; batch: string; creator?: string },
  ) => {
    const created = await create(who, { size: bytes.length, ...options });
    expect(created.status, await created.clone().text()).toBe(201);
    const location = created.headers.get('Location') ?? '';
    expect(location).toMatch(/^\/api\/uploads\/tus\/[0-9a-f-]{36}$/);
    let offset = 0;
    const chunk = 64 * 1024;
    while (offset < bytes.length) {
      const part = bytes.subarray(offset, offset + chunk);
      const sent = await patch(who, location, offset, part);
      expect(sent.status).toBe(204);
      offset = Number(sent.headers.get('Upload-Offset'));
    }
    return location;
  };
  const jobsOf = (id: string) =>
    db.handle.raw<{ kind: string; state: string; payload: { uploadId: string } }>(
      `select kind, state, payload from jobs where key = $1`,
      [`derive-upload:${id}`],
    );

  it('receives a whole file: a received row, a queued job and the master with the right SHA-256', async () => {
    const batch = randomUUID();
    const location = await send(contributor, photo1, { batch, name: 'sample1.jpg' });
    const id = location.split('/').pop() ?? '';
    const [row] = await batchOf(contributor, batch);
    expect(row).toMatchObject({
      id,
      file_name: 'sample1.jpg',
      state: 'received',
      error: null,
      declared_size: photo1.length,
      creator_id: contributor.id,
    });
    const sha = createHash('sha256').update(photo1).digest('hex');
    const [stored] = await db.handle.raw<{ content_sha256: string; master_key: string }>(
      `select content_sha256, master_key from photo_uploads where id = $1`,
      [id],
    );
    expect(stored).toEqual({ content_sha256: sha, master_key: `masters/${id}` });
    const master = await storage.read(`masters/${id}`);
    const chunks: Buffer[] = [];
    for await (const chunk of master?.stream ?? []) chunks.push(Buffer.from(chunk));
    expect(createHash('sha256').update(Buffer.concat(chunks)).digest('hex')).toBe(sha);
    expect(await jobsOf(id)).toEqual([{ kind: 'derive-upload', state: 'queued', payload: { uploadId: id } }]);
    // The partial file is gone; asking again says it is all there (no new upload after a lost answer).
    expect(existsSync(path.join(dataDir, 'uploads', id))).toBe(false);
    const again = await head(contributor, location);
    expect(again.status).toBe(200);
    expect(again.headers.get('Upload-Offset')).toBe(String(photo1.length));
    // Nobody downloads an original through tus.
    expect((await app.request(location, { headers: { Cookie: contributor.cookie } })).status).toBe(404);
  });

  it('refuses what is not an image: by name at creation, by content at the end, on its own row', async () => {
    const batch = randomUUID();
    const text = await create(contributor, { size: 10, name: 'notes.txt', type: 'text/plain', batch });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ error: { message: UPLOAD_MESSAGES.notAnImageName } });
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(4000, 7)]);
    await send(contributor, exe, { batch, name: 'holiday.jpg' });
    await send(contributor, photo2, { batch, name: 'sample2.jpg' });
    const rows = await batchOf(contributor, batch);
    expect(rows.map((row) => [row.file_name, row.state, row.error])).toEqual([
      ['holiday.jpg', 'failed', UPLOAD_MESSAGES.notAnImageContent],
      ['sample2.jpg', 'received', null],
    ]);
  });

  it('takes a 5 MB chunk in one PATCH (the 1 MB limit of JSON bodies is not tus’s)', async () => {
    const big = Buffer.concat([photo2, Buffer.alloc(5 * 1024 * 1024 - photo2.length, 9)]);
    const batch = randomUUID();
    const created = await create(contributor, { size: big.length, batch, name: 'large.jpg' });
    const location = created.headers.get('Location') ?? '';
    const sent = await patch(contributor, location, 0, big);
    expect(sent.status).toBe(204);
    expect(sent.headers.get('Upload-Offset')).toBe(String(big.length));
    expect(await batchOf(contributor, batch)).toMatchObject([
      { state: 'received', declared_size: big.length },
    ]);
    // A JSON body of the same size elsewhere is still refused.
    const json = await app.request('/api/profile', {
      method: 'PATCH',
      headers: { Origin: ORIGIN, Cookie: contributor.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ first_name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(json.status).toBe(413);
  });

  it('marks uploads left unfinished for a day as failed, saying to send the file again', async () => {
    const batch = randomUUID();
    const created = await create(contributor, { size: 1000, batch, name: 'stale.jpg' });
    const id = (created.headers.get('Location') ?? '').split('/').pop() ?? '';
    await db.handle.raw(`update photo_uploads set created_at = now() - interval '25 hours' where id = $1`, [
      id,
    ]);
    expect(await expireUnfinishedUploads(db.handle.db)).toBe(1);
    expect(await batchOf(contributor, batch)).toMatchObject([
      { state: 'failed', error: UPLOAD_MESSAGES.expired },
    ]);
  });

  it('answers 413 for a 2 GB file before a byte is sent', async () => {
    const response = await create(contributor, { size: 2 * 1024 ** 3 });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { message: UPLOAD_MESSAGES.tooLarge } });
  });

  it('refuses a duplicate by content, naming the photo', async () => {
    const bytes = await readFile(path.join(SAMPLES, 'sample3.jpg'));
    const sha = createHash('sha256').update(bytes).digest('hex');
    const photo = await createPhoto(db.handle, { creatorId, title: 'Kitchen in Lagos' });
    await db.handle.raw(`update photos set content_sha256 = $2 where id = $1`, [photo.id, sha]);
    const batch = randomUUID();
    const location = await send(contributor, bytes, { batch, name: 'again.jpg' });
    const [row] = await batchOf(contributor, batch);
    expect(row).toMatchObject({
      state: 'duplicate',
      error: `Already in the catalogue as #${photo.photoid} “Kitchen in Lagos”.`,
      duplicate_of: { photoid: photo.photoid, title: 'Kitchen in Lagos' },
    });
    const id = location.split('/').pop() ?? '';
    expect(await storage.has(`masters/${id}`)).toBe(false);
    expect(await jobsOf(id)).toEqual([]);
    // The same file twice in uploads (not a photo yet) is refused too.
    const fourth = await readFile(path.join(SAMPLES, 'sample4.jpg'));
    const second = randomUUID();
    await send(contributor, fourth, { batch: second, name: 'first.jpg' });
    await send(contributor, fourth, { batch: second, name: 'second.jpg' });
    expect((await batchOf(contributor, second)).map((r) => [r.state, r.error])).toEqual([
      ['received', null],
      ['duplicate', 'Already uploaded as “first.jpg”, which is being processed.'],
    ]);
  });

  it('resumes an upload cut off at 40 % from the offset HEAD answers', async () => {
    const bytes = await readFile(path.join(SAMPLES, 'sample5.jpg'));
    const batch = randomUUID();
    const created = await create(contributor, { size: bytes.length, batch, name: 'sample5.jpg' });
    const location = created.headers.get('Location') ?? '';
    const cut = Math.floor(bytes.length * 0.4);
    expect((await patch(contributor, location, 0, bytes.subarray(0, cut))).status).toBe(204);
    expect((await batchOf(contributor, batch))[0]?.state).toBe('uploading');
    const resumed = await head(contributor, location);
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('Cache-Control')).toBe('no-store');
    const offset = Number(resumed.headers.get('Upload-Offset'));
    expect(offset).toBe(cut);
    // A wrong offset is refused, the right one completes.
    expect((await patch(contributor, location, 0, bytes.subarray(0, 10))).status).toBe(409);
    expect((await patch(contributor, location, offset, bytes.subarray(offset))).status).toBe(204);
    const [row] = await batchOf(contributor, batch);
    expect(row?.state).toBe('received');
    const [stored] = await db.handle.raw<{ content_sha256: string }>(
      `select content_sha256 from photo_uploads where id = $1`,
      [row?.id],
    );
    expect(stored?.content_sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('keeps uploads to their owner: another user gets 404, a guest 401, no storefront 403', async () => {
    const bytes = await readFile(path.join(SAMPLES, 'sample6.jpg'));
    const batch = randomUUID();
    const created = await create(contributor, { size: bytes.length, batch });
    const location = created.headers.get('Location') ?? '';
    expect((await head(other, location)).status).toBe(404);
    expect((await patch(other, location, 0, bytes)).status).toBe(404);
    expect(
      (
        await app.request(location, {
          method: 'DELETE',
          headers: { Origin: ORIGIN, Cookie: other.cookie, 'Tus-Resumable': '1.0.0' },
        })
      ).status,
    ).toBe(404);
    expect(await batchOf(other, batch)).toEqual([]);
    expect((await head(admin, location)).status).toBe(200);
    expect((await head(other, `${TUS}/${randomUUID()}`)).status).toBe(404);
    expect((await head(other, `${TUS}/not-an-id`)).status).toBe(404);

    expect((await create(null, { size: 10 })).status).toBe(401);
    expect((await app.request(`/api/uploads?batch=${batch}`)).status).toBe(401);
    const refused = await create(noStorefront, { size: 10 });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { message: UPLOAD_MESSAGES.noStorefront } });
    // A write from another site is refused even with a session.
    const foreign = await app.request(location, {
      method: 'PATCH',
      headers: {
        Origin: 'https://evil.example',
        Cookie: contributor.cookie,
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(bytes),
    });
    expect(foreign.status).toBe(403);
    // The owner may stop it; its row goes.
    const stopped = await app.request(location, {
      method: 'DELETE',
      headers: { Origin: ORIGIN, Cookie: contributor.cookie, 'Tus-Resumable': '1.0.0' },
    });
    expect(stopped.status).toBe(204);
    expect(await batchOf(contributor, batch)).toEqual([]);
  });

  it('lets an admin upload for a creator they choose; a contributor’s creator is ignored', async () => {
    const batch = randomUUID();
    expect((await create(admin, { size: 10, batch })).status).toBe(400);
    expect((await create(admin, { size: 10, batch, creator: noStorefront.id })).status).toBe(400);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100, 1),
    ]);
    await send(admin, png, { batch, name: 'scan.png', creator: creatorId });
    expect(await batchOf(admin, batch)).toMatchObject([{ state: 'received', creator_id: creatorId }]);
    expect(await batchOf(contributor, batch)).toEqual([]);

    const own = randomUUID();
    const webp = Buffer.concat([Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 '), Buffer.alloc(100, 2)]);
    await send(contributor, webp, { batch: own, name: 'scan.webp', creator: creatorId });
    expect(await batchOf(contributor, own)).toMatchObject([
      { state: 'received', creator_id: contributor.id },
    ]);

    const creators = await app.request('/api/uploads/creators?q=okafor', {
      headers: { Cookie: admin.cookie },
    });
    expect(await creators.json()).toEqual({
      items: [{ id: creatorId, storefront_name: 'The Okafor family', email: expect.any(String) }],
    });
    expect(
      (await app.request('/api/uploads/creators', { headers: { Cookie: contributor.cookie } })).status,
    ).toBe(403);
    expect((await app.request('/api/uploads?batch=nope', { headers: { Cookie: admin.cookie } })).status).toBe(
      400,
    );
  });
});
