import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { SortDirection } from '../../../core/admin-lists';
import type {
  AdminOrderDetail,
  AdminOrderList,
  PaymentEventList,
  PaymentEventRow,
} from '../../../core/admin-orders';
import { ADMIN_ORDERS_PAGE_SIZE } from '../../../core/admin-orders';
import { formatOrderNumber, type OrderStatus } from '../../../core/checkout';
import type { Database, DatabaseHandle } from '../../db/client';
import { orderItems, orders, paymentEvents, user } from '../../db/tables';
import { AppError } from '../../errors';
import { containing } from '../../http/list-query';
import type { PaymentProvider } from '../../payments/payment-provider';
import { readOrder, settleFromProvider } from '../checkout';

/**
 * The back office's orders and payments (issue 13 item 7). Admin only (the routes check); reads
 * any order. Refunds go through the payment provider first, with an idempotency key per set of
 * lines, then are recorded in one transaction, so a double click or a retry refunds once.
 */

/** What the orders list sorts by (`?sort=`): when placed, or the total. */
export const ORDER_SORTS = ['created_at', 'total'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export interface OrderFilters {
  q: string;
  sort: OrderSort;
  dir: SortDirection;
  status: OrderStatus | null;
  from: string | null;
  to: string | null;
  offset: number;
  limit: number;
}

/** What `q` asks for: an order number, a photo number, or words of a buyer, production or title. */
function searchOf(q: string): { number: number | null; photoid: number | null; text: string } {
  const words = q.trim();
  const order = /^(?:BD-?)?(\d{6,9})$/i.exec(words);
  const photo = /^#(\d{1,9})$/.exec(words);
  return {
    number: order ? Number(order[1]) : null,
    photoid: photo ? Number(photo[1]) : null,
    text: order || photo ? '' : words,
  };
}

/** The ids of the orders with a line matching `condition`, for `= any(…)`: an index lookup, not a test per order. */
function ordersWithLine(db: Database, condition: SQL): SQL {
  return sql`${orders.id} = any(array(${db.select({ id: orderItems.orderId }).from(orderItems).where(condition)}))`;
}

/** The names an order was placed under, as one text (its trigram index: `orders_names_trgm`). */
const orderNames = sql`(coalesce(${orders.billingName}, '') || ' ' || coalesce(${orders.productionTitle}, '') || ' ' || coalesce(${orders.companyName}, ''))`;

/**
 * The orders `filters` select (all but the page). Each part of a search is a condition an index
 * answers (the buyer's e-mail or name, the names on the order, a line's photo or title), so at 100k
 * orders a search reads the few that match rather than testing every order.
 */
function ordersMatching(db: Database, filters: OrderFilters): SQL | undefined {
  const search = searchOf(filters.q);
  const pattern = containing(search.text);
  const buyers = db
    .select({ id: user.id })
    .from(user)
    .where(or(ilike(user.email, pattern), ilike(user.name, pattern)));
  return and(
    search.number === null ? undefined : eq(orders.number, search.number),
    search.photoid === null ? undefined : ordersWithLine(db, eq(orderItems.photoNumber, search.photoid)),
    search.text === ''
      ? undefined
      : or(
          sql`${orders.userId} = any(array(${buyers}))`,
          ilike(orderNames, pattern),
          ordersWithLine(db, ilike(orderItems.title, pattern)),
        ),
    filters.status === null ? undefined : eq(orders.status, filters.status),
    filters.from === null ? undefined : gte(orders.createdAt, sql`${filters.from}::date`),
    filters.to === null ? undefined : lt(orders.createdAt, sql`${filters.to}::date + 1`),
  );
}

/** The page's order; the order number breaks ties, so a page boundary never repeats or skips one. */
function orderOf(filters: OrderFilters): SQL[] {
  const by = filters.dir === 'asc' ? asc : desc;
  const column = filters.sort === 'total' ? orders.totalCents : orders.createdAt;
  return [by(column), by(orders.number)];
}

/**
 * One page of orders and how many match. The page is read through the sort's index and stops at
 * its last row (the line count is taken for those rows only); the count is its own statement.
 */
export async function listAdminOrders(
  handle: DatabaseHandle,
  filters: OrderFilters,
): Promise<AdminOrderList> {
  const { db } = handle;
  const where = ordersMatching(db, filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        buyer_email: user.email,
        buyer_name: user.name,
        production_title: orders.productionTitle,
        company: orders.companyName,
        total_cents: orders.totalCents,
        refunded_cents: orders.refundedCents,
        created_at: orders.createdAt,
        paid_at: orders.paidAt,
        item_count: db.$count(orderItems, eq(orderItems.orderId, orders.id)),
      })
      .from(orders)
      .leftJoin(user, eq(user.id, orders.userId))
      .where(where)
      .orderBy(...orderOf(filters))
      .offset(filters.offset)
      .limit(Math.min(filters.limit, ADMIN_ORDERS_PAGE_SIZE)),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    items: rows.map(({ number, created_at, paid_at, ...row }) => ({
      ...row,
      order_number: formatOrderNumber(number),
      created_at: created_at.toISOString(),
      paid_at: paid_at?.toISOString() ?? null,
    })),
    total: counted?.total ?? 0,
  };
}

const EVENT_COLUMNS = {
  id: paymentEvents.id,
  provider: paymentEvents.provider,
  event_id: paymentEvents.eventId,
  type: paymentEvents.type,
  state: paymentEvents.state,
  error: paymentEvents.error,
  order_id: paymentEvents.orderId,
  number: orders.number,
  received_at: paymentEvents.receivedAt,
};

/** A provider event with its order's number (null: no order, or the order was deleted). */
function eventRows(db: Database) {
  return db.select(EVENT_COLUMNS).from(paymentEvents).leftJoin(orders, eq(orders.id, paymentEvents.orderId));
}

type EventRow = Awaited<ReturnType<typeof eventRows>>[number];

const toEvent = ({ number, received_at, ...row }: EventRow): PaymentEventRow => ({
  ...row,
  order_number: number === null ? null : formatOrderNumber(number),
  received_at: received_at.toISOString(),
});

export async function getAdminOrder(handle: DatabaseHandle, orderId: string): Promise<AdminOrderDetail> {
  const order = await readOrder(handle, orderId, null);
  const [[extra], events] = await Promise.all([
    handle.db
      .select({
        buyer_id: user.id,
        email: user.email,
        name: user.name,
        provider: orders.paymentProvider,
        ref: orders.paymentRef,
      })
      .from(orders)
      .leftJoin(user, eq(user.id, orders.userId))
      .where(eq(orders.id, orderId)),
    eventRows(handle.db)
      .where(eq(paymentEvents.orderId, orderId))
      .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id)),
  ]);
  return {
    ...order,
    buyer:
      extra?.buyer_id && extra.email ? { id: extra.buyer_id, email: extra.email, name: extra.name } : null,
    payment: extra?.provider && extra.ref ? { provider: extra.provider, ref: extra.ref } : null,
    provider_events: events.map(toEvent),
  };
}

export async function listPaymentEvents(
  handle: DatabaseHandle,
  state: PaymentEventRow['state'] | null,
  offset: number,
): Promise<PaymentEventList> {
  const rows = await handle.db
    .select({ ...EVENT_COLUMNS, total_count: sql`count(*) over ()`.mapWith(Number) })
    .from(paymentEvents)
    .leftJoin(orders, eq(orders.id, paymentEvents.orderId))
    .where(state === null ? undefined : eq(paymentEvents.state, state))
    .orderBy(desc(paymentEvents.receivedAt), asc(paymentEvents.id))
    .offset(offset)
    .limit(ADMIN_ORDERS_PAGE_SIZE);
  return {
    items: rows.map(({ total_count: _total, ...row }) => toEvent(row)),
    total: rows[0]?.total_count ?? 0,
  };
}

const HELD_PAYMENT_ERROR =
  "Held: the provider took another amount than the order's total (the order's history says both); nothing was licensed";

/** A failed event processed again: the order is settled from its session as the provider reports it now. */
export async function retryPaymentEvent(
  handle: DatabaseHandle,
  payments: PaymentProvider | null,
  eventId: string,
  onPaid?: (orderId: string) => void,
): Promise<PaymentEventRow> {
  const [event] = await handle.db
    .select({
      provider: paymentEvents.provider,
      state: paymentEvents.state,
      // The checkout session the event was about (Stripe's and the test provider's shape).
      session_ref: sql<string | null>`${paymentEvents.payload} #>> '{data,object,id}'`,
    })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, eventId));
  if (!event) throw new AppError('NOT_FOUND', 'Payment event not found');
  if (event.state !== 'failed') throw new AppError('INVALID', 'Only a failed event can be retried');
  if (!payments || payments.name !== event.provider)
    throw new AppError('UNAVAILABLE', 'The payment provider of this event is not configured');
  let state: PaymentEventRow['state'] = 'ignored';
  let error: string | null = null;
  try {
    if (event.session_ref) {
      const result = await settleFromProvider(handle, payments, event.session_ref, undefined, onPaid);
      state = result === 'processed' ? 'processed' : result === 'held' ? 'failed' : 'ignored';
      // The order's history has the two amounts (amountMismatchNote).
      if (result === 'held') error = HELD_PAYMENT_ERROR;
    }
  } catch (failure) {
    state = 'failed';
    error = failure instanceof Error ? failure.message : String(failure);
  }
  // The event's order, when it had none yet: the one its session pays.
  const orderOfSession = (sessionRef: string) =>
    handle.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.paymentProvider, paymentEvents.provider), eq(orders.paymentRef, sessionRef)));
  const [updated] = await handle.db
    .update(paymentEvents)
    .set({
      state,
      error,
      ...(event.session_ref === null
        ? {}
        : { orderId: sql`coalesce(${paymentEvents.orderId}, (${orderOfSession(event.session_ref)}))` }),
    })
    .where(eq(paymentEvents.id, eventId))
    .returning({ id: paymentEvents.id });
  const [row] = updated ? await eventRows(handle.db).where(eq(paymentEvents.id, updated.id)) : [];
  if (!row) throw new AppError('NOT_FOUND', 'Payment event not found');
  return toEvent(row);
}
