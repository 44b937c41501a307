import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStore } from './local-store';
import type { ObjectStore } from './object-store';
import { StorageKeyError } from './storage-key';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('local object store', () => {
  let dataDir: string;
  let store: ObjectStore;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'backdrop-local-store-'));
    store = createLocalStore(dataDir);
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores, reads, replaces and deletes an object under DATA_DIR/storage', async () => {
    const key = 'originals/kitchen-faded-h-3-warm-1042.jpg';
    expect(store.kind).toBe('local');
    expect(await store.has(key)).toBe(false);
    expect(await store.read(key)).toBeNull();

    await store.put(key, Buffer.from('first'), 'image/jpeg');
    expect(await store.has(key)).toBe(true);
    expect(await readFile(path.join(dataDir, 'storage', key), 'utf8')).toBe('first');

    await store.put(key, Buffer.from('second, longer'), 'image/jpeg');
    const read = await store.read(key);
    expect(read).toMatchObject({ size: 14, contentType: 'image/jpeg' });
    expect((await bytesOf(read?.stream ?? never())).toString()).toBe('second, longer');

    expect(await store.presignedUrl(key, { expiresInSeconds: 60, filename: 'photo.jpg' })).toBeNull();
    await store.delete(key);
    expect(await store.has(key)).toBe(false);
    expect(await store.read(key)).toBeNull();
    // Deleting what is not there is not an error (S3 answers the same).
    await store.delete(key);
    expect(await filesUnder(dataDir)).toEqual([]);
  });

  it('derives the content type from the extension and refuses one that contradicts it', async () => {
    await store.put('certificates/a-1.pdf', Buffer.from('%PDF'), 'application/pdf');
    await store.put('notes/readme.txt', Buffer.from('hi'), 'text/plain');
    for (const [key, type] of [
      ['certificates/a-1.pdf', 'application/pdf'],
      ['notes/readme.txt', 'text/plain; charset=utf-8'],
    ] as const) {
      const read = await store.read(key);
      read?.stream.destroy();
      expect(read?.contentType).toBe(type);
    }
    await expect(store.put('originals/x.jpg', Buffer.from('x'), 'image/png')).rejects.toThrow(
      'originals/x.jpg is image/jpeg, not image/png',
    );
    expect(await store.has('originals/x.jpg')).toBe(false);
  });

  it('rejects keys that could leave its folder or that S3 would spell differently', async () => {
    const bad = [
      '',
      '/etc/passwd',
      '../outside.jpg',
      'originals/../../outside.jpg',
      'originals/./x.jpg',
      'originals//x.jpg',
      'originals/x.jpg/',
      'Originals/X.jpg',
      'originals\\x.jpg',
      'originals/x y.jpg',
      'originals/x.jpg\n',
      'originals/%2e%2e.jpg',
      `${'a'.repeat(600)}.jpg`,
    ];
    for (const key of bad) {
      await expect(store.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow(StorageKeyError);
      await expect(store.has(key), key).rejects.toThrow(StorageKeyError);
      await expect(store.read(key), key).rejects.toThrow(StorageKeyError);
      await expect(store.delete(key), key).rejects.toThrow(StorageKeyError);
      await expect(store.presignedUrl(key, { expiresInSeconds: 1, filename: 'x' }), key).rejects.toThrow(
        StorageKeyError,
      );
    }
    expect(await filesUnder(dataDir)).toEqual([]);
    await expect(readFile(path.join(dataDir, '..', 'outside.jpg'))).rejects.toThrow('ENOENT');
  });

  it('leaves no partial or temporary file behind when a write fails', async () => {
    // The rename onto the key fails (a folder is in the way) after the bytes were written.
    const key = 'originals/blocked.jpg';
    await mkdir(path.join(dataDir, 'storage', key, 'inside'), { recursive: true });
    await expect(store.put(key, Buffer.alloc(64 * 1024, 1), 'image/jpeg')).rejects.toThrow();
    expect(await store.has(key)).toBe(false);
    expect(await store.read(key)).toBeNull();
    expect(await filesUnder(dataDir)).toEqual([]);
  });

  it('shows a reader the old object or the new one whole, never a mix, while it is replaced', async () => {
    const key = 'originals/busy.jpg';
    const versions = [Buffer.alloc(512 * 1024, 'a'), Buffer.alloc(768 * 1024, 'b')];
    await store.put(key, versions[0] ?? never(), 'image/jpeg');
    const writes = (async () => {
      for (let i = 1; i <= 10; i++) await store.put(key, versions[i % 2] ?? never(), 'image/jpeg');
    })();
    for (let i = 0; i < 20; i++) {
      const read = await store.read(key);
      const bytes = await bytesOf(read?.stream ?? never());
      expect(bytes.length).toBe(read?.size);
      expect(versions.some((version) => version.equals(bytes))).toBe(true);
    }
    await writes;
    expect(await filesUnder(dataDir)).toEqual(['storage/originals/busy.jpg']);
  });
});

function never(): never {
  throw new Error('expected a value');
}

describe('local object store: putStream', () => {
  let dataDir: string;
  let store: ObjectStore;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'backdrop-local-stream-'));
    store = createLocalStore(dataDir);
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('streams a file into place, replacing the old one, and leaves no temporary file behind', async () => {
    const key = 'masters/0b0d7c8e-2f7a-4e1b-9a51-1d3c5e7f9a2b';
    const body = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 253));
    await store.putStream(key, Readable.from([Buffer.from('old')]), 'image/jpeg', 3);
    await store.putStream(
      key,
      Readable.from([body.subarray(0, 100_000), body.subarray(100_000)]),
      'image/jpeg',
      body.length,
    );
    const read = await store.read(key);
    expect(read?.size).toBe(body.length);
    expect((await bytesOf(read?.stream ?? Readable.from([]))).equals(body)).toBe(true);
    expect(await filesUnder(path.join(dataDir, 'storage'))).toEqual([
      path.join('masters', '0b0d7c8e-2f7a-4e1b-9a51-1d3c5e7f9a2b'),
    ]);
  });

  it('stores nothing when the stream is shorter or longer than declared, or fails', async () => {
    const key = 'masters/short';
    await expect(store.putStream(key, Readable.from([Buffer.from('abc')]), 'image/jpeg', 10)).rejects.toThrow(
      /ended after 3 of 10 bytes/,
    );
    await expect(
      store.putStream(key, Readable.from([Buffer.from('abcdef')]), 'image/jpeg', 4),
    ).rejects.toThrow(/longer than the 4 bytes/);
    const broken = new Readable({
      read() {
        this.destroy(new Error('disk gone'));
      },
    });
    await expect(store.putStream(key, broken, 'image/jpeg', 4)).rejects.toThrow('disk gone');
    expect(await store.has(key)).toBe(false);
    expect(await filesUnder(path.join(dataDir, 'storage'))).toEqual([]);
    await expect(store.putStream('../escape', Readable.from([]), 'image/jpeg', 0)).rejects.toBeInstanceOf(
      StorageKeyError,
    );
  });

  it('lists every object under a prefix with its size, sorted, leaving out files still being written', async () => {
    expect(await store.list('')).toEqual([]);
    await store.put('releases/b.pdf', Buffer.from('%PDF-1.7 b'), 'application/pdf');
    await store.put('originals/z.jpg', Buffer.from('zzz'), 'image/jpeg');
    await store.putStream('masters/0b0d7c8e', Readable.from([Buffer.from('12345')]), 'image/jpeg', 5);
    await store.put('originals/a.jpg', Buffer.from('a'), 'image/jpeg');
    // A put interrupted mid-write leaves its temporary file beside the object.
    await writeFile(
      path.join(dataDir, 'storage', 'originals', '.c.jpg.0b0d7c8e-2f7a-4e1b-9a51-1d3c5e7f9a2b.tmp'),
      'half',
    );
    expect(await store.list('')).toEqual([
      { key: 'masters/0b0d7c8e', size: 5 },
      { key: 'originals/a.jpg', size: 1 },
      { key: 'originals/z.jpg', size: 3 },
      { key: 'releases/b.pdf', size: 10 },
    ]);
    expect(await store.list('originals/')).toEqual([
      { key: 'originals/a.jpg', size: 1 },
      { key: 'originals/z.jpg', size: 3 },
    ]);
    expect(await store.list('thumbs/')).toEqual([]);
  });
});
