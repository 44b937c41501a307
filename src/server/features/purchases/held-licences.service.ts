import { and, asc, eq, exists, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { HeldLicence } from '../../../core/held-licences';
import { upgradePriceCents } from '../../../core/pricing';
import type { Queryable } from '../../db/client';
import { orderItems, orders, projects, purchases } from '../../db/tables';

const heroPurchase = alias(purchases, 'h');
const heroLine = alias(orderItems, 'hi');

/**
 * True when the buyer of the `purchases` row in the enclosing query holds a live hero-usage
 * licence of the same photo for the same production: its background dressing is then not
 * upgradable (the purchases list, the held licences and the upgrade ask the same question).
 */
export const heroUsageHeld: SQL<boolean> = sql<boolean>`${exists(
  new QueryBuilder()
    .select({ one: sql`1` })
    .from(heroPurchase)
    .leftJoin(heroLine, eq(heroLine.id, heroPurchase.orderItemId))
    .where(
      and(
        eq(heroPurchase.userId, purchases.userId),
        eq(heroPurchase.photoId, purchases.photoId),
        eq(heroPurchase.licenseType, 'hero-usage'),
        sql`${heroPurchase.projectId} is not distinct from ${purchases.projectId}`,
        isNull(heroPurchase.deletedAt),
        sql`coalesce(${heroLine.refundedCents}, 0) = 0`,
      ),
    ),
)}`;

/**
 * The buyer's live licences (paid, not refunded, not deleted), of the photos `photoIds` or of
 * every photo (null): the one query behind the cart, the batch add, the photo page, the
 * checkout and the upgrade (issue 22). A background-dressing licence is upgradable, for the
 * difference at the price its line was bought at, unless hero usage is held for the same
 * production. `db` is the handle's builder, or the checkout's transaction (it checks under its lock).
 */
export async function heldLicences(
  db: Queryable,
  userId: string,
  photoIds: readonly string[] | null,
): Promise<HeldLicence[]> {
  const rows = await db
    .select({
      purchase_id: purchases.id,
      photo_id: purchases.photoId,
      license_type: purchases.licenseType,
      project_id: purchases.projectId,
      current_project_name: projects.name,
      ordered_project_name: orders.projectName,
      production_title: orders.productionTitle,
      line_price_cents: orderItems.priceCents,
      hero_held: heroUsageHeld,
    })
    .from(purchases)
    .leftJoin(orderItems, eq(orderItems.id, purchases.orderItemId))
    .leftJoin(orders, eq(orders.id, purchases.orderId))
    .leftJoin(projects, eq(projects.id, purchases.projectId))
    .where(
      and(
        eq(purchases.userId, userId),
        isNull(purchases.deletedAt),
        sql`coalesce(${orderItems.refundedCents}, 0) = 0`,
        photoIds === null ? undefined : inArray(purchases.photoId, [...photoIds]),
      ),
    )
    .orderBy(asc(purchases.purchaseDate), asc(purchases.id));
  return rows.map((row) => ({
    purchase_id: row.purchase_id,
    photo_id: row.photo_id,
    license_type: row.license_type,
    project_id: row.project_id,
    project_name: row.current_project_name ?? row.ordered_project_name,
    production_title: row.production_title,
    upgrade_price_cents:
      row.license_type === 'background-dressing' && row.line_price_cents !== null && !row.hero_held
        ? upgradePriceCents(row.line_price_cents)
        : null,
  }));
}

/** photo uuid → its held licences. */
export function byPhoto(licences: readonly HeldLicence[]): Map<string, HeldLicence[]> {
  const map = new Map<string, HeldLicence[]>();
  for (const licence of licences) {
    const list = map.get(licence.photo_id);
    if (list) list.push(licence);
    else map.set(licence.photo_id, [licence]);
  }
  return map;
}
