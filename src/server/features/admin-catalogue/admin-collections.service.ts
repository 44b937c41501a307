import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  type AdminCollectionDetail,
  type AdminCollectionRow,
  COLLECTION_MESSAGES,
  COLLECTION_PHOTOS_MAX,
  collectionState,
} from '../../../core/admin-collections';
import { type AdminPage, type SortDirection, STALE_EDIT } from '../../../core/admin-lists';
import type { DatabaseHandle, Queryable } from '../../db/client';
import { collectionPhotos, collections, photos } from '../../db/tables';
import { AppError } from '../../errors';
import { containing } from '../../http/list-query';
import { type AuditActor, recordAudit } from '../audit';

/**
 * The back office's collections (issue 25 item 2). Every change names the version it was based
 * on and bumps it; a change based on an older version is refused (STALE_EDIT), so two admins
 * editing at once never silently overwrite each other. Each kind of change writes its own audit
 * entry in the same transaction.
 */

export type CollectionSort = 'name' | 'photo_count' | 'created_at' | 'updated_at';

const photoCount =
  sql<number>`(select count(*) from ${collectionPhotos} where ${collectionPhotos.collectionId} = ${collections.id})`.mapWith(
    Number,
  );

const ROW = {
  id: collections.id,
  name: collections.name,
  photo_count: photoCount,
  is_published: collections.isPublished,
  publish_at: collections.publishAt,
  unpublish_at: collections.unpublishAt,
  created_at: collections.createdAt,
  updated_at: collections.updatedAt,
};

type Row = {
  id: string;
  name: string;
  photo_count: number;
  is_published: boolean;
  publish_at: Date | null;
  unpublish_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

function toRow(row: Row, now: Date): AdminCollectionRow {
  const plain = {
    ...row,
    publish_at: row.publish_at?.toISOString() ?? null,
    unpublish_at: row.unpublish_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
  return { ...plain, state: collectionState(plain, now) };
}

const SORT_COLUMN: Record<CollectionSort, SQL | AnyPgColumn> = {
  name: sql`lower(${collections.name})`,
  photo_count: photoCount,
  created_at: collections.createdAt,
  updated_at: collections.updatedAt,
};

export async function listAdminCollections(
  handle: DatabaseHandle,
  query: { q: string; sort: CollectionSort; dir: SortDirection; offset: number; limit: number },
): Promise<AdminPage<AdminCollectionRow>> {
  const where = query.q === '' ? undefined : ilike(collections.name, containing(query.q));
  const order = query.dir === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    handle.db
      .select(ROW)
      .from(collections)
      .where(where)
      .orderBy(order(SORT_COLUMN[query.sort]), asc(collections.id))
      .offset(query.offset)
      .limit(query.limit),
    handle.db.select({ total: count() }).from(collections).where(where),
  ]);
  const now = new Date();
  return { items: rows.map((row) => toRow(row, now)), total: counted?.total ?? 0 };
}

export async function getAdminCollection(db: Queryable, id: string): Promise<AdminCollectionDetail> {
  const [[row], members] = await Promise.all([
    db
      .select({
        ...ROW,
        description: collections.description,
        cover_photo_id: collections.coverPhotoId,
        version: collections.version,
      })
      .from(collections)
      .where(eq(collections.id, id)),
    db
      .select({
        id: photos.id,
        photoid: photos.photoid,
        title: photos.title,
        thumbnail_url: photos.thumbnailUrl,
        photo_status: photos.photoStatus,
      })
      .from(collectionPhotos)
      .innerJoin(photos, eq(photos.id, collectionPhotos.photoId))
      .where(eq(collectionPhotos.collectionId, id))
      .orderBy(asc(collectionPhotos.position), asc(collectionPhotos.addedAt), asc(photos.id)),
  ]);
  if (!row) throw new AppError('NOT_FOUND', COLLECTION_MESSAGES.notFound);
  const { description, cover_photo_id, version, ...rest } = row;
  return { ...toRow(rest, new Date()), description, cover_photo_id, version, photos: members };
}

export async function createCollection(
  handle: DatabaseHandle,
  actor: AuditActor,
  body: { name: string; description?: string | null },
): Promise<AdminCollectionDetail> {
  return handle.transaction(async (tx) => {
    const [created] = await tx
      .insert(collections)
      .values({ name: body.name, description: body.description ?? null, createdBy: actor.id })
      .returning({ id: collections.id });
    if (!created) throw new Error('the collection was not created');
    await recordAudit(tx, actor, {
      action: 'collection.create',
      entityType: 'collection',
      entityId: created.id,
      summary: `Created the collection “${body.name}”`,
      after: { name: body.name, description: body.description ?? null },
    });
    return getAdminCollection(tx, created.id);
  });
}

/** The collection as it is, locked for the change; a version other than `version` is STALE_EDIT. */
async function lockedAt(tx: Queryable, id: string, version: number): Promise<AdminCollectionDetail> {
  const [locked] = await tx
    .select({ version: collections.version })
    .from(collections)
    .where(eq(collections.id, id))
    .for('update');
  if (!locked) throw new AppError('NOT_FOUND', COLLECTION_MESSAGES.notFound);
  if (locked.version !== version) throw new AppError('CHANGED', STALE_EDIT);
  return getAdminCollection(tx, id);
}

/** Saves the new version: `where version = $old`, so a change that slipped in still fails. */
async function bump(
  tx: Queryable,
  id: string,
  version: number,
  set: Partial<typeof collections.$inferInsert>,
) {
  const updated = await tx
    .update(collections)
    .set({ ...set, version: version + 1, updatedAt: new Date() })
    .where(and(eq(collections.id, id), eq(collections.version, version)))
    .returning({ id: collections.id });
  if (updated.length === 0) throw new AppError('CHANGED', STALE_EDIT);
}

const numbersOf = (list: AdminCollectionDetail['photos'], ids: Iterable<string>) => {
  const wanted = new Set(ids);
  return list.filter((photo) => wanted.has(photo.id)).map((photo) => photo.photoid);
};

/** The photo numbers of `ids` in that order (ids not in `list` left out). */
const inOrder = (list: AdminCollectionDetail['photos'], ids: readonly string[]) => {
  const numbers = new Map(list.map((photo) => [photo.id, photo.photoid]));
  return ids.flatMap((photoId) => {
    const number = numbers.get(photoId);
    return number === undefined ? [] : [number];
  });
};

const photosWord = (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'}`;

const when = (iso: string | null) => (iso === null ? 'none' : iso);

export interface CollectionChanges {
  version: number;
  name?: string;
  description?: string | null;
  cover_photo_id?: string | null;
  is_published?: boolean;
  publish_at?: string | null;
  unpublish_at?: string | null;
  photo_ids?: string[];
}

/** Applies any of the editor's changes at once, each audited on its own. */
export async function updateCollection(
  handle: DatabaseHandle,
  actor: AuditActor,
  id: string,
  changes: CollectionChanges,
): Promise<AdminCollectionDetail> {
  return handle.transaction(async (tx) => {
    const before = await lockedAt(tx, id, changes.version);
    const audit = (action: string, summary: string, was: unknown, now: unknown) =>
      recordAudit(tx, actor, {
        action,
        entityType: 'collection',
        entityId: id,
        summary,
        before: was,
        after: now,
      });
    const title = changes.name ?? before.name;
    const oldIds = before.photos.map((photo) => photo.id);
    const newIds = changes.photo_ids ?? oldIds;
    const added = newIds.filter((photoId) => !oldIds.includes(photoId));
    if (added.length > 0) {
      const known = await tx.select({ id: photos.id }).from(photos).where(inArray(photos.id, added));
      if (known.length !== added.length)
        throw new AppError('INVALID', COLLECTION_MESSAGES.unknownPhotos, {
          photo_ids: COLLECTION_MESSAGES.unknownPhotos,
        });
    }
    const removed = oldIds.filter((photoId) => !newIds.includes(photoId));
    // A cover taken out with its photo goes too; a new cover must be one of the photos.
    let cover = changes.cover_photo_id === undefined ? before.cover_photo_id : changes.cover_photo_id;
    if (changes.cover_photo_id === undefined && cover !== null && removed.includes(cover)) cover = null;
    if (cover !== null && !newIds.includes(cover))
      throw new AppError('INVALID', COLLECTION_MESSAGES.coverNotMember, {
        cover_photo_id: COLLECTION_MESSAGES.coverNotMember,
      });
    const publishAt = changes.publish_at === undefined ? before.publish_at : toIso(changes.publish_at);
    const unpublishAt =
      changes.unpublish_at === undefined ? before.unpublish_at : toIso(changes.unpublish_at);
    if (publishAt && unpublishAt && Date.parse(unpublishAt) <= Date.parse(publishAt))
      throw new AppError('INVALID', COLLECTION_MESSAGES.windowOrder, {
        unpublish_at: COLLECTION_MESSAGES.windowOrder,
      });
    const description = changes.description === undefined ? before.description : changes.description;
    const published = changes.is_published ?? before.is_published;

    if (removed.length > 0)
      await tx
        .delete(collectionPhotos)
        .where(and(eq(collectionPhotos.collectionId, id), inArray(collectionPhotos.photoId, removed)));
    const kept = oldIds.filter((photoId) => newIds.includes(photoId));
    const reordered = kept.join() !== newIds.filter((photoId) => oldIds.includes(photoId)).join();
    if (changes.photo_ids && newIds.length > 0 && (reordered || added.length > 0))
      await tx
        .insert(collectionPhotos)
        .values(newIds.map((photoId, position) => ({ collectionId: id, photoId, position })))
        .onConflictDoUpdate({
          target: [collectionPhotos.collectionId, collectionPhotos.photoId],
          set: { position: sql`excluded.position` },
        });
    await bump(tx, id, before.version, {
      name: title,
      description,
      coverPhotoId: cover,
      isPublished: published,
      publishAt: publishAt === null ? null : new Date(publishAt),
      unpublishAt: unpublishAt === null ? null : new Date(unpublishAt),
    });

    const label = `“${title}”`;
    if (title !== before.name || description !== before.description)
      await audit(
        'collection.edit',
        title !== before.name ? `Renamed “${before.name}” to ${label}` : `Edited the description of ${label}`,
        { name: before.name, description: before.description },
        { name: title, description },
      );
    if (cover !== before.cover_photo_id)
      await audit(
        'collection.cover',
        cover === null
          ? `Removed the cover of ${label}`
          : `Chose #${numbersOf([...before.photos], [cover])[0] ?? '?'} as the cover of ${label}`,
        { cover_photo_id: before.cover_photo_id },
        { cover_photo_id: cover },
      );
    if (added.length > 0)
      await audit(
        'collection.add_photos',
        `Added ${photosWord(added.length)} to ${label}`,
        { photo_count: oldIds.length },
        { photo_ids: added, photo_count: newIds.length },
      );
    if (removed.length > 0)
      await audit(
        'collection.remove_photos',
        `Removed ${photosWord(removed.length)} from ${label}: ${numbersOf(before.photos, removed)
          .map((n) => `#${n}`)
          .join(', ')}`,
        { photoids: numbersOf(before.photos, removed) },
        { photo_count: newIds.length },
      );
    if (reordered)
      await audit(
        'collection.reorder',
        `Reordered the photos of ${label}`,
        { photoids: inOrder(before.photos, kept) },
        { photoids: inOrder(before.photos, newIds) },
      );
    if (published !== before.is_published)
      await audit(
        published ? 'collection.publish' : 'collection.unpublish',
        `${published ? 'Published' : 'Unpublished'} ${label}`,
        { is_published: before.is_published },
        { is_published: published },
      );
    if (publishAt !== before.publish_at || unpublishAt !== before.unpublish_at)
      await audit(
        'collection.schedule',
        `Scheduled ${label}: from ${when(publishAt)} until ${when(unpublishAt)}`,
        { publish_at: before.publish_at, unpublish_at: before.unpublish_at },
        { publish_at: publishAt, unpublish_at: unpublishAt },
      );
    return getAdminCollection(tx, id);
  });
}

function toIso(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** Adds photos at the end, by id or by photo number; ones already in stay where they are. */
export async function addCollectionPhotos(
  handle: DatabaseHandle,
  actor: AuditActor,
  id: string,
  body: { version: number; photo_ids?: string[]; photoids?: number[] },
): Promise<AdminCollectionDetail> {
  return handle.transaction(async (tx) => {
    const before = await lockedAt(tx, id, body.version);
    const byNumber =
      body.photoids && body.photoids.length > 0
        ? await tx
            .select({ id: photos.id, photoid: photos.photoid })
            .from(photos)
            .where(inArray(photos.photoid, body.photoids))
        : [];
    const missing = (body.photoids ?? []).filter((n) => !byNumber.some((photo) => photo.photoid === n));
    if (missing.length > 0) {
      const message = COLLECTION_MESSAGES.unknownNumbers(missing);
      throw new AppError('INVALID', message, { photoids: message });
    }
    const byId = body.photo_ids ?? [];
    if (byId.length > 0) {
      const known = await tx.select({ id: photos.id }).from(photos).where(inArray(photos.id, byId));
      if (known.length !== new Set(byId).size)
        throw new AppError('INVALID', COLLECTION_MESSAGES.unknownPhotos, {
          photo_ids: COLLECTION_MESSAGES.unknownPhotos,
        });
    }
    const present = new Set(before.photos.map((photo) => photo.id));
    // In the order given: ticked photos first, then the pasted numbers as they were pasted.
    const idOfNumber = new Map(byNumber.map((photo) => [photo.photoid, photo.id]));
    const numbered = (body.photoids ?? []).flatMap((n) => idOfNumber.get(n) ?? []);
    const fresh = [...new Set([...byId, ...numbered])].filter((photoId) => !present.has(photoId));
    if (before.photos.length + fresh.length > COLLECTION_PHOTOS_MAX)
      throw new AppError('INVALID', COLLECTION_MESSAGES.tooMany);
    if (fresh.length > 0) {
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${collectionPhotos.position}), -1)`.mapWith(Number) })
        .from(collectionPhotos)
        .where(eq(collectionPhotos.collectionId, id));
      const start = (last?.position ?? -1) + 1;
      await tx
        .insert(collectionPhotos)
        .values(fresh.map((photoId, index) => ({ collectionId: id, photoId, position: start + index })));
      await recordAudit(tx, actor, {
        action: 'collection.add_photos',
        entityType: 'collection',
        entityId: id,
        summary: `Added ${photosWord(fresh.length)} to “${before.name}”`,
        before: { photo_count: before.photos.length },
        after: { photo_ids: fresh, photo_count: before.photos.length + fresh.length },
      });
      await bump(tx, id, before.version, {});
    }
    return getAdminCollection(tx, id);
  });
}
