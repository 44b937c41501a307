import type { ObjectStore } from '../../storage/object-store';
import type { StoredOriginal } from '../../storage/originals';
import { buyerJpeg } from './derive-image';
import { uploadedOriginalKey } from './upload-key';

// Per store: two buyers of one photo at the same moment share one encode.
const inFlight = new WeakMap<ObjectStore, Map<string, Promise<StoredOriginal>>>();

async function readAll(store: ObjectStore, key: string): Promise<Buffer | null> {
  const found = await store.read(key);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The buyer's file of an uploaded photo (never the master itself, which may carry GPS, serials
 * and a CMYK separation): the full picture as a JPEG of quality 92, colour profile kept, no other
 * metadata. Made from the master on first download and kept under `originals/{imageKey}.jpg`.
 * Null when the master is gone.
 */
export async function ensureUploadedOriginal(
  store: ObjectStore,
  imageKey: string,
  masterKey: string,
): Promise<StoredOriginal | null> {
  const key = uploadedOriginalKey(imageKey);
  let pending = inFlight.get(store);
  if (!pending) {
    pending = new Map();
    inFlight.set(store, pending);
  }
  const running = pending.get(key);
  if (running) return running;
  const work = (async (): Promise<StoredOriginal | null> => {
    const stored = await store.size(key);
    if (stored !== null) return { key, size: stored };
    const master = await readAll(store, masterKey);
    if (!master) return null;
    const body = await buyerJpeg(master);
    await store.put(key, body, 'image/jpeg');
    return { key, size: body.length };
  })();
  pending.set(key, work as Promise<StoredOriginal>);
  try {
    return await work;
  } finally {
    pending.delete(key);
  }
}
