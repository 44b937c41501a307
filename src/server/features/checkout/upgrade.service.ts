import type { CheckoutStarted } from '../../../core/checkout';
import { CHECKOUT_MESSAGES, formatCertificateCode } from '../../../core/checkout';
import { type LicenseType, upgradePriceCents } from '../../../core/pricing';
import { taxCentsFor, taxRateFor } from '../../../core/tax';
import type { Owner } from '../../auth/owner';
import type { TransactionQuery } from '../../db/client';
import { AppError } from '../../errors';
import {
  answerRepeat,
  type CheckoutContext,
  findOrder,
  isOpen,
  lockAttempt,
  type PlacedOrder,
  pendingOrReplaced,
  withSession,
} from './checkout.service';
import { taxModeOf } from './checkout-quote';
import { settleFromProvider } from './settle-order';

/**
 * Upgrading a background-dressing licence to hero usage after purchase (issue 13 item 4): the
 * photo became central to a scene. The buyer pays only the difference between the two licences
 * at the price the first was bought at (hero usage is 5×, so 4× that price), in an order of its
 * own whose line names the line it upgrades; the first order's certificate then reads as
 * amended. Same guarantees as a checkout: one order per attempt, the provider's session, the
 * purchase made only once paid.
 */

export const UPGRADE_MESSAGES = {
  notFound: 'Purchase not found',
  notBackground: 'Only a background-dressing licence can be upgraded to hero usage',
  refunded: 'This licence was refunded: it cannot be upgraded',
  alreadyHero: 'You already hold a hero-usage licence for this photo for this production',
} as const;

interface UpgradeSource {
  item_id: string;
  photo_id: string;
  license_type: LicenseType;
  price_cents: number;
  refunded_cents: number;
  photo_number: number | null;
  title: string | null;
  creator_name: string | null;
  order_id: string;
  certificate_code: string | null;
  project_id: string | null;
  project_name: string | null;
  production_title: string | null;
  company_name: string | null;
  billing_name: string | null;
  billing_address: string | null;
  billing_email: string | null;
  billing_country: string | null;
  holds_hero: boolean;
}

export async function startUpgrade(
  context: CheckoutContext,
  owner: Owner,
  input: { purchase_id: string; idempotency_key: string },
): Promise<CheckoutStarted> {
  const { handle, payments } = context;
  if (!payments) throw new AppError('UNAVAILABLE', CHECKOUT_MESSAGES.paymentsUnavailable);
  const repeated = await findOrder(handle, owner, { key: input.idempotency_key });
  if (repeated) return answerRepeat(context, payments, owner, repeated);

  // The upgrade is billed where the first licence was: that order's country sets the rate.
  const tax = taxModeOf(payments, context.taxRates);
  const rateOf = (country: string | null) => (tax.mode === 'rates' ? taxRateFor(tax.rates, country) : 0);
  let order = await handle.rawTransaction((query) => placeUpgrade(query, owner, input, rateOf));
  if (order.payment_ref && !(await isOpen(payments, order.payment_ref))) {
    await settleFromProvider(handle, payments, order.payment_ref, undefined, context.onPaid);
    const settled = await findOrder(handle, owner, { id: order.id });
    if (settled && settled.status !== 'failed' && settled.status !== 'cancelled')
      return answerRepeat(context, payments, owner, settled);
    order = await handle.rawTransaction((query) => placeUpgrade(query, owner, input, rateOf));
  }
  if (order.replaced_ref) await payments.expireSession(order.replaced_ref).catch(() => undefined);
  return withSession(context, payments, owner, order);
}

async function placeUpgrade(
  query: TransactionQuery,
  owner: Owner,
  input: { purchase_id: string; idempotency_key: string },
  rateOf: (country: string | null) => number,
): Promise<PlacedOrder> {
  const { same } = await lockAttempt(query, owner, input.idempotency_key);
  if (same) return same;

  const [source] = await query<UpgradeSource>(
    `select i.id as item_id, i.photo_id, i.license_type, i.price_cents, i.refunded_cents, i.photo_number, i.title,
       i.creator_name, o.id as order_id, o.certificate_code, p.project_id, o.project_name, o.production_title,
       o.company_name, o.billing_name, o.billing_address, o.billing_email, o.billing_country,
       exists (
         select 1 from purchases h left join order_items hi on hi.id = h.order_item_id
         where h.user_id = p.user_id and h.photo_id = p.photo_id and h.license_type = 'hero-usage'
           and h.project_id is not distinct from p.project_id and h.deleted_at is null and coalesce(hi.refunded_cents, 0) = 0
       ) as holds_hero
     from purchases p join order_items i on i.id = p.order_item_id join orders o on o.id = i.order_id
     where p.id = $1 and p.user_id = $2 and p.deleted_at is null`,
    [input.purchase_id, owner.userId],
  );
  if (!source) throw new AppError('NOT_FOUND', UPGRADE_MESSAGES.notFound);
  if (source.license_type !== 'background-dressing')
    throw new AppError('INVALID', UPGRADE_MESSAGES.notBackground);
  if (source.refunded_cents > 0) throw new AppError('INVALID', UPGRADE_MESSAGES.refunded);
  if (source.holds_hero) throw new AppError('DUPLICATE', UPGRADE_MESSAGES.alreadyHero);

  const pending = await pendingOrReplaced(query, owner, `upgrade:${source.item_id}`);
  if (pending.reuse) return pending.reuse;

  const price = upgradePriceCents(source.price_cents);
  const taxRateBp = rateOf(source.billing_country);
  const taxCents = taxCentsFor(price, taxRateBp);
  const [order] = await query<PlacedOrder>(
    `insert into orders (user_id, project_id, status, subtotal_cents, discount_percent, discount_cents, total_cents,
       idempotency_key, cart_fingerprint, project_name, production_title, company_name, billing_name,
       billing_address, billing_email, billing_country, tax_rate_bp, tax_cents, terms_accepted_at)
     values ($1, $2, 'pending', $3, 0, 0, $3::int + $14::int, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, now())
     returning id, number, total_cents, payment_ref, payment_url`,
    [
      owner.userId,
      source.project_id,
      price,
      input.idempotency_key,
      `upgrade:${source.item_id}`,
      source.project_name,
      source.production_title,
      source.company_name,
      source.billing_name,
      source.billing_address,
      source.billing_email,
      source.billing_country,
      taxRateBp,
      taxCents,
    ],
  );
  if (!order) throw new Error('the upgrade order was not inserted');
  await query(
    `insert into order_items (order_id, photo_id, license_type, price_cents, discounted_price_cents, tax_cents,
       upgrade_of_item_id, photo_number, title, creator_name)
     values ($1, $2, 'hero-usage', $3, $3, $8, $4, $5, $6, $7)`,
    [
      order.id,
      source.photo_id,
      price,
      source.item_id,
      source.photo_number,
      source.title,
      source.creator_name,
      taxCents,
    ],
  );
  const certificate = source.certificate_code
    ? ` (certificate ${formatCertificateCode(source.certificate_code)})`
    : '';
  await query(`insert into order_events (order_id, status, note) values ($1, 'pending', $2)`, [
    order.id,
    `Upgrade of #${source.photo_number} from background dressing to hero usage${certificate}, awaiting payment`,
  ]);
  return { ...order, replaced_ref: pending.replacedRef };
}
