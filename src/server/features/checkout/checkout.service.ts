import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CheckoutQuote, CheckoutStarted } from '../../../core/checkout';
import { CHECKOUT_MESSAGES, formatOrderNumber } from '../../../core/checkout';
import { allocateCents, type TaxRates, taxCentsFor, taxRateFor } from '../../../core/tax';
import type { Owner } from '../../auth/owner';
import type { DatabaseHandle, Transaction } from '../../db/client';
import { orderEvents, orders, photosDetails, projects, user } from '../../db/tables';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../payments/payment-provider';
import { refuseHeroWithoutReleases } from '../cart';
import type { CheckoutInput } from './checkout-input';
import { quoteCheckout } from './checkout-quote';
import { refuseHeldLicences } from './held-licence-check';
import { insertOrder, type NewOrderLine, PLACED_ORDER_COLUMNS, type PlacedOrder } from './insert-order';
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
  // Issue 27 item 6: a line of hero usage whose photo's people are not all released (any more).
  await refuseHeroWithoutReleases(handle.db, quote.items);
  if (quote.fingerprint !== input.fingerprint) return { kind: 'changed', quote };
  const tax = quote.tax;
  // With Stripe, Stripe Tax adds the tax on its page and the order records it once paid.
  const taxRateBp = tax.mode === 'rates' ? taxRateFor(tax.rates, input.billing_country) : 0;

  let order = await handle.transaction((tx) => placeOrder(tx, owner, input, quote, taxRateBp));
  if (order.payment_ref && !(await isOpen(payments, order.payment_ref))) {
    // The pending order met here is no longer payable on the provider's page: it was paid there
    // (its confirmation not yet arrived), declined or left to expire. It is settled from the
    // session first. Paid, it is the answer (never a second order for the same photos);
    // otherwise this checkout places a new one.
    await settleFromProvider(handle, payments, order.payment_ref, undefined, context.onPaid);
    const settled = await findOrder(handle, owner, { id: order.id });
    if (settled && settled.status !== 'failed' && settled.status !== 'cancelled')
      return { kind: 'started', started: await answerRepeat(context, payments, owner, settled) };
    order = await handle.transaction((tx) => placeOrder(tx, owner, input, quote, taxRateBp));
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
export async function findOrder(
  handle: DatabaseHandle,
  owner: Owner,
  by: { key: string } | { id: string },
): Promise<OrderState | null> {
  const [order] = await handle.db
    .select({ ...PLACED_ORDER_COLUMNS, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.userId, owner.userId),
        'key' in by ? eq(orders.idempotencyKey, by.key) : eq(orders.id, by.id),
      ),
    );
  return order ?? null;
}

/** In one transaction, the buyer's row locked so their checkouts take turns. */
async function placeOrder(
  tx: Transaction,
  owner: Owner,
  input: CheckoutInput,
  quote: CheckoutQuote,
  taxRateBp: number,
): Promise<PlacedOrder> {
  const { buyer, same } = await lockAttempt(tx, owner, input.idempotency_key);
  if (same) return same;

  // The cart's figures and what the form says: a pending order for the same cart but another
  // country (another tax), PO number or production is replaced, so the latest form is what is paid.
  const attempt = attemptFingerprint(quote.fingerprint, input);
  const pending = await pendingOrReplaced(tx, owner, attempt);
  if (pending.reuse) return pending.reuse;

  const [project] = await tx
    .select({ name: projects.name })
    .from(projects)
    .where(and(eq(projects.id, input.project_id), eq(projects.userId, owner.userId)));
  if (!project) throw new AppError('NOT_FOUND', 'Project not found', { project_id: 'Project not found' });
  await refuseHeldLicences(tx, owner.userId, input.project_id, quote.items);
  await tx.update(projects).set({ lastUsedAt: sql`now()` }).where(eq(projects.id, input.project_id));

  const { summary, items } = quote;
  // Tax on the discounted total, rounded once, then shared over the lines (a refunded line gives its share back).
  const taxCents = taxCentsFor(summary.total_cents, taxRateBp);
  const lineTax = allocateCents(
    taxCents,
    items.map((line) => line.discounted_price_cents),
  );
  const snapshots = await photoSnapshots(
    tx,
    items.map((line) => line.photo_id),
  );
  const lines = items.flatMap((line, index): NewOrderLine[] => {
    const photo = snapshots.get(line.photo_id);
    // A photo gone since the quote has no line (as the insert's join with photos always did).
    if (!photo) return [];
    return [
      {
        photoId: line.photo_id,
        licenseType: line.license_type,
        priceCents: line.price_cents,
        discountedPriceCents: line.discounted_price_cents,
        taxCents: lineTax[index] ?? 0,
        photoNumber: photo.photoid,
        title: photo.title,
        creatorName: photo.creator_name,
      },
    ];
  });
  const order = await insertOrder(
    tx,
    {
      userId: owner.userId,
      projectId: input.project_id,
      subtotalCents: summary.subtotal_cents,
      discountPercent: summary.discount_percent,
      discountCents: summary.discount_cents,
      totalCents: summary.total_cents + taxCents,
      idempotencyKey: input.idempotency_key,
      cartFingerprint: attempt,
      projectName: project.name,
      productionTitle: input.production_title,
      companyName: input.company,
      billingName: input.billing_name,
      billingAddress: input.billing_address,
      billingEmail: buyer.email,
      billingCountry: input.billing_country,
      poNumber: input.po_number,
      taxRateBp,
      taxCents,
    },
    lines,
    `Order placed: ${items.length} ${items.length === 1 ? 'photo' : 'photos'}, awaiting payment`,
  );
  return { ...order, replaced_ref: pending.replacedRef };
}

/** The photos as the order snapshots them: #photoid, title and the creator's storefront name. */
async function photoSnapshots(tx: Transaction, photoIds: string[]) {
  const rows = await tx
    .select({
      id: photosDetails.id,
      photoid: photosDetails.photoid,
      title: photosDetails.title,
      creator_name: photosDetails.storefrontName,
    })
    .from(photosDetails)
    .where(inArray(photosDetails.id, photoIds));
  return new Map(rows.map((row) => [row.id, row]));
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
  tx: Transaction,
  owner: Owner,
  idempotencyKey: string,
): Promise<{ buyer: { email: string }; same: PlacedOrder | null }> {
  const [buyer] = await tx
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, owner.userId))
    .for('update');
  if (!buyer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  const [same] = await tx
    .select(PLACED_ORDER_COLUMNS)
    .from(orders)
    .where(and(eq(orders.userId, owner.userId), eq(orders.idempotencyKey, idempotencyKey)));
  return { buyer, same: same ?? null };
}

/**
 * The buyer's order awaiting payment: the answer when it is for the same thing (`fingerprint`),
 * else cancelled so this checkout can place its own (a buyer has one awaiting payment at most).
 */
export async function pendingOrReplaced(
  tx: Transaction,
  owner: Owner,
  fingerprint: string,
): Promise<{ reuse: PlacedOrder | null; replacedRef: string | null }> {
  const [pending] = await tx
    .select({ ...PLACED_ORDER_COLUMNS, cart_fingerprint: orders.cartFingerprint })
    .from(orders)
    .where(and(eq(orders.userId, owner.userId), eq(orders.status, 'pending')));
  if (!pending) return { reuse: null, replacedRef: null };
  const { cart_fingerprint, ...order } = pending;
  if (cart_fingerprint === fingerprint) return { reuse: order, replacedRef: null };
  await tx
    .update(orders)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(eq(orders.id, pending.id));
  await tx
    .insert(orderEvents)
    .values({ orderId: pending.id, status: 'cancelled', note: 'Replaced by a newer checkout' });
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
    const [billing] = await handle.db
      .select({ billing_email: orders.billingEmail })
      .from(orders)
      .where(eq(orders.id, order.id));
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
    await handle.db
      .update(orders)
      .set({ paymentProvider: payments.name, paymentRef: ref, paymentUrl: url, updatedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), eq(orders.userId, owner.userId), isNull(orders.paymentRef)));
  }
  return { order_id: order.id, order_number: formatOrderNumber(order.number), payment_url: url };
}
