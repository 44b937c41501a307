import { createHash } from 'node:crypto';
import { and, desc, eq, isNotNull, notExists } from 'drizzle-orm';
import type { CheckoutDraft, CheckoutQuote } from '../../../core/checkout';
import type { TaxMode, TaxRates } from '../../../core/tax';
import type { Owner } from '../../auth/owner';
import type { DatabaseHandle } from '../../db/client';
import { orderItems, orders, projects } from '../../db/tables';
import type { PaymentProvider } from '../../payments/payment-provider';
import { getCart } from '../cart';

/**
 * What paying now would license: the cart as the server prices it, split into the lines that can
 * be licensed and those whose photo was withdrawn, with a fingerprint of every figure. The page
 * sends the fingerprint back with the pay button; a different one means something changed.
 */
export async function quoteCheckout(
  handle: DatabaseHandle,
  owner: Owner,
  payments: PaymentProvider | null,
  taxRates: TaxRates,
): Promise<CheckoutQuote> {
  const tax = taxModeOf(payments, taxRates);
  const cart = await getCart(handle, owner);
  const items = cart.items.filter((line) => line.available);
  const unavailable = cart.items.filter((line) => !line.available);
  const signature = [
    ...items.map((line) =>
      [line.id, line.photo_id, line.license_type, line.price_cents, line.discounted_price_cents].join(':'),
    ),
    ...unavailable.map((line) => `withdrawn:${line.id}`),
    `total:${cart.summary.total_cents}`,
    // A change of the rate table between opening checkout and paying is a change of price.
    tax.mode === 'rates' ? `tax:${JSON.stringify(Object.entries(tax.rates).sort())}` : 'tax:stripe',
  ].join('|');
  return {
    items,
    unavailable,
    summary: cart.summary,
    fingerprint: createHash('sha256').update(signature).digest('hex').slice(0, 32),
    payments_unavailable: payments === null,
    provider: payments?.name ?? null,
    tax,
    draft: await lastUnpaidAttempt(handle, owner),
  };
}

/** Stripe computes tax itself (Stripe Tax); otherwise the configured table applies. */
export function taxModeOf(payments: PaymentProvider | null, taxRates: TaxRates): TaxMode {
  return payments?.name === 'stripe' ? { mode: 'stripe' } : { mode: 'rates', rates: taxRates };
}

/**
 * The form as the buyer's latest checkout left it when that checkout ended without payment
 * (declined, left, or still awaiting payment): issue 22, nothing typed is lost. It is read from
 * the order's own snapshot on the server, so it follows the buyer to another tab or a later
 * visit, and never reaches another person signed in on the same browser. Upgrades are not
 * checkouts of the cart and are passed over; a paid checkout since starts a fresh form.
 */
async function lastUnpaidAttempt(handle: DatabaseHandle, owner: Owner): Promise<CheckoutDraft | null> {
  const upgradeLine = handle.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orders.id), isNotNull(orderItems.upgradeOfItemId)));
  const [last] = await handle.db
    .select({
      status: orders.status,
      project_id: projects.id,
      production_title: orders.productionTitle,
      company: orders.companyName,
      billing_name: orders.billingName,
      billing_address: orders.billingAddress,
      billing_country: orders.billingCountry,
      po_number: orders.poNumber,
      terms_accepted_at: orders.termsAcceptedAt,
    })
    .from(orders)
    .leftJoin(projects, and(eq(projects.id, orders.projectId), eq(projects.userId, orders.userId)))
    .where(and(eq(orders.userId, owner.userId), notExists(upgradeLine)))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(1);
  if (!last || !['failed', 'cancelled', 'pending'].includes(last.status)) return null;
  return {
    project_id: last.project_id,
    production_title: last.production_title ?? '',
    company: last.company ?? '',
    billing_name: last.billing_name ?? '',
    billing_address: last.billing_address ?? '',
    billing_country: last.billing_country,
    po_number: last.po_number ?? '',
    accept_terms: last.terms_accepted_at !== null,
  };
}
