import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore } from '../storage/object-store';
import { fileInBackup, type ManifestFile } from './manifest';

/**
 * Copies every stored object (masters, originals, releases, derivatives) into the backup
 * folder, hashing as it goes. Objects are listed after the database was dumped, so every file a
 * dumped row names was there to copy; one deleted meanwhile is left out.
 */
export async function copyObjectsOut(store: ObjectStore, dir: string): Promise<ManifestFile[]> {
  const copied: ManifestFile[] = [];
  for (const { key } of await store.list('')) {
    const object = await store.read(key);
    if (!object) continue;
    const file = fileInBackup(dir, key);
    await mkdir(path.dirname(file), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(object.stream, hashing, createWriteStream(file));
    copied.push({ key, size, sha256: hash.digest('hex'), contentType: object.contentType });
  }
  return copied;
}

/** Puts every file of the backup back under its key; answers the keys whose stored size is wrong. */
export async function copyObjectsIn(
  store: ObjectStore,
  dir: string,
  files: ManifestFile[],
): Promise<string[]> {
  const wrong: string[] = [];
  for (const entry of files) {
    await store.putStream(
      entry.key,
      createReadStream(fileInBackup(dir, entry.key)),
      entry.contentType,
      entry.size,
    );
    if ((await store.size(entry.key)) !== entry.size) wrong.push(entry.key);
  }
  return wrong;
}
