import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { printSize } from '../../../core/file-facts';
import type { DatabaseHandle } from '../../db/client';
import { photos } from '../../db/tables';
import { originalSize, parseImageKey } from '../../demo/illustrator';
import { AppError } from '../../errors';
import { ensureUploadedOriginal } from '../../media/derive/buyer-original';
import { isUploadImageKey, uploadedOriginalKey } from '../../media/derive/upload-key';
import type { ObjectStore } from '../../storage/object-store';
import { ensureOriginal, type StoredOriginal } from '../../storage/originals';
import { photoKeyCondition } from './photo-detail.service';

/**
 * The sold original of a photo and the facts its page shows (issue 22): pixels, bytes and print
 * size are those of the file the buyer receives. Pixels and print size follow from the image's
 * recipe (the renderer draws originals at `originalSize`); the byte size is known only once the
 * file exists, so it is written on the photo's row when the original is made or first found.
 */

/** What the photo page's technical details say about the original. */
export interface OriginalFacts {
  width: number | null;
  height: number | null;
  file_size: number | null;
  friendly_print_size: string | null;
}

/** Pixels and print size of the original an image key draws; null for a key with no recipe. */
export function originalFactsOfKey(imageKey: string): Omit<OriginalFacts, 'file_size'> | null {
  const recipe = parseImageKey(imageKey);
  if (!recipe) return null;
  const { width, height } = originalSize(recipe.aspect);
  return { width, height, friendly_print_size: printSize(width, height) };
}

/**
 * Makes sure the original of photo `photoid` (drawn from `imageKey`) is stored (see
 * storage/originals.ts) and that the photo's row advertises exactly that file. Null when the key
 * has nothing to draw.
 */
export async function photoOriginal(
  handle: DatabaseHandle,
  store: ObjectStore,
  photo: { photoid: number; imageKey: string },
): Promise<StoredOriginal | null> {
  if (isUploadImageKey(photo.imageKey)) return uploadedPhotoOriginal(handle, store, photo);
  const stored = await ensureOriginal(store, photo.imageKey);
  const facts = originalFactsOfKey(photo.imageKey);
  if (!stored || !facts) return stored;
  const advertised = {
    width: facts.width,
    height: facts.height,
    fileSize: stored.size,
    friendlyPrintSize: facts.friendly_print_size,
  };
  // Written only when something differs: a second download costs one indexed read, no write.
  await handle.db
    .update(photos)
    .set(advertised)
    .where(
      and(
        eq(photos.photoid, photo.photoid),
        or(
          isDistinctFrom(photos.width, advertised.width),
          isDistinctFrom(photos.height, advertised.height),
          isDistinctFrom(photos.fileSize, advertised.fileSize),
          isDistinctFrom(photos.friendlyPrintSize, advertised.friendlyPrintSize),
        ),
      ),
    );
  return stored;
}

/**
 * An uploaded photo's buyer file (media/derive/buyer-original.ts), made from its master on first
 * download; the row's file size, the master's until then, becomes the buyer file's.
 */
async function uploadedPhotoOriginal(
  handle: DatabaseHandle,
  store: ObjectStore,
  photo: { photoid: number; imageKey: string },
): Promise<StoredOriginal | null> {
  const [row] = await handle.db
    .select({ masterKey: photos.masterKey })
    .from(photos)
    .where(eq(photos.photoid, photo.photoid));
  if (!row?.masterKey) return null;
  const stored = await ensureUploadedOriginal(store, photo.imageKey, row.masterKey);
  if (!stored) return null;
  await handle.db
    .update(photos)
    .set({ fileSize: stored.size })
    .where(and(eq(photos.photoid, photo.photoid), isDistinctFrom(photos.fileSize, stored.size)));
  return stored;
}

/** The facts of a photo's original, making the original first when its size is not known yet. */
export async function measureOriginal(
  handle: DatabaseHandle,
  store: ObjectStore,
  photo: OriginalFacts & { photoid: number; image_key: string },
): Promise<OriginalFacts> {
  if (isUploadImageKey(photo.image_key)) {
    // Pixels and print size are the upload's; the byte size is the buyer file's once it exists.
    const size = await store.size(uploadedOriginalKey(photo.image_key));
    if (size !== null) return { ...pick(photo), file_size: size };
    const stored = await photoOriginal(handle, store, { photoid: photo.photoid, imageKey: photo.image_key });
    return { ...pick(photo), file_size: stored?.size ?? photo.file_size };
  }
  const facts = originalFactsOfKey(photo.image_key);
  if (!facts) return pick(photo);
  if (photo.file_size !== null && photo.width === facts.width && photo.height === facts.height)
    return { ...facts, file_size: photo.file_size };
  const stored = await photoOriginal(handle, store, { photoid: photo.photoid, imageKey: photo.image_key });
  return { ...facts, file_size: stored?.size ?? null };
}

function pick(photo: OriginalFacts): OriginalFacts {
  return {
    width: photo.width,
    height: photo.height,
    file_size: photo.file_size,
    friendly_print_size: photo.friendly_print_size,
  };
}

/**
 * `GET /api/photos/:key/original`: the facts of a live photo's original (any photo for admins),
 * read from the file — made now if it does not exist yet. 404 "Photo not found" otherwise.
 */
export async function originalFactsOfPhoto(
  handle: DatabaseHandle,
  store: ObjectStore,
  key: string,
  options: { admin: boolean },
): Promise<OriginalFacts> {
  const [row] = await handle.db
    .select({
      photoid: photos.photoid,
      image_key: photos.imageKey,
      width: photos.width,
      height: photos.height,
      file_size: photos.fileSize,
      friendly_print_size: photos.friendlyPrintSize,
      photo_status: photos.photoStatus,
    })
    .from(photos)
    .where(photoKeyCondition(key, photos));
  if (!row || (row.photo_status !== 'live' && !options.admin))
    throw new AppError('NOT_FOUND', 'Photo not found');
  return measureOriginal(handle, store, row);
}

function isDistinctFrom(column: AnyPgColumn, value: unknown): SQL {
  return sql`${column} is distinct from ${value}`;
}
