import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server';
import { StorageKeyError } from './storage-key';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let endpoint: string;
let store: Awaited<ReturnType<typeof startS3Server>>['store'];
const BUCKET = 'backdrop-originals';

beforeAll(async () => {
  s3 = await startS3Server(BUCKET);
  endpoint = s3.endpoint;
  store = s3.store;
});

afterAll(() => s3?.close());

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('S3 object store (against s3rver)', () => {
  const key = 'originals/kitchen-faded-h-3-warm-1042.jpg';
  const body = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));

  it('stores, reads, replaces and deletes an object', async () => {
    expect(store.kind).toBe('s3');
    expect(await store.has(key)).toBe(false);
    expect(await store.read(key)).toBeNull();

    await store.put(key, Buffer.from('first'), 'image/jpeg');
    expect(await store.has(key)).toBe(true);
    await store.put(key, body, 'image/jpeg');
    const read = await store.read(key);
    expect(read).toMatchObject({ size: body.length, contentType: 'image/jpeg' });
    expect((await bytesOf(read?.stream ?? never())).equals(body)).toBe(true);

    await store.delete(key);
    expect(await store.has(key)).toBe(false);
    expect(await store.read(key)).toBeNull();
    // Deleting what is not there is not an error, as in the local store.
    await store.delete(key);
  });

  it('hands out a presigned GET URL that downloads the bytes as a named attachment', async () => {
    await store.put(key, body, 'image/jpeg');
    const url = await store.presignedUrl(key, {
      expiresInSeconds: 60,
      filename: 'Backdrop #1042 "Kitchen" café.jpg',
    });
    expect(url).not.toBeNull();
    const parsed = new URL(url ?? never());
    expect(parsed.origin).toBe(endpoint);
    // Path style: the bucket is in the path, since other servers rarely resolve bucket host names.
    expect(parsed.pathname).toBe(`/${BUCKET}/${key}`);
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('60');

    const answer = await fetch(url ?? never());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="Backdrop #1042 _Kitchen_ caf_.jpg"; filename*=UTF-8''Backdrop%20%231042%20%22Kitchen%22%20caf%C3%A9.jpg`,
    );
    expect(Buffer.from(await answer.arrayBuffer()).equals(body)).toBe(true);
    await store.delete(key);
  });

  it('streams an object in with its length and type, and keeps no whole object of a stream cut short', async () => {
    const master = 'masters/5d1f0c3a-8f0e-4b7e-9c1d-2a3b4c5d6e7f';
    await store.putStream(
      master,
      Readable.from([body.subarray(0, 30_000), body.subarray(30_000)]),
      'image/tiff',
      body.length,
    );
    const read = await store.read(master);
    expect(read).toMatchObject({ size: body.length, contentType: 'image/tiff' });
    expect((await bytesOf(read?.stream ?? never())).equals(body)).toBe(true);
    await store.delete(master);

    await expect(
      store.putStream(master, Readable.from([body.subarray(0, 1000)]), 'image/tiff', body.length),
    ).rejects.toThrow();
    // Real S3 keeps nothing of a PUT shorter than its length. s3rver may still be writing what
    // arrived after the store removed it, so here the check is that no whole object is left.
    const left = await store.size(master);
    expect(left === null || left < body.length).toBe(true);
  });

  it('lists every object under a prefix with its size, sorted, across pages of keys', async () => {
    const keys = Array.from({ length: 1005 }, (_, i) => `list/${String(i).padStart(4, '0')}.txt`);
    for (const each of keys) await store.put(each, Buffer.from(each), 'text/plain');
    await store.put('zz-other/x.txt', Buffer.from('x'), 'text/plain');
    const listed = await store.list('list/');
    // s3rver, like S3, answers at most 1,000 keys a page: the last five come from a second page.
    expect(listed).toHaveLength(1005);
    expect(listed.map((object) => object.key)).toEqual(keys);
    expect(listed[1004]).toEqual({ key: 'list/1004.txt', size: 13 });
    expect((await store.list('')).map((object) => object.key)).toContain('zz-other/x.txt');
    expect(await store.list('nothing/')).toEqual([]);
  });

  it('checks keys as the local store does, before any request', async () => {
    await expect(store.put('../outside.jpg', body, 'image/jpeg')).rejects.toThrow(StorageKeyError);
    await expect(store.has('/originals/x.jpg')).rejects.toThrow(StorageKeyError);
  });
});

function never(): never {
  throw new Error('expected a value');
}
