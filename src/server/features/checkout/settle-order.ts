import { randomBytes } from 'node:crypto';
import { and, asc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../core/checkout';
import { formatUsd } from '../../../core/money';
import { allocateCents } from '../../../core/tax';
import type { DatabaseHandle, Transaction } from '../../db/client';
import {
  cartItems,
  orderEvents,
  orderItems,
  orders,
  paymentEvents,
  payments as paymentRecords,
  purchases,
} from '../../db/tables';
import type { PaymentProvider, ProviderEvent, ProviderSession } from '../../payments/payment-provider';

/**
 * Settles an order from its payment session as the provider reports it now (issue 13 item 3).
 * Events only say "look again": a completed session pays the order, a failed one fails it, an
 * expired one cancels it, an open one changes nothing. So an event delivered twice, late or
 * before another changes nothing the session does not say. Each event is stored by its id in
 * the same transaction as its effect: the second delivery of one id finds it and does nothing.
 */

/** `held`: the session is paid, but not the order's total (amountMismatchNote says what). */
export type SettleResult = 'duplicate' | 'processed' | 'ignored' | 'held';

/**
 * Why a paid session licensed nothing (issue 29 item 6): the provider took another amount than
 * the order's total. Kept on the order's history and on the payment event, which the back
 * office lists as failed with a retry, for an admin to refund or settle by hand.
 */
export function amountMismatchNote(paidCents: number, totalCents: number): string {
  return `The provider took ${formatUsd(paidCents)} but the order's total is ${formatUsd(totalCents)}: held for review, nothing was licensed`;
}

/** The order paid through the session, locked for the transaction that settles it. */
async function lockOrderOfSession(tx: Transaction, provider: PaymentProvider['name'], sessionRef: string) {
  const [order] = await tx
    .select({
      id: orders.id,
      user_id: orders.userId,
      project_id: orders.projectId,
      status: orders.status,
      total_cents: orders.totalCents,
      subtotal_cents: orders.subtotalCents,
      discount_cents: orders.discountCents,
    })
    .from(orders)
    .where(and(eq(orders.paymentProvider, provider), eq(orders.paymentRef, sessionRef)))
    .for('update');
  return order ?? null;
}

type OrderRow = NonNullable<Awaited<ReturnType<typeof lockOrderOfSession>>>;

export async function settleFromProvider(
  handle: DatabaseHandle,
  payments: PaymentProvider,
  sessionRef: string,
  event?: ProviderEvent,
  /** Told once the transaction that paid an order has committed (the confirmation mail). */
  onPaid?: (orderId: string) => void,
): Promise<SettleResult> {
  // Read before the transaction: for Stripe this is a network call, never made holding locks.
  const session = await payments.getSession(sessionRef);
  let paidOrderId: string | null = null;
  const settled = await handle.transaction(async (tx): Promise<SettleResult> => {
    if (event) {
      // A new event, or one whose processing failed before (delivered again): anything else is a duplicate.
      const [stored] = await tx
        .insert(paymentEvents)
        .values({
          provider: payments.name,
          eventId: event.id,
          type: event.type,
          state: 'ignored',
          payload: event.payload,
        })
        .onConflictDoUpdate({
          target: [paymentEvents.provider, paymentEvents.eventId],
          set: { state: 'ignored', error: null },
          setWhere: eq(paymentEvents.state, 'failed'),
        })
        .returning({ id: paymentEvents.id });
      if (!stored) return 'duplicate';
    }
    const order = await lockOrderOfSession(tx, payments.name, sessionRef);
    const result = order && session ? await applySession(tx, payments, order, session) : 'ignored';
    if (result === 'processed' && session?.paid && order) paidOrderId = order.id;
    if (event) {
      await tx
        .update(paymentEvents)
        .set({
          state: result === 'held' ? 'failed' : result,
          error:
            result === 'held' && order && session
              ? amountMismatchNote(session.amountCents, expectedTotal(order, session))
              : null,
          orderId: order?.id ?? null,
        })
        .where(and(eq(paymentEvents.provider, payments.name), eq(paymentEvents.eventId, event.id)));
    }
    return result;
  });
  if (paidOrderId && onPaid) onPaid(paidOrderId);
  return settled;
}

/** What the session must have taken: the order's total, or with the provider's own tax, that tax in it. */
function expectedTotal(order: OrderRow, session: ProviderSession): number {
  return session.taxCents === null
    ? order.total_cents
    : order.subtotal_cents - order.discount_cents + session.taxCents;
}

async function applySession(
  tx: Transaction,
  payments: PaymentProvider,
  order: OrderRow,
  session: ProviderSession,
): Promise<'processed' | 'ignored' | 'held'> {
  if (session.paid) {
    // Money taken is never lost: a session paid after its order was replaced still pays that order.
    if (order.status === 'paid' || order.status === 'refunded' || order.status === 'partially_refunded')
      return 'ignored';
    const total = expectedTotal(order, session);
    if (session.amountCents !== total) {
      await holdPayment(tx, payments, order.id, session, amountMismatchNote(session.amountCents, total));
      return 'held';
    }
    await markPaid(tx, payments, order, session);
    return 'processed';
  }
  if (order.status !== 'pending') return 'ignored';
  if (session.status === 'failed') {
    await setStatus(tx, order.id, 'failed', 'The payment was declined; nothing was charged');
    return 'processed';
  }
  if (session.status === 'expired') {
    await setStatus(tx, order.id, 'cancelled', 'The buyer left the payment page without paying');
    return 'processed';
  }
  return 'ignored';
}

async function setStatus(tx: Transaction, orderId: string, status: OrderStatus, note: string) {
  await tx.update(orders).set({ status, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
  await tx.insert(orderEvents).values({ orderId, status, note });
}

/**
 * A paid session that does not pay the order: the money is recorded (pending, for an admin to
 * refund or settle), the order stays unpaid and its history says why, once however often the
 * provider's events or the buyer's refreshes arrive.
 */
async function holdPayment(
  tx: Transaction,
  payments: PaymentProvider,
  orderId: string,
  session: ProviderSession,
  note: string,
) {
  const recorded = await tx
    .insert(paymentRecords)
    .values({
      orderId,
      provider: payments.name,
      providerRef: session.ref,
      status: 'pending',
      amountCents: session.amountCents,
    })
    .onConflictDoNothing({ target: [paymentRecords.provider, paymentRecords.providerRef] })
    .returning({ id: paymentRecords.id });
  if (recorded.length > 0) await tx.insert(orderEvents).values({ orderId, status: 'pending', note });
}

/** Paid: the purchases are made, the payment recorded, and the licensed lines leave the cart. */
async function markPaid(
  tx: Transaction,
  payments: PaymentProvider,
  order: OrderRow,
  session: ProviderSession,
) {
  if (session.taxCents !== null) await recordProviderTax(tx, order.id, session.taxCents, session.taxCountry);
  // The certificate's code: 48 random bits, checkable by anyone at /verify/{code}.
  const code = randomBytes(6).toString('hex').toUpperCase();
  await tx
    .update(orders)
    .set({
      status: 'paid',
      paidAt: sql`now()`,
      updatedAt: sql`now()`,
      certificateCode: sql`coalesce(${orders.certificateCode}, ${code})`,
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({ orderId: order.id, status: 'paid', note: 'Payment received' });
  await tx
    .insert(paymentRecords)
    .values({
      orderId: order.id,
      provider: payments.name,
      providerRef: session.ref,
      status: 'succeeded',
      amountCents: session.amountCents,
    })
    .onConflictDoUpdate({
      target: [paymentRecords.provider, paymentRecords.providerRef],
      set: { status: 'succeeded', amountCents: session.amountCents, updatedAt: sql`now()` },
    });
  const lines = await tx
    .select({
      id: orderItems.id,
      photoId: orderItems.photoId,
      licenseType: orderItems.licenseType,
      discountedPriceCents: orderItems.discountedPriceCents,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  if (lines.length > 0) {
    await tx
      .insert(purchases)
      .values(
        lines.map((line) => ({
          userId: order.user_id,
          photoId: line.photoId,
          orderId: order.id,
          orderItemId: line.id,
          projectId: order.project_id,
          licenseType: line.licenseType,
          priceCents: line.discountedPriceCents,
        })),
      )
      .onConflictDoNothing({ target: purchases.orderItemId });
  }
  if (order.user_id) {
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, order.user_id), exists(orderLineOf(tx, order.id))));
  }
}

/** The order's line for the cart row of the enclosing delete: same photo, same licence. */
function orderLineOf(tx: Transaction, orderId: string) {
  return tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        eq(orderItems.photoId, cartItems.photoId),
        eq(orderItems.licenseType, cartItems.licenseType),
      ),
    );
}

/**
 * Stripe Tax added the tax on Stripe's page (issue 22): the order records what was charged, its
 * total grows by it, and each line takes its share, so a refunded line gives its tax back.
 */
async function recordProviderTax(
  tx: Transaction,
  orderId: string,
  taxCents: number,
  country: string | null,
): Promise<void> {
  const lines = await tx
    .select({ id: orderItems.id, discounted_price_cents: orderItems.discountedPriceCents })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.photoNumber), asc(orderItems.licenseType), asc(orderItems.id));
  const shares = allocateCents(
    taxCents,
    lines.map((line) => line.discounted_price_cents),
  );
  if (lines.length > 0) {
    const shareOf: SQL[] = lines.map((line, index) => sql`when ${line.id} then ${shares[index] ?? 0}::int`);
    await tx
      .update(orderItems)
      .set({ taxCents: sql`case ${orderItems.id} ${sql.join(shareOf, sql` `)} end` })
      .where(
        inArray(
          orderItems.id,
          lines.map((line) => line.id),
        ),
      );
  }
  await tx
    .update(orders)
    .set({
      taxCents,
      taxRateBp: 0,
      totalCents: sql`${orders.subtotalCents} - ${orders.discountCents} + ${taxCents}`,
      billingCountry: sql`coalesce(${country}, ${orders.billingCountry})`,
    })
    .where(eq(orders.id, orderId));
}

/**
 * An event whose processing threw: kept as `failed` with the reason (its effect was rolled back),
 * so the back office lists it with a retry, and the provider's own redelivery processes it again.
 */
export async function recordFailedEvent(
  handle: DatabaseHandle,
  payments: PaymentProvider,
  event: ProviderEvent,
  error: unknown,
): Promise<void> {
  const reason = error instanceof Error ? error.message : String(error);
  await handle.db
    .insert(paymentEvents)
    .values({
      provider: payments.name,
      eventId: event.id,
      type: event.type,
      state: 'failed',
      error: reason.slice(0, 1000),
      payload: event.payload,
    })
    .onConflictDoUpdate({
      target: [paymentEvents.provider, paymentEvents.eventId],
      set: { state: 'failed', error: sql`excluded.error` },
    });
}
