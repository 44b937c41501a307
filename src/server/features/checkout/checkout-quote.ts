import { createHash } from 'node:crypto';
import type { CheckoutDraft, CheckoutQuote } from '../../../core/checkout';
import type { TaxMode, TaxRates } from '../../../core/tax';
import type { Owner } from '../../auth/owner';
import type { DatabaseHandle } from '../../db/client';
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
  const [last] = await handle.raw<CheckoutDraft & { status: string }>(
    `select o.status, p.id as project_id, coalesce(o.production_title, '') as production_title,
       coalesce(o.company_name, '') as company, coalesce(o.billing_name, '') as billing_name,
       coalesce(o.billing_address, '') as billing_address, o.billing_country,
       coalesce(o.po_number, '') as po_number, o.terms_accepted_at is not null as accept_terms
     from orders o left join projects p on p.id = o.project_id and p.user_id = o.user_id
     where o.user_id = $1 and not exists (select 1 from order_items i where i.order_id = o.id and i.upgrade_of_item_id is not null)
     order by o.created_at desc, o.number desc limit 1`,
    [owner.userId],
  );
  if (!last || !['failed', 'cancelled', 'pending'].includes(last.status)) return null;
  const { status: _status, ...draft } = last;
  return draft;
}
