import type { HeldLicence } from '../../../core/held-licences';
import { upgradePriceCents } from '../../../core/pricing';

/** What runs a statement: `handle.raw`, or a transaction's `query` (the checkout checks under its lock). */
type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

type HeldRow = Omit<HeldLicence, 'upgrade_price_cents'> & { upgrade_base_cents: number | null };

/**
 * The buyer's live licences (paid, not refunded, not deleted), of the photos `photoIds` or of
 * every photo (null): the one query behind the cart, the batch add, the photo page, the
 * checkout and the upgrade (issue 22). A background-dressing licence is upgradable, for the
 * difference at the price its line was bought at, unless hero usage is held for the same
 * production.
 */
export async function heldLicences(
  query: Query,
  userId: string,
  photoIds: readonly string[] | null,
): Promise<HeldLicence[]> {
  const rows = await query<HeldRow>(
    `select p.id as purchase_id, p.photo_id, p.license_type, p.project_id,
       coalesce(pr.name, o.project_name) as project_name, o.production_title,
       case when p.license_type = 'background-dressing' and i.id is not null and not exists (
         select 1 from purchases h left join order_items hi on hi.id = h.order_item_id
         where h.user_id = p.user_id and h.photo_id = p.photo_id and h.license_type = 'hero-usage'
           and h.project_id is not distinct from p.project_id
           and h.deleted_at is null and coalesce(hi.refunded_cents, 0) = 0
       ) then i.price_cents end as upgrade_base_cents
     from purchases p
       left join order_items i on i.id = p.order_item_id
       left join orders o on o.id = p.order_id
       left join projects pr on pr.id = p.project_id
     where p.user_id = $1 and p.deleted_at is null and coalesce(i.refunded_cents, 0) = 0
       and ($2::uuid[] is null or p.photo_id = any($2::uuid[]))
     order by p.purchase_date, p.id`,
    [userId, photoIds === null ? null : [...photoIds]],
  );
  return rows.map(({ upgrade_base_cents, ...row }) => ({
    ...row,
    upgrade_price_cents: upgrade_base_cents === null ? null : upgradePriceCents(upgrade_base_cents),
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
