import type { CartAnswer, CartBatchResult, UnpricedCartLine } from '../../../core/cart';
import { priceCart } from '../../../core/cart';
import { type HeldLicence, licenceVerdict } from '../../../core/held-licences';
import type { LicenseType } from '../../../core/pricing';
import type { Owner } from '../../auth/owner';
import type { DatabaseHandle } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { byPhoto, heldLicences } from '../purchases';
import type { CartAdd } from './cart-input';

/**
 * The signed-in user's cart (spec §4, §7 Cart). Every function takes the owner and filters on
 * them in SQL: a line id of another user's cart is simply not found. Uniqueness of (user, photo,
 * licence) is the database's (cart_items_user_photo_license_unique), so two tabs adding the same
 * photo at once end with one row, whichever statement comes second finding it there.
 */

/** The row a change answers with. */
export interface CartRow {
  id: string;
  photo_id: string;
  license_type: LicenseType;
}

const DUPLICATE_MESSAGE = 'This photo is already in your cart';
const LINE_NOT_FOUND = 'This photo is not in your cart';

/** spec §7: the lines joined to their photo's details, newest first, priced (spec §9). */
export async function getCart(handle: DatabaseHandle, owner: Owner): Promise<CartAnswer> {
  const rows = await handle.raw<UnpricedCartLine>(
    `select c.id, c.photo_id, c.license_type, c.quantity, c.added_at,
       json_build_object(
         'id', d.id, 'photoid', d.photoid, 'user_id', d.user_id, 'title', d.title,
         'thumbnail_url', d.thumbnail_url, 'preview_url', d.preview_url, 'price', d.price,
         'photo_status', d.photo_status, 'created_at', d.created_at, 'orientation', d.orientation,
         'storefront_name', d.storefront_name, 'width', d.width, 'height', d.height
       ) as photo
     from cart_items c join photos_details d on d.id = c.photo_id
     where c.user_id = $1
     order by c.added_at desc, c.id desc`,
    [owner.userId],
    'cart_lines',
  );
  const held = rows.length === 0 ? new Map() : await heldByPhoto(handle, owner, rows);
  return priceCart(rows.map((row) => ({ ...row, held: held.get(row.photo_id) ?? [] })));
}

/** The buyer's live licences of these photos (issue 22): what the cart and the batch add check. */
async function heldByPhoto(
  handle: DatabaseHandle,
  owner: Owner,
  lines: readonly { photo_id: string }[],
): Promise<Map<string, HeldLicence[]>> {
  const photoIds = [...new Set(lines.map((line) => line.photo_id))];
  return byPhoto(await heldLicences(handle.db, owner.userId, photoIds));
}

/**
 * Adds one photo with its licence. 404 when the photo is unknown or not published (nobody
 * licenses a draft), 409 `duplicate` when the cart already holds it with that licence.
 */
export async function addToCart(handle: DatabaseHandle, owner: Owner, add: CartAdd): Promise<CartRow> {
  const [row] = await handle.raw<CartRow>(
    `insert into cart_items (user_id, photo_id, license_type)
     select $1, p.id, $3 from photos p where p.id = $2 and p.photo_status = 'live'
     on conflict (user_id, photo_id, license_type) do nothing
     returning id, photo_id, license_type`,
    [owner.userId, add.photo_id, add.license_type],
  );
  if (row) return row;
  if (!(await isLicensable(handle, add.photo_id))) throw new AppError('NOT_FOUND', 'Photo not found');
  throw new AppError('DUPLICATE', DUPLICATE_MESSAGE);
}

async function isLicensable(handle: DatabaseHandle, photoId: string): Promise<boolean> {
  const rows = await handle.raw(`select 1 from photos where id = $1 and photo_status = 'live'`, [photoId]);
  return rows.length > 0;
}

/**
 * spec §4 batch add: the photos go in together in one statement; a photo already in the cart
 * with that licence (or asked twice) is a duplicate, not a failure; a photo that is unknown or
 * not published is a failure. The original inserted one by one after a duplicate error; one
 * statement that skips duplicates gives the same counts without the second pass.
 *
 * Issue 22: a licence the buyer holds for the production (`projectId`, a wishlist's project; any
 * production when null) is left out and counted, and so is hero usage where background dressing
 * is held: that is the upgrade for the difference, never a second licence at full price.
 */
export async function addManyToCart(
  handle: DatabaseHandle,
  owner: Owner,
  adds: readonly CartAdd[],
  projectId: string | null = null,
): Promise<CartBatchResult> {
  const distinct = new Map(adds.map((add) => [`${add.photo_id} ${add.license_type}`, add]));
  const held = await heldByPhoto(handle, owner, [...distinct.values()]);
  const verdicts = [...distinct.values()].map((add) => ({
    add,
    kind: licenceVerdict(held.get(add.photo_id) ?? [], projectId, add.license_type).kind,
  }));
  const wanted = verdicts.filter((entry) => entry.kind === 'new').map((entry) => entry.add);
  const [counts] =
    wanted.length === 0
      ? [{ licensable: 0, inserted: 0 }]
      : await handle.raw<{ licensable: number; inserted: number }>(
          `with wanted as (
       select * from unnest($2::uuid[], $3::text[]) as w(photo_id, license_type)
     ), licensable as (
       select w.photo_id, w.license_type from wanted w
       join photos p on p.id = w.photo_id and p.photo_status = 'live'
     ), inserted as (
       insert into cart_items (user_id, photo_id, license_type)
       select $1, photo_id, license_type from licensable
       on conflict (user_id, photo_id, license_type) do nothing
       returning 1
     )
     select (select count(*) from licensable)::int as licensable, (select count(*) from inserted)::int as inserted`,
          [owner.userId, wanted.map((add) => add.photo_id), wanted.map((add) => add.license_type)],
        );
  const licensable = counts?.licensable ?? 0;
  const inserted = counts?.inserted ?? 0;
  return {
    successCount: inserted,
    errorCount: wanted.length - licensable,
    duplicateCount: adds.length - distinct.size + (licensable - inserted),
    licensedCount: verdicts.filter((entry) => entry.kind === 'held').length,
    upgradableCount: verdicts.filter((entry) => entry.kind === 'upgrade').length,
  };
}

/** Changes a line's licence; 409 when the cart already holds the photo with the new licence. */
export async function changeLicense(
  handle: DatabaseHandle,
  owner: Owner,
  lineId: string,
  licenseType: LicenseType,
): Promise<CartRow> {
  const [row] = await handle
    .raw<CartRow>(
      `update cart_items c set license_type = $3
     where c.id = $2 and c.user_id = $1
       and not exists (
         select 1 from cart_items o
         where o.user_id = c.user_id and o.photo_id = c.photo_id and o.license_type = $3 and o.id <> c.id
       )
     returning c.id, c.photo_id, c.license_type`,
      [owner.userId, lineId, licenseType],
    )
    .catch((error: unknown) => {
      // A concurrent change to the same licence wins the race: the other is a duplicate.
      if (isUniqueViolation(error)) throw new AppError('DUPLICATE', DUPLICATE_MESSAGE);
      throw error;
    });
  if (row) return row;
  const [line] = await handle.raw(`select 1 from cart_items where id = $2 and user_id = $1`, [
    owner.userId,
    lineId,
  ]);
  if (!line) throw new AppError('NOT_FOUND', LINE_NOT_FOUND);
  throw new AppError('DUPLICATE', DUPLICATE_MESSAGE);
}

/** Removes one line of the owner's cart. */
export async function removeFromCart(handle: DatabaseHandle, owner: Owner, lineId: string): Promise<void> {
  const removed = await handle.raw(`delete from cart_items where id = $2 and user_id = $1 returning 1`, [
    owner.userId,
    lineId,
  ]);
  if (removed.length === 0) throw new AppError('NOT_FOUND', LINE_NOT_FOUND);
}

/** spec §7: DELETE cart_items by user_id. */
export async function clearCart(handle: DatabaseHandle, owner: Owner): Promise<number> {
  const removed = await handle.raw(`delete from cart_items where user_id = $1 returning 1`, [owner.userId]);
  return removed.length;
}
