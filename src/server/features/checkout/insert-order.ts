import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { orderEvents, orderItems, orders } from '../../db/tables';

/**
 * The one way an order is written (issue 24): a checkout of the cart and an upgrade both place a
 * pending order with its lines and its first history entry here, inside their own transaction
 * (the buyer's row locked, see lockAttempt).
 */

export interface PlacedOrder {
  id: string;
  number: number;
  total_cents: number;
  payment_ref: string | null;
  payment_url: string | null;
  /** A pending order this checkout replaced, whose session must be closed. */
  replaced_ref?: string | null;
}

/** The columns a placed order is answered with (checkout.service.ts reads the same from an existing one). */
export const PLACED_ORDER_COLUMNS = {
  id: orders.id,
  number: orders.number,
  total_cents: orders.totalCents,
  payment_ref: orders.paymentRef,
  payment_url: orders.paymentUrl,
};

/** What the order snapshots (its figures, production and billing); it starts pending, terms accepted now. */
export type NewOrder = Omit<
  typeof orders.$inferInsert,
  'id' | 'number' | 'status' | 'termsAcceptedAt' | 'createdAt' | 'updatedAt'
>;

/** A line as licensed: its price, tax share and the photo as it was (#photoid, title, creator). */
export type NewOrderLine = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

export async function insertOrder(
  tx: Transaction,
  order: NewOrder,
  lines: readonly NewOrderLine[],
  /** The history's first entry ("Order placed: …, awaiting payment"). */
  note: string,
): Promise<PlacedOrder> {
  const [placed] = await tx
    .insert(orders)
    .values({ ...order, status: 'pending', termsAcceptedAt: sql`now()` })
    .returning(PLACED_ORDER_COLUMNS);
  if (!placed) throw new Error('the order was not inserted');
  if (lines.length > 0)
    await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: placed.id })));
  await tx.insert(orderEvents).values({ orderId: placed.id, status: 'pending', note });
  return placed;
}
