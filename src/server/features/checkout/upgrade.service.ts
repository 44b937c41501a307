import { and, eq, isNull } from 'drizzle-orm';
import type { CheckoutStarted } from '../../../core/checkout';
import { CHECKOUT_MESSAGES, formatCertificateCode } from '../../../core/checkout';
import { upgradePriceCents } from '../../../core/pricing';
import { taxCentsFor, taxRateFor } from '../../../core/tax';
import type { Owner } from '../../auth/owner';
import type { Transaction } from '../../db/client';
import { orderItems, orders, purchases } from '../../db/tables';
import { AppError } from '../../errors';
import { refuseHeroWithoutReleases } from '../cart';
import { heroUsageHeld } from '../purchases';
import {
  answerRepeat,
  type CheckoutContext,
  findOrder,
  isOpen,
  lockAttempt,
  pendingOrReplaced,
  withSession,
} from './checkout.service';
import { taxModeOf } from './checkout-quote';
import { insertOrder, type PlacedOrder } from './insert-order';
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
  let order = await handle.transaction((tx) => placeUpgrade(tx, owner, input, rateOf));
  if (order.payment_ref && !(await isOpen(payments, order.payment_ref))) {
    await settleFromProvider(handle, payments, order.payment_ref, undefined, context.onPaid);
    const settled = await findOrder(handle, owner, { id: order.id });
    if (settled && settled.status !== 'failed' && settled.status !== 'cancelled')
      return answerRepeat(context, payments, owner, settled);
    order = await handle.transaction((tx) => placeUpgrade(tx, owner, input, rateOf));
  }
  if (order.replaced_ref) await payments.expireSession(order.replaced_ref).catch(() => undefined);
  return withSession(context, payments, owner, order);
}

/** The purchase's line and order the upgrade reads, and whether hero usage is held for its production. */
async function upgradeSource(tx: Transaction, owner: Owner, purchaseId: string) {
  const [source] = await tx
    .select({
      item_id: orderItems.id,
      photo_id: orderItems.photoId,
      license_type: orderItems.licenseType,
      price_cents: orderItems.priceCents,
      refunded_cents: orderItems.refundedCents,
      photo_number: orderItems.photoNumber,
      title: orderItems.title,
      creator_name: orderItems.creatorName,
      certificate_code: orders.certificateCode,
      project_id: purchases.projectId,
      project_name: orders.projectName,
      production_title: orders.productionTitle,
      company_name: orders.companyName,
      billing_name: orders.billingName,
      billing_address: orders.billingAddress,
      billing_email: orders.billingEmail,
      billing_country: orders.billingCountry,
      holds_hero: heroUsageHeld,
    })
    .from(purchases)
    .innerJoin(orderItems, eq(orderItems.id, purchases.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(eq(purchases.id, purchaseId), eq(purchases.userId, owner.userId), isNull(purchases.deletedAt)),
    );
  return source ?? null;
}

async function placeUpgrade(
  tx: Transaction,
  owner: Owner,
  input: { purchase_id: string; idempotency_key: string },
  rateOf: (country: string | null) => number,
): Promise<PlacedOrder> {
  const { same } = await lockAttempt(tx, owner, input.idempotency_key);
  if (same) return same;

  const source = await upgradeSource(tx, owner, input.purchase_id);
  if (!source) throw new AppError('NOT_FOUND', UPGRADE_MESSAGES.notFound);
  if (source.license_type !== 'background-dressing')
    throw new AppError('INVALID', UPGRADE_MESSAGES.notBackground);
  if (source.refunded_cents > 0) throw new AppError('INVALID', UPGRADE_MESSAGES.refunded);
  if (source.holds_hero) throw new AppError('DUPLICATE', UPGRADE_MESSAGES.alreadyHero);
  // Issue 27 item 6: hero usage only of a photo whose people are all released.
  if (source.photo_id)
    await refuseHeroWithoutReleases(tx, [{ photo_id: source.photo_id, license_type: 'hero-usage' }]);

  const pending = await pendingOrReplaced(tx, owner, `upgrade:${source.item_id}`);
  if (pending.reuse) return pending.reuse;

  const price = upgradePriceCents(source.price_cents);
  const taxRateBp = rateOf(source.billing_country);
  const taxCents = taxCentsFor(price, taxRateBp);
  const certificate = source.certificate_code
    ? ` (certificate ${formatCertificateCode(source.certificate_code)})`
    : '';
  const order = await insertOrder(
    tx,
    {
      userId: owner.userId,
      projectId: source.project_id,
      subtotalCents: price,
      discountPercent: 0,
      discountCents: 0,
      totalCents: price + taxCents,
      idempotencyKey: input.idempotency_key,
      cartFingerprint: `upgrade:${source.item_id}`,
      projectName: source.project_name,
      productionTitle: source.production_title,
      companyName: source.company_name,
      billingName: source.billing_name,
      billingAddress: source.billing_address,
      billingEmail: source.billing_email,
      billingCountry: source.billing_country,
      taxRateBp,
      taxCents,
    },
    [
      {
        photoId: source.photo_id,
        licenseType: 'hero-usage',
        priceCents: price,
        discountedPriceCents: price,
        taxCents,
        upgradeOfItemId: source.item_id,
        photoNumber: source.photo_number,
        title: source.title,
        creatorName: source.creator_name,
      },
    ],
    `Upgrade of #${source.photo_number} from background dressing to hero usage${certificate}, awaiting payment`,
  );
  return { ...order, replaced_ref: pending.replacedRef };
}
