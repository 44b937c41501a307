import { randomBytes } from 'node:crypto';
import type {
  SharedWishlist,
  WishlistDetail,
  WishlistPhoto,
  WishlistSummary,
} from '../../../core/collecting';
import type { LicenseType } from '../../../core/pricing';
import { GUEST_RESULT_CAP } from '../../../core/search-rules';
import type { Owner } from '../../auth/owner';
import type { DatabaseHandle } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';

/**
 * A buyer's wishlists (spec §3 wishlists and wishlist_items, §6: scoped by user_id) and their
 * share links. A photo is in a wishlist once (wishlist_items_wishlist_photo_unique); a share code
 * is 10 lowercase hex characters from the CSPRNG (40 bits: unguessable at any rate a rate limit allows).
 */

const NOT_FOUND = 'Wishlist not found';
const SHARED_NOT_FOUND = 'This shared wishlist does not exist or is no longer shared';
const ALREADY_IN = 'Photo is already in this wishlist';

const SUMMARY_COLUMNS = `w.id, w.name, w.description, w.project_id, p.name as project_name, p.company,
  (select count(*)::int from wishlist_items i where i.wishlist_id = w.id) as item_count,
  coalesce((select json_agg(t.thumbnail_url) from (
     select d.thumbnail_url from wishlist_items i join photos_details d on d.id = i.photo_id
     where i.wishlist_id = w.id and d.thumbnail_url is not null order by i.added_at desc, i.id desc limit 4
   ) t), '[]'::json) as cover_urls,
  w.share_code, w.updated_at`;

const SUMMARY_FROM = 'wishlists w left join projects p on p.id = w.project_id';

const ITEM_COLUMNS = `i.id, i.photo_id, i.license_type, i.added_at,
  json_build_object(
    'id', d.id, 'photoid', d.photoid, 'title', d.title, 'price', d.price,
    'thumbnail_url', d.thumbnail_url, 'preview_url', d.preview_url, 'width', d.width, 'height', d.height,
    'storefront_name', d.storefront_name, 'event_names', to_json(d.event_names), 'photo_status', d.photo_status
  ) as photo`;

/** The owner's wishlists, the most recently changed first (spec §7). */
export async function listWishlists(handle: DatabaseHandle, owner: Owner): Promise<WishlistSummary[]> {
  return handle.raw<WishlistSummary>(
    `select ${SUMMARY_COLUMNS} from ${SUMMARY_FROM} where w.user_id = $1 order by w.updated_at desc, w.id`,
    [owner.userId],
  );
}

async function summaryOf(handle: DatabaseHandle, owner: Owner, id: string): Promise<WishlistSummary> {
  const [row] = await handle.raw<WishlistSummary>(
    `select ${SUMMARY_COLUMNS} from ${SUMMARY_FROM} where w.id = $2 and w.user_id = $1`,
    [owner.userId, id],
  );
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

async function itemsOf(
  handle: DatabaseHandle,
  wishlistId: string,
  liveOnly: boolean,
  limit: number | null = null,
): Promise<WishlistPhoto[]> {
  return handle.raw<WishlistPhoto>(
    `select ${ITEM_COLUMNS} from wishlist_items i join photos_details d on d.id = i.photo_id
     where i.wishlist_id = $1 ${liveOnly ? `and d.photo_status = 'live'` : ''}
     order by i.added_at desc, i.id desc
     limit $2`,
    [wishlistId, limit],
  );
}

export async function wishlistDetail(
  handle: DatabaseHandle,
  owner: Owner,
  id: string,
): Promise<WishlistDetail> {
  const wishlist = await summaryOf(handle, owner, id);
  return { wishlist, items: await itemsOf(handle, id, false) };
}

async function requireProject(handle: DatabaseHandle, owner: Owner, projectId: string): Promise<void> {
  const rows = await handle.raw(`select 1 from projects where id = $2 and user_id = $1`, [
    owner.userId,
    projectId,
  ]);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Project not found');
}

async function requireLivePhoto(handle: DatabaseHandle, photoId: string): Promise<void> {
  const rows = await handle.raw(`select 1 from photos where id = $1 and photo_status = 'live'`, [photoId]);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Photo not found');
}

/**
 * spec §7: a wishlist in one of the owner's projects, with its first photo when one is given
 * (the add-to-wishlist dialog's "Create new wishlist"). One statement: no wishlist without its photo.
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
  await requireProject(handle, owner, input.project_id);
  if (input.photo_id) await requireLivePhoto(handle, input.photo_id);
  const [row] = await handle.raw<{ id: string }>(
    `with created as (
       insert into wishlists (name, description, user_id, project_id) values ($2, $3, $1, $4) returning id
     ), first_photo as (
       insert into wishlist_items (wishlist_id, photo_id, license_type)
       select created.id, p.id, $6 from created join photos p on p.id = $5::uuid and p.photo_status = 'live'
       returning 1
     )
     select id from created`,
    [
      owner.userId,
      input.name,
      input.description || null,
      input.project_id,
      input.photo_id ?? null,
      input.license_type,
    ],
  );
  if (!row) throw new Error('wishlist insert returned nothing');
  return summaryOf(handle, owner, row.id);
}

export async function updateWishlist(
  handle: DatabaseHandle,
  owner: Owner,
  id: string,
  changes: { name?: string | undefined; description?: string | undefined; project_id?: string | undefined },
): Promise<WishlistSummary> {
  if (changes.project_id) await requireProject(handle, owner, changes.project_id);
  const updated = await handle.raw(
    `update wishlists set
       name = coalesce($3, name),
       description = case when $4::boolean then nullif($5, '') else description end,
       project_id = coalesce($6::uuid, project_id),
       updated_at = now()
     where id = $2 and user_id = $1 returning 1`,
    [
      owner.userId,
      id,
      changes.name ?? null,
      changes.description !== undefined,
      changes.description ?? null,
      changes.project_id ?? null,
    ],
  );
  if (updated.length === 0) throw new AppError('NOT_FOUND', NOT_FOUND);
  return summaryOf(handle, owner, id);
}

/** Deletes the wishlist, its items and its share link. */
export async function deleteWishlist(handle: DatabaseHandle, owner: Owner, id: string): Promise<void> {
  const removed = await handle.raw(`delete from wishlists where id = $2 and user_id = $1 returning 1`, [
    owner.userId,
    id,
  ]);
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
    .raw(
      `with added as (
         insert into wishlist_items (wishlist_id, photo_id, license_type)
         select w.id, $3, $4 from wishlists w where w.id = $2 and w.user_id = $1
         on conflict (wishlist_id, photo_id) do nothing returning wishlist_id
       )
       update wishlists set updated_at = now() where id in (select wishlist_id from added) returning 1`,
      [owner.userId, wishlistId, input.photo_id, input.license_type],
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('DUPLICATE', ALREADY_IN);
      throw error;
    });
  if (added.length === 0) throw new AppError('DUPLICATE', ALREADY_IN);
  return { wishlist: await summaryOf(handle, owner, wishlistId) };
}

export async function removeFromWishlist(
  handle: DatabaseHandle,
  owner: Owner,
  wishlistId: string,
  photoId: string,
): Promise<void> {
  const removed = await handle.raw(
    `with removed as (
       delete from wishlist_items i using wishlists w
       where i.wishlist_id = w.id and w.id = $2 and w.user_id = $1 and i.photo_id = $3
       returning i.wishlist_id
     )
     update wishlists set updated_at = now() where id in (select wishlist_id from removed) returning 1`,
    [owner.userId, wishlistId, photoId],
  );
  if (removed.length === 0) throw new AppError('NOT_FOUND', 'This photo is not in the wishlist');
}

/** spec §7: the owner's wishlists holding a photo (the dialog's "Added", the detail's "Manage wishlists"). */
export async function wishlistsContaining(
  handle: DatabaseHandle,
  owner: Owner,
  photoId: string,
): Promise<{ id: string; name: string }[]> {
  return handle.raw(
    `select w.id, w.name from wishlist_items i join wishlists w on w.id = i.wishlist_id
     where w.user_id = $1 and i.photo_id = $2 order by w.updated_at desc`,
    [owner.userId, photoId],
  );
}

/** spec §7 batch check: which of these photos are in any of the owner's wishlists. */
export async function photosInWishlists(
  handle: DatabaseHandle,
  owner: Owner,
  photoIds: readonly string[],
): Promise<string[]> {
  const rows = await handle.raw<{ photo_id: string }>(
    `select distinct i.photo_id from wishlist_items i join wishlists w on w.id = i.wishlist_id
     where w.user_id = $1 and i.photo_id = any($2::uuid[])`,
    [owner.userId, photoIds],
  );
  return rows.map((row) => row.photo_id);
}

/** The share link's code; sharing an already shared list keeps its link. */
export async function shareWishlist(handle: DatabaseHandle, owner: Owner, id: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = randomBytes(5).toString('hex');
    try {
      const [row] = await handle.raw<{ share_code: string }>(
        `update wishlists set share_code = coalesce(share_code, $3), updated_at = now()
         where id = $2 and user_id = $1 returning share_code`,
        [owner.userId, id, code],
      );
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
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
  const updated = await handle.raw(
    `update wishlists set share_code = null, updated_at = now() where id = $2 and user_id = $1 returning 1`,
    [owner.userId, id],
  );
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
  const [row] = await handle.raw<SharedWishlist['wishlist'] & { id: string }>(
    `select w.id, w.name, w.description, pr.first_name as owner_name, p.name as project_name, p.company,
       (select count(*)::int from wishlist_items i join photos x on x.id = i.photo_id
        where i.wishlist_id = w.id and x.photo_status = 'live') as item_count,
       w.updated_at, case when w.user_id = $2::uuid then w.id end as own_wishlist_id
     from wishlists w left join projects p on p.id = w.project_id left join profiles pr on pr.id = w.user_id
     where w.share_code = $1`,
    [code, viewer?.userId ?? null],
  );
  if (!row) throw new AppError('NOT_FOUND', SHARED_NOT_FOUND);
  const { id, ...wishlist } = row;
  // spec §9: a guest sees at most 24 photos of any list, a shared one too (issue 22); `item_count`
  // still counts them all, so the page can say how many more a signed-in buyer sees.
  return { wishlist, items: await itemsOf(handle, id, true, viewer ? null : GUEST_RESULT_CAP) };
}

/** A signed-in viewer copies a shared list into a new wishlist of their own project. */
export async function copySharedWishlist(
  handle: DatabaseHandle,
  owner: Owner,
  code: string,
  input: { project_id: string; name?: string | undefined },
): Promise<WishlistSummary> {
  await requireProject(handle, owner, input.project_id);
  const [row] = await handle.raw<{ id: string }>(
    `with source as (select id, name, description from wishlists where share_code = $2),
     created as (
       insert into wishlists (name, description, user_id, project_id)
       select coalesce($4, source.name), source.description, $1, $3 from source returning id
     ), copied as (
       insert into wishlist_items (wishlist_id, photo_id, license_type)
       select created.id, i.photo_id, i.license_type
       from created, source join wishlist_items i on i.wishlist_id = source.id
       join photos x on x.id = i.photo_id and x.photo_status = 'live'
       returning 1
     )
     select id from created`,
    [owner.userId, code, input.project_id, input.name ?? null],
  );
  if (!row) throw new AppError('NOT_FOUND', SHARED_NOT_FOUND);
  return summaryOf(handle, owner, row.id);
}
