import { randomBytes } from 'node:crypto';
import { and, eq, exists, sql } from 'drizzle-orm';
import type { SharedWishlist, WishlistSummary } from '../../../core/collecting';
import { GUEST_RESULT_CAP } from '../../../core/search-rules';
import type { Owner } from '../../auth/owner';
import type { DatabaseHandle } from '../../db/client';
import { photos, profiles, projects, wishlistItems, wishlists } from '../../db/tables';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { itemsOf, NOT_FOUND, requireProject, summaryOf } from './wishlist-reads';

/**
 * A wishlist's share link (spec §7): a code of 10 lowercase hex characters from the CSPRNG (40
 * bits: unguessable at any rate a rate limit allows), the read-only list anyone with it sees, and
 * the copy a signed-in viewer makes of it.
 */

const SHARED_NOT_FOUND = 'This shared wishlist does not exist or is no longer shared';

/** The share link's code; sharing an already shared list keeps its link. */
export async function shareWishlist(handle: DatabaseHandle, owner: Owner, id: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = randomBytes(5).toString('hex');
    try {
      const [row] = await handle.db
        .update(wishlists)
        .set({ shareCode: sql`coalesce(${wishlists.shareCode}, ${code})`, updatedAt: sql`now()` })
        .where(and(eq(wishlists.id, id), eq(wishlists.userId, owner.userId)))
        .returning({ share_code: wishlists.shareCode });
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      if (row.share_code === null) throw new Error('share code not kept');
      return row.share_code;
    } catch (error) {
      // Another list holds this code (one in 2^40 per list): draw again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('no free share code after 5 draws');
}

/** Revokes the link: the old code stops working at once. */
export async function unshareWishlist(handle: DatabaseHandle, owner: Owner, id: string): Promise<void> {
  const updated = await handle.db
    .update(wishlists)
    .set({ shareCode: null, updatedAt: sql`now()` })
    .where(and(eq(wishlists.id, id), eq(wishlists.userId, owner.userId)))
    .returning({ id: wishlists.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', NOT_FOUND);
}

/**
 * What anyone with the link sees: the list and its published photos, the owner's first name only;
 * the owner also gets the list's id, to open it rather than copy it.
 */
export async function sharedWishlist(
  handle: DatabaseHandle,
  code: string,
  viewer: Owner | null,
): Promise<SharedWishlist> {
  const { db } = handle;
  const [row] = await db
    .select({
      id: wishlists.id,
      userId: wishlists.userId,
      name: wishlists.name,
      description: wishlists.description,
      owner_name: profiles.firstName,
      project_name: projects.name,
      company: projects.company,
      item_count: db.$count(
        wishlistItems,
        and(
          eq(wishlistItems.wishlistId, wishlists.id),
          exists(
            db
              .select({ id: photos.id })
              .from(photos)
              .where(and(eq(photos.id, wishlistItems.photoId), eq(photos.photoStatus, 'live'))),
          ),
        ),
      ),
      updated_at: wishlists.updatedAt,
    })
    .from(wishlists)
    .leftJoin(projects, eq(projects.id, wishlists.projectId))
    .leftJoin(profiles, eq(profiles.id, wishlists.userId))
    .where(eq(wishlists.shareCode, code));
  if (!row) throw new AppError('NOT_FOUND', SHARED_NOT_FOUND);
  const { id, userId, updated_at, ...shown } = row;
  const wishlist = {
    ...shown,
    updated_at: updated_at.toISOString(),
    own_wishlist_id: viewer?.userId === userId ? id : null,
  };
  // spec §9: a guest sees at most 24 photos of any list, a shared one too (issue 22); `item_count`
  // still counts them all, so the page can say how many more a signed-in buyer sees.
  return { wishlist, items: await itemsOf(db, id, true, viewer ? null : GUEST_RESULT_CAP) };
}

/** A signed-in viewer copies a shared list into a new wishlist of their own project. */
export async function copySharedWishlist(
  handle: DatabaseHandle,
  owner: Owner,
  code: string,
  input: { project_id: string; name?: string | undefined },
): Promise<WishlistSummary> {
  await requireProject(handle.db, owner, input.project_id);
  const id = await handle.transaction(async (tx) => {
    const [source] = await tx
      .select({ id: wishlists.id, name: wishlists.name, description: wishlists.description })
      .from(wishlists)
      .where(eq(wishlists.shareCode, code));
    if (!source) return null;
    const [created] = await tx
      .insert(wishlists)
      .values({
        name: input.name ?? source.name,
        description: source.description,
        userId: owner.userId,
        projectId: input.project_id,
      })
      .returning({ id: wishlists.id });
    if (!created) throw new Error('wishlist insert returned nothing');
    // Its published photos only, with their licences; a draft or archived photo stays behind.
    const items = await tx
      .select({ photoId: wishlistItems.photoId, licenseType: wishlistItems.licenseType })
      .from(wishlistItems)
      .innerJoin(photos, and(eq(photos.id, wishlistItems.photoId), eq(photos.photoStatus, 'live')))
      .where(eq(wishlistItems.wishlistId, source.id));
    if (items.length > 0)
      await tx.insert(wishlistItems).values(items.map((item) => ({ wishlistId: created.id, ...item })));
    return created.id;
  });
  if (!id) throw new AppError('NOT_FOUND', SHARED_NOT_FOUND);
  return summaryOf(handle, owner, id);
}
