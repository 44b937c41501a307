import { and, asc, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { WishlistDetail, WishlistSummary } from '../../../core/collecting';
import type { LicenseType } from '../../../core/pricing';
import type { Owner } from '../../auth/owner';
import type { DatabaseHandle } from '../../db/client';
import { wishlistItems, wishlists } from '../../db/tables';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import {
  itemsOf,
  livePhoto,
  NOT_FOUND,
  requireProject,
  summaryOf,
  wishlistSummaries,
} from './wishlist-reads';

/**
 * A buyer's wishlists (spec §3 wishlists and wishlist_items, §6: scoped by user_id); their share
 * links are wishlist-sharing.service.ts. A photo is in a wishlist once
 * (wishlist_items_wishlist_photo_unique).
 */

const ALREADY_IN = 'Photo is already in this wishlist';

/** The owner's wishlists, the most recently changed first (spec §7). */
export async function listWishlists(handle: DatabaseHandle, owner: Owner): Promise<WishlistSummary[]> {
  return wishlistSummaries(handle.db, eq(wishlists.userId, owner.userId), [
    desc(wishlists.updatedAt),
    asc(wishlists.id),
  ]);
}

export async function wishlistDetail(
  handle: DatabaseHandle,
  owner: Owner,
  id: string,
): Promise<WishlistDetail> {
  const wishlist = await summaryOf(handle, owner, id);
  return { wishlist, items: await itemsOf(handle.db, id, false) };
}

async function requireLivePhoto(handle: DatabaseHandle, photoId: string): Promise<void> {
  const [photo] = await livePhoto(handle.db, photoId);
  if (!photo) throw new AppError('NOT_FOUND', 'Photo not found');
}

/**
 * spec §7: a wishlist in one of the owner's projects, with its first photo when one is given
 * (the add-to-wishlist dialog's "Create new wishlist"). One transaction: no wishlist without its photo.
 */
export async function createWishlist(
  handle: DatabaseHandle,
  owner: Owner,
  input: {
    name: string;
    description?: string | undefined;
    project_id: string;
    photo_id?: string | undefined;
    license_type: LicenseType;
  },
): Promise<WishlistSummary> {
  await requireProject(handle.db, owner, input.project_id);
  if (input.photo_id) await requireLivePhoto(handle, input.photo_id);
  const id = await handle.transaction(async (tx) => {
    const [created] = await tx
      .insert(wishlists)
      .values({
        name: input.name,
        description: input.description || null,
        userId: owner.userId,
        projectId: input.project_id,
      })
      .returning({ id: wishlists.id });
    if (!created) throw new Error('wishlist insert returned nothing');
    // Still published now that the list exists? Otherwise the list starts empty.
    const [photo] = input.photo_id ? await livePhoto(tx, input.photo_id) : [];
    if (photo)
      await tx
        .insert(wishlistItems)
        .values({ wishlistId: created.id, photoId: photo.id, licenseType: input.license_type });
    return created.id;
  });
  return summaryOf(handle, owner, id);
}

export async function updateWishlist(
  handle: DatabaseHandle,
  owner: Owner,
  id: string,
  changes: { name?: string | undefined; description?: string | undefined; project_id?: string | undefined },
): Promise<WishlistSummary> {
  if (changes.project_id) await requireProject(handle.db, owner, changes.project_id);
  const updated = await handle.db
    .update(wishlists)
    // An undefined field stays as it is; an empty description clears it.
    .set({
      name: changes.name,
      description: changes.description === undefined ? undefined : changes.description || null,
      projectId: changes.project_id,
      updatedAt: sql`now()`,
    })
    .where(and(eq(wishlists.id, id), eq(wishlists.userId, owner.userId)))
    .returning({ id: wishlists.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', NOT_FOUND);
  return summaryOf(handle, owner, id);
}

/** Deletes the wishlist, its items and its share link. */
export async function deleteWishlist(handle: DatabaseHandle, owner: Owner, id: string): Promise<void> {
  const removed = await handle.db
    .delete(wishlists)
    .where(and(eq(wishlists.id, id), eq(wishlists.userId, owner.userId)))
    .returning({ id: wishlists.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', NOT_FOUND);
}

/** spec §5: a photo already in the wishlist cannot be added again (409 with the spec's words). */
export async function addToWishlist(
  handle: DatabaseHandle,
  owner: Owner,
  wishlistId: string,
  input: { photo_id: string; license_type: LicenseType },
): Promise<{ wishlist: WishlistSummary }> {
  await summaryOf(handle, owner, wishlistId);
  await requireLivePhoto(handle, input.photo_id);
  const added = await handle
    .transaction(async (tx) => {
      const [owned] = await tx
        .select({ id: wishlists.id })
        .from(wishlists)
        .where(and(eq(wishlists.id, wishlistId), eq(wishlists.userId, owner.userId)))
        .for('update');
      if (!owned) return false;
      const [item] = await tx
        .insert(wishlistItems)
        .values({ wishlistId: owned.id, photoId: input.photo_id, licenseType: input.license_type })
        .onConflictDoNothing({ target: [wishlistItems.wishlistId, wishlistItems.photoId] })
        .returning({ id: wishlistItems.id });
      if (!item) return false;
      await tx.update(wishlists).set({ updatedAt: sql`now()` }).where(eq(wishlists.id, owned.id));
      return true;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('DUPLICATE', ALREADY_IN);
      throw error;
    });
  if (!added) throw new AppError('DUPLICATE', ALREADY_IN);
  return { wishlist: await summaryOf(handle, owner, wishlistId) };
}

export async function removeFromWishlist(
  handle: DatabaseHandle,
  owner: Owner,
  wishlistId: string,
  photoId: string,
): Promise<void> {
  const removed = await handle.transaction(async (tx) => {
    const [item] = await tx
      .delete(wishlistItems)
      .where(
        and(
          eq(wishlistItems.wishlistId, wishlistId),
          eq(wishlistItems.photoId, photoId),
          exists(
            tx
              .select({ id: wishlists.id })
              .from(wishlists)
              .where(and(eq(wishlists.id, wishlistItems.wishlistId), eq(wishlists.userId, owner.userId))),
          ),
        ),
      )
      .returning({ id: wishlistItems.id });
    if (!item) return false;
    await tx.update(wishlists).set({ updatedAt: sql`now()` }).where(eq(wishlists.id, wishlistId));
    return true;
  });
  if (!removed) throw new AppError('NOT_FOUND', 'This photo is not in the wishlist');
}

/** spec §7: the owner's wishlists holding a photo (the dialog's "Added", the detail's "Manage wishlists"). */
export async function wishlistsContaining(
  handle: DatabaseHandle,
  owner: Owner,
  photoId: string,
): Promise<{ id: string; name: string }[]> {
  return handle.db
    .select({ id: wishlists.id, name: wishlists.name })
    .from(wishlistItems)
    .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
    .where(and(eq(wishlists.userId, owner.userId), eq(wishlistItems.photoId, photoId)))
    .orderBy(desc(wishlists.updatedAt));
}

/** spec §7 batch check: which of these photos are in any of the owner's wishlists. */
export async function photosInWishlists(
  handle: DatabaseHandle,
  owner: Owner,
  photoIds: readonly string[],
): Promise<string[]> {
  const rows = await handle.db
    .selectDistinct({ photo_id: wishlistItems.photoId })
    .from(wishlistItems)
    .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
    .where(and(eq(wishlists.userId, owner.userId), inArray(wishlistItems.photoId, [...photoIds])));
  return rows.map((row) => row.photo_id);
}
