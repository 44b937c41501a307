import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  sniffImageType,
  UPLOAD_MESSAGES,
  UPLOAD_STATE_LABELS,
  type UploadState,
} from '../../../core/uploads';
import type { DatabaseHandle, Queryable } from '../../db/client';
import { photos, photoUploads, profiles, user } from '../../db/tables';
import { enqueueJob } from '../../jobs/enqueue';
import type { Logger } from '../../logger';
import type { ObjectStore } from '../../storage/object-store';

/** Who sends files: an admin for any creator, a contributor for their own storefront. */
export interface UploadActor {
  userId: string;
  admin: boolean;
}

/** The storage key of a received file (private: never served, read by the derive job). */
export function masterKeyOf(uploadId: string): string {
  return `masters/${uploadId}`;
}

/** The storefront name of `userId`, or null when they have none (missing, empty or blank). */
export async function storefrontOf(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: profiles.storefrontName })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const name = row?.name?.trim() ?? '';
  return name === '' ? null : name;
}

export interface NewUpload {
  id: string;
  batchId: string;
  uploadedBy: string;
  creatorId: string;
  fileName: string;
  declaredSize: number;
}

/** The row of a file whose upload has just been created (tus's onUploadCreate). */
export async function insertUpload(db: Queryable, upload: NewUpload): Promise<void> {
  await db.insert(photoUploads).values({ ...upload, state: 'uploading' });
}

/** The upload `id` if `actor` may touch it (their own; an admin any), else null. */
export async function uploadFor(db: Queryable, actor: UploadActor, id: string) {
  const [row] = await db
    .select({
      id: photoUploads.id,
      uploadedBy: photoUploads.uploadedBy,
      state: photoUploads.state,
      declaredSize: photoUploads.declaredSize,
    })
    .from(photoUploads)
    .where(eq(photoUploads.id, id));
  if (!row || (!actor.admin && row.uploadedBy !== actor.userId)) return null;
  return row;
}

/** Forgets an upload that was stopped before it finished (a tus DELETE). */
export async function deleteUnfinishedUpload(db: Queryable, id: string): Promise<void> {
  await db.delete(photoUploads).where(and(eq(photoUploads.id, id), eq(photoUploads.state, 'uploading')));
}

/** Marks an unfinished upload as failed with `error`, the words its row shows. */
export async function failUpload(db: Queryable, id: string, error: string): Promise<void> {
  await db
    .update(photoUploads)
    .set({ state: 'failed', error, updatedAt: sql`now()` })
    .where(and(eq(photoUploads.id, id), eq(photoUploads.state, 'uploading')));
}

/** The first bytes of a file, for its magic number. */
async function headOf(file: string, length = 16): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** “Already in the catalogue as #123 “Title”.” */
export function duplicateMessage(photo: { photoid: number; title: string }): string {
  return `Already in the catalogue as #${photo.photoid} “${photo.title}”.`;
}

export interface FinishOutcome {
  state: UploadState;
  error: string | null;
}

/**
 * A file has arrived whole (`file`, tus's partial file): check its bytes are an image, stream it
 * into the object store as `masters/{id}` hashing it on the way (one pass, never in memory), then
 * refuse a duplicate by SHA-256 or record it as received with its derive job in one transaction.
 */
export async function finishUpload(
  deps: { handle: DatabaseHandle; storage: ObjectStore; logger: Logger },
  id: string,
  file: string,
  size: number,
): Promise<FinishOutcome> {
  const { handle, storage } = deps;
  const db = handle.db;
  const type = sniffImageType(await headOf(file));
  if (!type) {
    await failUpload(db, id, UPLOAD_MESSAGES.notAnImageContent);
    return { state: 'failed', error: UPLOAD_MESSAGES.notAnImageContent };
  }
  const key = masterKeyOf(id);
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    const source = createReadStream(file);
    source.on('error', (error) => hashing.destroy(error));
    await storage.putStream(key, source.pipe(hashing), type, size);
  } catch (error) {
    deps.logger.error({ err: error, uploadId: id }, 'could not store an uploaded file');
    const message = 'We could not store this file. Please send it again in a moment.';
    await failUpload(db, id, message);
    return { state: 'failed', error: message };
  }
  const sha256 = hash.digest('hex');

  const outcome = await db.transaction(async (tx): Promise<FinishOutcome & { keep: boolean }> => {
    // Two copies of one file finishing at once: the second waits for the first, then sees it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:${sha256}`}))`);
    const [photo] = await tx
      .select({ id: photos.id, photoid: photos.photoid, title: photos.title })
      .from(photos)
      .where(eq(photos.contentSha256, sha256))
      .limit(1);
    let duplicateOf: string | null = null;
    let error: string | null = null;
    if (photo) {
      duplicateOf = photo.id;
      error = duplicateMessage(photo);
    } else {
      const [earlier] = await tx
        .select({
          fileName: photoUploads.fileName,
          photoId: photoUploads.photoId,
          photoid: photos.photoid,
          title: photos.title,
        })
        .from(photoUploads)
        .leftJoin(photos, eq(photos.id, photoUploads.photoId))
        .where(
          and(
            eq(photoUploads.contentSha256, sha256),
            ne(photoUploads.id, id),
            inArray(photoUploads.state, ['received', 'processing', 'ready']),
          ),
        )
        .orderBy(asc(photoUploads.createdAt))
        .limit(1);
      if (earlier) {
        duplicateOf = earlier.photoId;
        error =
          earlier.photoid !== null && earlier.title !== null
            ? duplicateMessage({ photoid: earlier.photoid, title: earlier.title })
            : `Already uploaded as “${earlier.fileName}”, which is being processed.`;
      }
    }
    if (error !== null) {
      await tx
        .update(photoUploads)
        .set({ state: 'duplicate', error, duplicateOf, contentSha256: sha256, updatedAt: sql`now()` })
        .where(and(eq(photoUploads.id, id), eq(photoUploads.state, 'uploading')));
      return { state: 'duplicate', error, keep: false };
    }
    const updated = await tx
      .update(photoUploads)
      .set({ state: 'received', error: null, contentSha256: sha256, masterKey: key, updatedAt: sql`now()` })
      .where(and(eq(photoUploads.id, id), eq(photoUploads.state, 'uploading')))
      .returning({ id: photoUploads.id });
    if (updated.length === 0) return { state: 'failed', error: 'This upload was removed.', keep: false };
    await enqueueJob(tx, { kind: 'derive-upload', key: `derive-upload:${id}`, payload: { uploadId: id } });
    return { state: 'received', error: null, keep: true };
  });
  if (!outcome.keep) await storage.delete(key);
  return { state: outcome.state, error: outcome.error };
}

/** Uploads left unfinished for a day: the file is gone (tus's expiration), the row says so. */
export async function expireUnfinishedUploads(db: Queryable): Promise<number> {
  const expired = await db
    .update(photoUploads)
    .set({ state: 'failed', error: UPLOAD_MESSAGES.expired, updatedAt: sql`now()` })
    .where(
      and(eq(photoUploads.state, 'uploading'), sql`${photoUploads.createdAt} < now() - interval '24 hours'`),
    )
    .returning({ id: photoUploads.id });
  return expired.length;
}

export interface UploadRow {
  id: string;
  batch_id: string;
  file_name: string;
  state: UploadState;
  state_label: string;
  error: string | null;
  declared_size: number | null;
  creator_id: string;
  duplicate_of: { photoid: number; title: string } | null;
  similar_to: { photoid: number; title: string } | null;
  photo: { photoid: number; title: string; thumbnail_url: string } | null;
  created_at: string;
}

const duplicatePhoto = alias(photos, 'duplicate_photo');
const similarPhoto = alias(photos, 'similar_photo');

/** The files of one batch, oldest first: all of them for an admin, the uploader's own otherwise. */
export async function listBatch(db: Queryable, actor: UploadActor, batchId: string): Promise<UploadRow[]> {
  const rows = await db
    .select({
      id: photoUploads.id,
      batchId: photoUploads.batchId,
      fileName: photoUploads.fileName,
      state: photoUploads.state,
      error: photoUploads.error,
      declaredSize: photoUploads.declaredSize,
      creatorId: photoUploads.creatorId,
      createdAt: photoUploads.createdAt,
      duplicatePhotoid: duplicatePhoto.photoid,
      duplicateTitle: duplicatePhoto.title,
      similarPhotoid: similarPhoto.photoid,
      similarTitle: similarPhoto.title,
      photoid: photos.photoid,
      title: photos.title,
      thumbnailUrl: photos.thumbnailUrl,
    })
    .from(photoUploads)
    .leftJoin(photos, eq(photos.id, photoUploads.photoId))
    .leftJoin(duplicatePhoto, eq(duplicatePhoto.id, photoUploads.duplicateOf))
    .leftJoin(similarPhoto, eq(similarPhoto.id, photoUploads.similarTo))
    .where(
      and(
        eq(photoUploads.batchId, batchId),
        actor.admin ? undefined : eq(photoUploads.uploadedBy, actor.userId),
      ),
    )
    .orderBy(asc(photoUploads.createdAt), asc(photoUploads.id));
  return rows.map((row) => {
    const state = (row.state in UPLOAD_STATE_LABELS ? row.state : 'failed') as UploadState;
    return {
      id: row.id,
      batch_id: row.batchId,
      file_name: row.fileName,
      state,
      state_label: UPLOAD_STATE_LABELS[state],
      error: row.error,
      declared_size: row.declaredSize,
      creator_id: row.creatorId,
      duplicate_of:
        row.duplicatePhotoid !== null && row.duplicateTitle !== null
          ? { photoid: row.duplicatePhotoid, title: row.duplicateTitle }
          : null,
      similar_to:
        row.similarPhotoid !== null && row.similarTitle !== null
          ? { photoid: row.similarPhotoid, title: row.similarTitle }
          : null,
      photo:
        row.photoid !== null && row.title !== null
          ? { photoid: row.photoid, title: row.title, thumbnail_url: row.thumbnailUrl ?? '' }
          : null,
      created_at: row.createdAt.toISOString(),
    };
  });
}

export interface UploadCreator {
  id: string;
  storefront_name: string;
  email: string;
}

/** Creators with a storefront an admin may upload for, by storefront name or e-mail (at most 20). */
export async function listCreators(db: Queryable, query: string): Promise<UploadCreator[]> {
  const term = query.trim();
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await db
    .select({ id: user.id, storefront_name: profiles.storefrontName, email: user.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(
      and(
        sql`btrim(coalesce(${profiles.storefrontName}, '')) <> ''`,
        term === '' ? undefined : or(ilike(profiles.storefrontName, pattern), ilike(user.email, pattern)),
      ),
    )
    .orderBy(asc(profiles.storefrontName))
    .limit(20);
  return rows.map((row) => ({ ...row, storefront_name: row.storefront_name ?? '' }));
}
