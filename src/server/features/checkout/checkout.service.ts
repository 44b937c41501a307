import { createHash } from 'node:crypto';
import type { CheckoutQuote, CheckoutStarted } from '../../../core/checkout';
import { CHECKOUT_MESSAGES, formatOrderNumber } from '../../../core/checkout';
import { allocateCents, type TaxRates, taxCentsFor, taxRateFor } from '../../../core/tax';
import type { Owner } from '../../auth/owner';
import type { DatabaseHandle, TransactionQuery } from '../../db/client';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../payments/payment-provider';
import type { CheckoutInput } from './checkout-input';
import { quoteCheckout } from './checkout-quote';
import { refuseHeldLicences } from './held-licence-check';
import { settleFromProvider } from './settle-order';

/**
 * Placing an order (issue 13 items 1–2). One order per checkout attempt: the page's idempotency
 * key answers the same order however often the button is pressed, and a buyer has at most one
 * order awaiting payment, so two tabs (or twenty requests) paying the same cart meet at one
 * order and one payment session. The order snapshots every line and figure as the server priced
 * them; the cart is emptied only when the payment succeeds (settle-order.ts).
 */

export type CheckoutOutcome =
  | { kind: 'started'; started: CheckoutStarted }
  | { kind: 'changed'; quote: CheckoutQuote };

export interface PlacedOrder {
  id: string;
  number: number;
  total_cents: number;
  payment_ref: string | null;
  payment_url: string | null;
  /** A pending order this checkout replaced, whose session must be closed. */
  replaced_ref?: string | null;
}

export interface CheckoutContext {
  handle: DatabaseHandle;
  payments: PaymentProvider | null;
  /** The site's origin, for the provider's return URLs. */
  appUrl: string;
  /** Told when settling a session paid an order (the confirmation mail). */
  onPaid?: (orderId: string) => void;
  /** TAX_RATES: basis points per billing country (not used with Stripe, whose Stripe Tax decides). */
  taxRates: TaxRates;
}

export async function startCheckout(
  context: CheckoutContext,
  owner: Owner,
  input: CheckoutInput,
): Promise<CheckoutOutcome> {
  const { handle, payments } = context;
  if (!payments) throw new AppError('UNAVAILABLE', CHECKOUT_MESSAGES.paymentsUnavailable);
  const repeated = await findOrder(handle, owner, { key: input.idempotency_key });
  if (repeated) return { kind: 'started', started: await answerRepeat(context, payments, owner, repeated) };

  const quote = await quoteCheckout(handle, owner, payments, context.taxRates);
  if (quote.items.length === 0) throw new AppError('INVALID', CHECKOUT_MESSAGES.emptyCart);
  if (quote.fingerprint !== input.fingerprint) return { kind: 'changed', quote };
  const tax = quote.tax;
  // With Stripe, Stripe Tax adds the tax on its page and the order records it once paid.
  const taxRateBp = tax.mode === 'rates' ? taxRateFor(tax.rates, input.billing_country) : 0;

  let order = await handle.rawTransaction((query) => placeOrder(query, owner, input, quote, taxRateBp));
  if (order.payment_ref && !(await isOpen(payments, order.payment_ref))) {
    // The pending order met here is no longer payable on the provider's page: it was paid there
    // (its confirmation not yet arrived), declined or left to expire. It is settled from the
    // session first. Paid, it is the answer (never a second order for the same photos);
    // otherwise this checkout places a new one.
    await settleFromProvider(handle, payments, order.payment_ref, undefined, context.onPaid);
    const settled = await findOrder(handle, owner, { id: order.id });
    if (settled && settled.status !== 'failed' && settled.status !== 'cancelled')
      return { kind: 'started', started: await answerRepeat(context, payments, owner, settled) };
    order = await handle.rawTransaction((query) => placeOrder(query, owner, input, quote, taxRateBp));
  }
  if (order.replaced_ref) await payments.expireSession(order.replaced_ref).catch(() => undefined);
  return { kind: 'started', started: await withSession(context, payments, owner, order) };
}

export async function isOpen(payments: PaymentProvider, ref: string): Promise<boolean> {
  return (await payments.getSession(ref))?.status === 'open';
}

/** The same attempt again (a double click, a retried request): its order, wherever it has got to. */
export async function answerRepeat(
  context: CheckoutContext,
  payments: PaymentProvider,
  owner: Owner,
  order: OrderState,
): Promise<CheckoutStarted> {
  if (order.status === 'pending') return withSession(context, payments, owner, order);
  if (order.status === 'failed' || order.status === 'cancelled')
    throw new AppError('INVALID', 'This checkout has ended without payment. Reload the page to start again.');
  return {
    order_id: order.id,
    order_number: formatOrderNumber(order.number),
    payment_url: `/checkout/success?order=${order.id}`,
  };
}

type OrderState = PlacedOrder & { status: string };

/** The buyer's order of an attempt (by its idempotency key) or by its id. */
export async function findOrder(handle: DatabaseHandle, owner: Owner, by: { key: string } | { id: string }) {
  const [order] = await handle.raw<OrderState>(
    `select id, number, status, total_cents, payment_ref, payment_url from orders
     where user_id = $1 and ${'key' in by ? 'idempotency_key' : 'id'} = $2`,
    [owner.userId, 'key' in by ? by.key : by.id],
  );
  return order ?? null;
}

/** In one transaction, the buyer's row locked so their checkouts take turns. */
async function placeOrder(
  query: TransactionQuery,
  owner: Owner,
  input: CheckoutInput,
  quote: CheckoutQuote,
  taxRateBp: number,
): Promise<PlacedOrder> {
  const { buyer, same } = await lockAttempt(query, owner, input.idempotency_key);
  if (same) return same;

  // The cart's figures and what the form says: a pending order for the same cart but another
  // country (another tax), PO number or production is replaced, so the latest form is what is paid.
  const attempt = attemptFingerprint(quote.fingerprint, input);
  const pending = await pendingOrReplaced(query, owner, attempt);
  if (pending.reuse) return pending.reuse;

  const [project] = await query<{ name: string }>(
    'select name from projects where id = $1 and user_id = $2',
    [input.project_id, owner.userId],
  );
  if (!project) throw new AppError('NOT_FOUND', 'Project not found', { project_id: 'Project not found' });
  await refuseHeldLicences(query, owner.userId, input.project_id, quote.items);
  await query('update projects set last_used_at = now() where id = $1', [input.project_id]);

  const { summary, items } = quote;
  // Tax on the discounted total, rounded once, then shared over the lines (a refunded line gives its share back).
  const taxCents = taxCentsFor(summary.total_cents, taxRateBp);
  const lineTax = allocateCents(
    taxCents,
    items.map((line) => line.discounted_price_cents),
  );
  const [order] = await query<PlacedOrder>(
    `insert into orders (user_id, project_id, status, subtotal_cents, discount_percent, discount_cents, total_cents,
       idempotency_key, cart_fingerprint, project_name, production_title, company_name, billing_name,
       billing_address, billing_email, billing_country, po_number, tax_rate_bp, tax_cents, terms_accepted_at)
     values ($1, $2, 'pending', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, now())
     returning id, number, total_cents, payment_ref, payment_url`,
    [
      owner.userId,
      input.project_id,
      summary.subtotal_cents,
      summary.discount_percent,
      summary.discount_cents,
      summary.total_cents + taxCents,
      input.idempotency_key,
      attempt,
      project.name,
      input.production_title,
      input.company,
      input.billing_name,
      input.billing_address,
      buyer.email,
      input.billing_country,
      input.po_number,
      taxRateBp,
      taxCents,
    ],
  );
  if (!order) throw new Error('the order was not inserted');
  await query(
    `insert into order_items (order_id, photo_id, license_type, price_cents, discounted_price_cents, tax_cents,
       photo_number, title, creator_name)
     select $1, l.photo_id, l.license_type, l.price_cents, l.discounted_price_cents, l.tax_cents, p.photoid, p.title,
       d.storefront_name
     from unnest($2::uuid[], $3::text[], $4::int[], $5::int[], $6::int[])
       as l(photo_id, license_type, price_cents, discounted_price_cents, tax_cents)
     join photos p on p.id = l.photo_id
     left join photos_details d on d.id = l.photo_id`,
    [
      order.id,
      items.map((line) => line.photo_id),
      items.map((line) => line.license_type),
      items.map((line) => line.price_cents),
      items.map((line) => line.discounted_price_cents),
      lineTax,
    ],
  );
  await query(`insert into order_events (order_id, status, note) values ($1, 'pending', $2)`, [
    order.id,
    `Order placed: ${items.length} ${items.length === 1 ? 'photo' : 'photos'}, awaiting payment`,
  ]);
  return { ...order, replaced_ref: pending.replacedRef };
}

/** The quote's fingerprint and a digest of the form's values that end up on the order and its documents. */
function attemptFingerprint(quoteFingerprint: string, input: CheckoutInput): string {
  const form = [
    input.project_id,
    input.production_title,
    input.company,
    input.billing_name,
    input.billing_address,
    input.billing_country,
    input.po_number ?? '',
  ];
  return `${quoteFingerprint}:${createHash('sha256').update(JSON.stringify(form)).digest('hex').slice(0, 16)}`;
}

/**
 * Inside a transaction: locks the buyer's row, so their checkouts and upgrades take turns, and
 * finds the order this attempt (its idempotency key) placed already, if any.
 */
export async function lockAttempt(
  query: TransactionQuery,
  owner: Owner,
  idempotencyKey: string,
): Promise<{ buyer: { email: string }; same: PlacedOrder | null }> {
  const [buyer] = await query<{ email: string }>('select email from "user" where id = $1 for update', [
    owner.userId,
  ]);
  if (!buyer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  const [same] = await query<PlacedOrder>(
    `select id, number, total_cents, payment_ref, payment_url from orders where user_id = $1 and idempotency_key = $2`,
    [owner.userId, idempotencyKey],
  );
  return { buyer, same: same ?? null };
}

/**
 * The buyer's order awaiting payment: the answer when it is for the same thing (`fingerprint`),
 * else cancelled so this checkout can place its own (a buyer has one awaiting payment at most).
 */
export async function pendingOrReplaced(
  query: TransactionQuery,
  owner: Owner,
  fingerprint: string,
): Promise<{ reuse: PlacedOrder | null; replacedRef: string | null }> {
  const [pending] = await query<PlacedOrder & { cart_fingerprint: string | null }>(
    `select id, number, total_cents, payment_ref, payment_url, cart_fingerprint
     from orders where user_id = $1 and status = 'pending'`,
    [owner.userId],
  );
  if (!pending) return { reuse: null, replacedRef: null };
  if (pending.cart_fingerprint === fingerprint) return { reuse: pending, replacedRef: null };
  await query(`update orders set status = 'cancelled', updated_at = now() where id = $1`, [pending.id]);
  await query(`insert into order_events (order_id, status, note) values ($1, 'cancelled', $2)`, [
    pending.id,
    'Replaced by a newer checkout',
  ]);
  return { reuse: null, replacedRef: pending.payment_ref };
}

/** The order's payment page: the provider's session, created once per order. */
export async function withSession(
  context: CheckoutContext,
  payments: PaymentProvider,
  owner: Owner,
  order: PlacedOrder,
): Promise<CheckoutStarted> {
  const { handle, appUrl } = context;
  let ref = order.payment_ref;
  let url = order.payment_url;
  if (!ref || !url) {
    // The provider's page starts with the buyer's e-mail filled in (Stripe sends its receipt there).
    const [billing] = await handle.raw<{ billing_email: string | null }>(
      'select billing_email from orders where id = $1',
      [order.id],
    );
    const session = await payments.createSession({
      orderId: order.id,
      orderNumber: formatOrderNumber(order.number),
      amountCents: order.total_cents,
      customerEmail: billing?.billing_email ?? null,
      successUrl: `${appUrl}/checkout/success?order=${order.id}`,
      cancelUrl: `${appUrl}/checkout?payment=cancelled`,
    });
    ref = session.ref;
    url = session.url;
    await handle.raw(
      `update orders set payment_provider = $2, payment_ref = $3, payment_url = $4, updated_at = now()
       where id = $1 and user_id = $5 and payment_ref is null`,
      [order.id, payments.name, ref, url, owner.userId],
    );
  }
  return { order_id: order.id, order_number: formatOrderNumber(order.number), payment_url: url };
}
