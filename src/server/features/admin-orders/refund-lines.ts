import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AdminOrderDetail, RefundRequest } from '../../../core/admin-orders';
import { REFUND_MESSAGES } from '../../../core/admin-orders';
import { formatUsd } from '../../../core/pricing';
import type { DatabaseHandle, Queryable } from '../../db/client';
import { orderEvents, orderItems, orders, payments as paymentRecords } from '../../db/tables';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../payments/payment-provider';
import { getAdminOrder } from './admin-orders.service';

/**
 * A refund of order lines from the back office (issue 13 item 7): the provider first, with an
 * idempotency key per set of lines, then one transaction, so a double click or a retry refunds once.
 */

/** The order's lines `ids`, each with what is left to give back: its price and tax share, less what was refunded. */
async function refundableLines(db: Queryable, orderId: string, ids: string[]) {
  const lines = await db
    .select({
      id: orderItems.id,
      photo_number: orderItems.photoNumber,
      discounted_price_cents: orderItems.discountedPriceCents,
      tax_cents: orderItems.taxCents,
      refunded_cents: orderItems.refundedCents,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, ids)));
  return lines.map(({ discounted_price_cents, tax_cents, refunded_cents, ...line }) => ({
    ...line,
    refundable_cents: discounted_price_cents + tax_cents - refunded_cents,
  }));
}

/** Refunds being made by this process, by order and set of lines. */
const refundsInFlight = new Map<string, Promise<AdminOrderDetail>>();

/**
 * Refunds the chosen lines: the provider gives the money back first (idempotent per order and
 * set of lines), then the lines, the order's totals and status, its history and the payments
 * record change together. A line refunded meanwhile is left alone, so nothing is refunded twice.
 * A second request for the same lines while the first is still being made (a double click) gets
 * the first one's answer; once it is made, asking again says the lines are refunded already.
 */
export function refundLines(
  handle: DatabaseHandle,
  payments: PaymentProvider | null,
  orderId: string,
  request: RefundRequest,
): Promise<AdminOrderDetail> {
  const key = `${orderId}:${[...new Set(request.item_ids)].sort().join(',')}`;
  const running = refundsInFlight.get(key);
  if (running) return running;
  const refund = makeRefund(handle, payments, orderId, request).finally(() => refundsInFlight.delete(key));
  refundsInFlight.set(key, refund);
  return refund;
}

async function makeRefund(
  handle: DatabaseHandle,
  payments: PaymentProvider | null,
  orderId: string,
  request: RefundRequest,
): Promise<AdminOrderDetail> {
  const [order] = await handle.db
    .select({
      status: orders.status,
      payment_provider: orders.paymentProvider,
      payment_ref: orders.paymentRef,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  if (order.status !== 'paid' && order.status !== 'partially_refunded')
    throw new AppError('INVALID', REFUND_MESSAGES.notPaid);
  const wanted = [...new Set(request.item_ids)].sort();
  const lines = await refundableLines(handle.db, orderId, wanted);
  if (lines.length !== wanted.length) throw new AppError('INVALID', REFUND_MESSAGES.unknownLine);
  const refundable = lines.filter((line) => line.refundable_cents > 0);
  if (refundable.length === 0) throw new AppError('INVALID', REFUND_MESSAGES.nothingToRefund);
  const amount = refundable.reduce((sum, line) => sum + line.refundable_cents, 0);

  let refundRef = `free_${orderId}`;
  if (amount > 0) {
    if (!payments || !order.payment_ref || order.payment_provider !== payments.name)
      throw new AppError('UNAVAILABLE', 'The payment provider of this order is not available to refund it');
    const key = createHash('sha256')
      .update(`${orderId}:${refundable.map((line) => line.id).join(',')}`)
      .digest('hex');
    refundRef = (
      await payments.refund({ ref: order.payment_ref, amountCents: amount, idempotencyKey: `refund-${key}` })
    ).refundId;
  }

  await handle.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    // Read again under the order's lock, which every refund takes first: a line a concurrent
    // refund gave back meanwhile is left out here.
    const refunded = (
      await refundableLines(
        tx,
        orderId,
        refundable.map((line) => line.id),
      )
    ).filter((line) => line.refundable_cents > 0);
    if (refunded.length === 0) return; // a concurrent refund of the same lines got here first
    const cents = refunded.reduce((sum, line) => sum + line.refundable_cents, 0);
    // A line is refunded with its share of the tax (issue 22), so a whole refund is the whole total.
    await tx
      .update(orderItems)
      .set({
        refundedCents: sql`${orderItems.discountedPriceCents} + ${orderItems.taxCents}`,
        refundedAt: sql`now()`,
      })
      .where(
        inArray(
          orderItems.id,
          refunded.map((line) => line.id),
        ),
      );
    const [after] = await tx
      .update(orders)
      .set({
        refundedCents: sql`${orders.refundedCents} + ${cents}`,
        updatedAt: sql`now()`,
        status: sql`case when ${orders.refundedCents} + ${cents} >= ${orders.totalCents} then 'refunded' else 'partially_refunded' end`,
      })
      .where(eq(orders.id, orderId))
      .returning({ status: orders.status });
    const numbers = refunded.map((line) => `#${line.photo_number}`).join(', ');
    await tx.insert(orderEvents).values({
      orderId,
      status: after?.status ?? 'partially_refunded',
      note: `Refunded ${numbers} (${formatUsd(cents)}): ${request.reason}`,
    });
    await tx
      .insert(paymentRecords)
      .values({
        orderId,
        provider: order.payment_provider ?? 'test',
        providerRef: refundRef,
        status: 'refunded',
        amountCents: cents,
      })
      .onConflictDoNothing({ target: [paymentRecords.provider, paymentRecords.providerRef] });
  });
  return getAdminOrder(handle, orderId);
}
