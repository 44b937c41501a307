import { and, count, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PaymentDashboard } from '../../../core/admin-orders';
import type { OrderStatus } from '../../../core/checkout';
import type { DatabaseHandle } from '../../db/client';
import { orderEvents, orderItems, orders, paymentEvents } from '../../db/tables';

/** The payment dashboard (issue 13 item 7): revenue and refunds per day and per licence over a period. */

const PAID_STATUSES: OrderStatus[] = ['paid', 'refunded', 'partially_refunded'];

export async function paymentDashboard(handle: DatabaseHandle, days: number): Promise<PaymentDashboard> {
  const { db } = handle;
  const since = sql`current_date - (${days}::int - 1)`;
  // The period's days, today included: one row each, days without orders too.
  const period = sql`(select generate_series(${since}, current_date, interval '1 day')::date as day) as p`;
  const day = sql`p.day`;
  const onDay = (column: AnyPgColumn) => sql`${column} >= ${day} and ${column} < ${day} + 1`;
  const paidOnDay = and(inArray(orders.status, PAID_STATUSES), onDay(orders.paidAt));
  const grossOfDay = db
    .select({ cents: sum(orders.totalCents) })
    .from(orders)
    .where(paidOnDay);
  const refundedOfDay = db
    .select({ cents: sum(orderItems.refundedCents) })
    .from(orderItems)
    .where(onDay(orderItems.refundedAt));
  const [byDay, byLicense, refundCount, failedEvents] = await Promise.all([
    db
      .select({
        day: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
        gross_cents: sql`coalesce((${grossOfDay}), 0)::int`.mapWith(Number),
        refunded_cents: sql`coalesce((${refundedOfDay}), 0)::int`.mapWith(Number),
        orders: db.$count(orders, paidOnDay),
      })
      .from(period)
      .orderBy(day),
    db
      .select({
        license_type: orderItems.licenseType,
        gross_cents: sql`sum(${orderItems.discountedPriceCents})::int`.mapWith(Number),
        lines: count(),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(inArray(orders.status, PAID_STATUSES), gte(orders.paidAt, since)))
      .groupBy(orderItems.licenseType)
      .orderBy(orderItems.licenseType),
    db.$count(
      orderEvents,
      and(inArray(orderEvents.status, ['refunded', 'partially_refunded']), gte(orderEvents.createdAt, since)),
    ),
    db.$count(paymentEvents, eq(paymentEvents.state, 'failed')),
  ]);
  const orderCount = byDay.reduce((sum, day) => sum + day.orders, 0);
  const gross = byDay.reduce((sum, day) => sum + day.gross_cents, 0);
  return {
    days,
    revenue_by_day: byDay,
    revenue_by_license: byLicense,
    order_count: orderCount,
    gross_cents: gross,
    refunded_cents: byDay.reduce((sum, day) => sum + day.refunded_cents, 0),
    refund_count: refundCount,
    average_order_cents: orderCount > 0 ? Math.round(gross / orderCount) : 0,
    failed_events: failedEvents,
  };
}
