import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { WishlistPhoto, WishlistSummary } from '../../../core/collecting';
import { licenseTypeOf } from '../../../core/licence-types';
import type { Owner } from '../../auth/owner';
import type { Database, DatabaseHandle, Queryable } from '../../db/client';
import { photos, photosDetails, projects, wishlistItems, wishlists } from '../../db/tables';
import { AppError } from '../../errors';

/**
 * What the wishlist services answer with: a list's summary (its project, count and cover) and its
 * photos. The owner's lists and the shared ones read them alike.
 */

export const NOT_FOUND = 'Wishlist not found';

/** A cover shows the list's newest photos, at most this many. */
const COVER_SIZE = 4;

/** The owner's wishlists matching `where`, in `order`, each with its project, count and cover. */
export async function wishlistSummaries(
  db: Database,
  where: SQL | undefined,
  order: SQL[] = [],
): Promise<WishlistSummary[]> {
  const rows = await db
    .select({
      id: wishlists.id,
      name: wishlists.name,
      description: wishlists.description,
      project_id: wishlists.projectId,
      project_name: projects.name,
      company: projects.company,
      item_count: db.$count(wishlistItems, eq(wishlistItems.wishlistId, wishlists.id)),
      share_code: wishlists.shareCode,
      updated_at: wishlists.updatedAt,
    })
    .from(wishlists)
    .leftJoin(projects, eq(projects.id, wishlists.projectId))
    .where(where)
    .orderBy(...order);
  const covers = await coversOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ share_code, updated_at, ...row }) => ({
    ...row,
    cover_urls: covers.get(row.id) ?? [],
    share_code,
    updated_at: updated_at.toISOString(),
  }));
}

/** Thumbnails of each list's newest photos (a lateral join: the newest few of each, not all). */
async function coversOf(db: Database, wishlistIds: readonly string[]): Promise<Map<string, string[]>> {
  const covers = new Map<string, string[]>();
  if (wishlistIds.length === 0) return covers;
  const newest = db
    .select({
      thumbnailUrl: photosDetails.thumbnailUrl,
      addedAt: wishlistItems.addedAt,
      itemId: wishlistItems.id,
    })
    .from(wishlistItems)
    .innerJoin(photosDetails, eq(photosDetails.id, wishlistItems.photoId))
    .where(and(eq(wishlistItems.wishlistId, wishlists.id), isNotNull(photosDetails.thumbnailUrl)))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.id))
    .limit(COVER_SIZE)
    .as('newest');
  const rows = await db
    .select({ wishlistId: wishlists.id, thumbnailUrl: newest.thumbnailUrl })
    .from(wishlists)
    .innerJoinLateral(newest, sql`true`)
    .where(inArray(wishlists.id, [...wishlistIds]))
    .orderBy(wishlists.id, desc(newest.addedAt), desc(newest.itemId));
  for (const row of rows)
    covers.set(row.wishlistId, [...(covers.get(row.wishlistId) ?? []), row.thumbnailUrl]);
  return covers;
}

/** One of the owner's wishlists; 404 when it is not theirs. */
export async function summaryOf(handle: DatabaseHandle, owner: Owner, id: string): Promise<WishlistSummary> {
  const [row] = await wishlistSummaries(
    handle.db,
    and(eq(wishlists.id, id), eq(wishlists.userId, owner.userId)),
  );
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** A list's photos, newest first; only the published ones for a shared list, at most `limit`. */
export async function itemsOf(
  db: Database,
  wishlistId: string,
  liveOnly: boolean,
  limit: number | null = null,
): Promise<WishlistPhoto[]> {
  const query = db
    .select({
      id: wishlistItems.id,
      photo_id: wishlistItems.photoId,
      license_type: wishlistItems.licenseType,
      added_at: wishlistItems.addedAt,
      photo: {
        id: photosDetails.id,
        photoid: photosDetails.photoid,
        title: photosDetails.title,
        price: photosDetails.price,
        thumbnail_url: photosDetails.thumbnailUrl,
        preview_url: photosDetails.previewUrl,
        width: photosDetails.width,
        height: photosDetails.height,
        storefront_name: photosDetails.storefrontName,
        event_names: photosDetails.eventNames,
        photo_status: photosDetails.photoStatus,
      },
    })
    .from(wishlistItems)
    .innerJoin(photosDetails, eq(photosDetails.id, wishlistItems.photoId))
    .where(
      and(
        eq(wishlistItems.wishlistId, wishlistId),
        liveOnly ? eq(photosDetails.photoStatus, 'live') : undefined,
      ),
    )
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.id))
    .$dynamic();
  const rows = await (limit === null ? query : query.limit(limit));
  return rows.map((row) => ({
    ...row,
    license_type: licenseTypeOf(row.license_type),
    added_at: row.added_at.toISOString(),
  }));
}

/** 404 unless the project is the owner's: a list is only ever filed under one's own project. */
export async function requireProject(db: Queryable, owner: Owner, projectId: string): Promise<void> {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.userId, owner.userId)));
  if (!project) throw new AppError('NOT_FOUND', 'Project not found');
}

/** The photo when it is published: nobody collects a draft. */
export function livePhoto(db: Queryable, photoId: string) {
  return db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.photoStatus, 'live')));
}
