import { and, desc, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CartAnswer, CartBatchResult, UnpricedCartLine } from '../../../core/cart';
import { priceCart } from '../../../core/cart';
import { type HeldLicence, licenceVerdict } from '../../../core/held-licences';
import { licenseTypeOf } from '../../../core/licence-types';
import { heroUsageRefusal } from '../../../core/people';
import type { LicenseType } from '../../../core/pricing';
import type { Owner } from '../../auth/owner';
import type { DatabaseHandle, Queryable } from '../../db/client';
import { cartItems, photos, photosDetails } from '../../db/tables';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { heroBlockedPhotos } from '../clearance';
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

const CART_ROW_COLUMNS = {
  id: cartItems.id,
  photo_id: cartItems.photoId,
  license_type: cartItems.licenseType,
};

function cartRowOf(row: { id: string; photo_id: string; license_type: string }): CartRow {
  return { ...row, license_type: licenseTypeOf(row.license_type) };
}

/** The unique index a duplicate line runs into. */
const LINE_KEY = [cartItems.userId, cartItems.photoId, cartItems.licenseType];

/** spec §7: the lines joined to their photo's details, newest first, priced (spec §9). */
export async function getCart(handle: DatabaseHandle, owner: Owner): Promise<CartAnswer> {
  const rows = await handle.db
    .select({
      id: cartItems.id,
      photo_id: cartItems.photoId,
      license_type: cartItems.licenseType,
      added_at: cartItems.addedAt,
      photo: {
        id: photosDetails.id,
        photoid: photosDetails.photoid,
        user_id: photosDetails.userId,
        title: photosDetails.title,
        thumbnail_url: photosDetails.thumbnailUrl,
        preview_url: photosDetails.previewUrl,
        price: photosDetails.price,
        photo_status: photosDetails.photoStatus,
        created_at: photosDetails.createdAt,
        orientation: photosDetails.orientation,
        storefront_name: photosDetails.storefrontName,
        width: photosDetails.width,
        height: photosDetails.height,
      },
    })
    .from(cartItems)
    .innerJoin(photosDetails, eq(photosDetails.id, cartItems.photoId))
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(desc(cartItems.addedAt), desc(cartItems.id))
    .prepare('cart_lines')
    .execute({ userId: owner.userId });
  const lines = rows.map(
    (row): UnpricedCartLine => ({
      id: row.id,
      photo_id: row.photo_id,
      license_type: licenseTypeOf(row.license_type),
      // spec §9: always 1 (cart_items_quantity_one).
      quantity: 1,
      added_at: row.added_at.toISOString(),
      photo: { ...row.photo, created_at: row.photo.created_at.toISOString() },
    }),
  );
  const held = lines.length === 0 ? new Map() : await heldByPhoto(handle, owner, lines);
  return priceCart(lines.map((line) => ({ ...line, held: held.get(line.photo_id) ?? [] })));
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

/** Of these photos, the ones a buyer may license now: published (nobody licenses a draft). */
async function licensablePhotos(db: Queryable, photoIds: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(inArray(photos.id, [...photoIds]), eq(photos.photoStatus, 'live')));
  return new Set(rows.map((row) => row.id));
}

/**
 * Issue 27 item 6: hero usage of a photo whose real faces are not all released is refused (409,
 * naming the photos); background dressing stays possible. One query for any number of lines.
 */
export async function refuseHeroWithoutReleases(
  db: Queryable,
  lines: readonly { photo_id: string; license_type: string }[],
): Promise<void> {
  const hero = lines.filter((line) => line.license_type === 'hero-usage').map((line) => line.photo_id);
  if (hero.length === 0) return;
  const blocked = await heroBlockedPhotos(db, hero);
  if (blocked.size > 0) throw new AppError('REFUSED', heroUsageRefusal([...blocked.values()]));
}

/**
 * Adds one photo with its licence. 404 when the photo is unknown or not published (nobody
 * licenses a draft), 409 `duplicate` when the cart already holds it with that licence.
 */
export async function addToCart(handle: DatabaseHandle, owner: Owner, add: CartAdd): Promise<CartRow> {
  if (!(await licensablePhotos(handle.db, [add.photo_id])).has(add.photo_id))
    throw new AppError('NOT_FOUND', 'Photo not found');
  await refuseHeroWithoutReleases(handle.db, [add]);
  const [row] = await handle.db
    .insert(cartItems)
    .values({ userId: owner.userId, photoId: add.photo_id, licenseType: add.license_type })
    .onConflictDoNothing({ target: LINE_KEY })
    .returning(CART_ROW_COLUMNS);
  if (!row) throw new AppError('DUPLICATE', DUPLICATE_MESSAGE);
  return cartRowOf(row);
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
  const live =
    wanted.length === 0
      ? new Set<string>()
      : await licensablePhotos(
          handle.db,
          wanted.map((add) => add.photo_id),
        );
  const licensable = wanted.filter((add) => live.has(add.photo_id));
  await refuseHeroWithoutReleases(handle.db, licensable);
  const inserted =
    licensable.length === 0
      ? []
      : await handle.db
          .insert(cartItems)
          .values(
            licensable.map((add) => ({
              userId: owner.userId,
              photoId: add.photo_id,
              licenseType: add.license_type,
            })),
          )
          .onConflictDoNothing({ target: LINE_KEY })
          .returning({ id: cartItems.id });
  return {
    successCount: inserted.length,
    errorCount: wanted.length - licensable.length,
    duplicateCount: adds.length - distinct.size + (licensable.length - inserted.length),
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
  if (licenseType === 'hero-usage') {
    const [line] = await handle.db
      .select({ photo_id: cartItems.photoId })
      .from(cartItems)
      .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, owner.userId)));
    if (line) await refuseHeroWithoutReleases(handle.db, [{ ...line, license_type: licenseType }]);
  }
  const other = alias(cartItems, 'other');
  const [row] = await handle.db
    .update(cartItems)
    .set({ licenseType })
    .where(
      and(
        eq(cartItems.id, lineId),
        eq(cartItems.userId, owner.userId),
        notExists(
          handle.db
            .select({ one: sql`1` })
            .from(other)
            .where(
              and(
                eq(other.userId, cartItems.userId),
                eq(other.photoId, cartItems.photoId),
                eq(other.licenseType, licenseType),
                ne(other.id, cartItems.id),
              ),
            ),
        ),
      ),
    )
    .returning(CART_ROW_COLUMNS)
    .catch((error: unknown) => {
      // A concurrent change to the same licence wins the race: the other is a duplicate.
      if (isUniqueViolation(error)) throw new AppError('DUPLICATE', DUPLICATE_MESSAGE);
      throw error;
    });
  if (row) return cartRowOf(row);
  const [line] = await handle.db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, owner.userId)));
  if (!line) throw new AppError('NOT_FOUND', LINE_NOT_FOUND);
  throw new AppError('DUPLICATE', DUPLICATE_MESSAGE);
}

/** Removes one line of the owner's cart. */
export async function removeFromCart(handle: DatabaseHandle, owner: Owner, lineId: string): Promise<void> {
  const removed = await handle.db
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, owner.userId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', LINE_NOT_FOUND);
}

/** spec §7: DELETE cart_items by user_id. */
export async function clearCart(handle: DatabaseHandle, owner: Owner): Promise<number> {
  const removed = await handle.db
    .delete(cartItems)
    .where(eq(cartItems.userId, owner.userId))
    .returning({ id: cartItems.id });
  return removed.length;
}
