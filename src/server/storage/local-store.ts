import { randomUUID } from 'node:crypto';
import { createWriteStream, type Dirent } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore } from './object-store';
import { assertStorageKey, contentTypeOfKey, isStorageKey } from './storage-key';

/**
 * Objects as files under `{dataDir}/storage/{key}`: the default, for one machine.
 *
 * The content type is derived from the key's extension rather than stored beside the file: a
 * second file (a `.meta.json` sidecar) cannot be replaced in the same atomic step as the first,
 * so a reader could pair new bytes with an old type, and it would take a slice of the key space.
 * Our keys always carry an extension (`originals/….jpg`), so `put` refuses a content type the
 * extension contradicts instead of silently forgetting it.
 */
export function createLocalStore(dataDir: string): ObjectStore {
  const root = path.resolve(dataDir, 'storage');

  function fileOf(key: string): string {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  }

  return {
    kind: 'local',

    async put(key, body, contentType) {
      const file = fileOf(key);
      const expected = contentTypeOfKey(key);
      if (essence(contentType) !== essence(expected)) {
        throw new Error(
          `The local store derives content types from extensions: ${key} is ${expected}, not ${contentType}`,
        );
      }
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed over it: a rename within one directory is atomic,
      // so a reader sees the old object or the new one, never a partial file.
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        await writeFile(temporary, body, { flush: true });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async putStream(key, stream, _contentType, size) {
      // The type is the key's extension's, as for put; masters (`masters/{id}`) have none and are
      // only ever read back by our own jobs, which sniff their bytes.
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        await pipeline(stream, lengthCheck(size), createWriteStream(temporary, { flush: true }));
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async has(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async size(key) {
      try {
        const info = await stat(fileOf(key));
        return info.isFile() ? info.size : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async read(key) {
      const file = fileOf(key);
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        // Size from the open file, not the path: a put renaming over it meanwhile does not change
        // what this handle reads.
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        // The stream closes the handle when it ends or is destroyed.
        return { stream: handle.createReadStream(), size: info.size, contentType: contentTypeOfKey(key) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async presignedUrl(key) {
      assertStorageKey(key);
      // Local files have no URL of their own: the download route streams them.
      return null;
    },

    async delete(key) {
      try {
        await unlink(fileOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async list(prefix) {
      let entries: Dirent[];
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const objects: { key: string; size: number }[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        // put's temporary files (`.{name}.{uuid}.tmp`) are objects being written, not objects yet.
        if (!key.startsWith(prefix) || !isStorageKey(key) || isTemporary(entry.name)) continue;
        const info = await stat(path.join(entry.parentPath, entry.name)).catch(() => null);
        if (info?.isFile()) objects.push({ key, size: info.size });
      }
      return objects.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
  };
}

function isTemporary(name: string): boolean {
  return /^\..+\.[0-9a-f-]{36}\.tmp$/.test(name);
}

/** Passes exactly `size` bytes through, failing the pipeline on more or fewer. */
export function lengthCheck(size: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > size) done(new Error(`The stream is longer than the ${size} bytes declared`));
      else done(null, chunk);
    },
    flush(done) {
      done(seen === size ? null : new Error(`The stream ended after ${seen} of ${size} bytes`));
    },
  });
}

function essence(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
