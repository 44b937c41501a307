import { createHash } from 'node:crypto';
import type {
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderSummary,
  PaymentDashboard,
  PaymentEventList,
  PaymentEventRow,
  RefundRequest,
} from '../../../core/admin-orders';
import { ADMIN_ORDERS_PAGE_SIZE, REFUND_MESSAGES } from '../../../core/admin-orders';
import { formatOrderNumber, type OrderStatus, type PaymentProviderName } from '../../../core/checkout';
import { formatUsd } from '../../../core/pricing';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../payments/payment-provider';
import { readOrder, settleFromProvider } from '../checkout';

/**
 * The back office's orders and payments (issue 13 item 7). Admin only (the routes check); reads
 * any order. Refunds go through the payment provider first, with an idempotency key per set of
 * lines, then are recorded in one transaction, so a double click or a retry refunds once.
 */

export interface OrderFilters {
  q: string;
  status: OrderStatus | null;
  from: string | null;
  to: string | null;
  offset: number;
  limit: number;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

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

type SummaryRow = Omit<AdminOrderSummary, 'order_number'> & { number: number; total_count: number };

export async function listAdminOrders(
  handle: DatabaseHandle,
  filters: OrderFilters,
): Promise<AdminOrderList> {
  const search = searchOf(filters.q);
  const rows = await handle.raw<SummaryRow>(
    `select o.id, o.number, o.status, u.email as buyer_email, u.name as buyer_name, o.production_title,
       o.company_name as company, o.total_cents, o.refunded_cents, o.created_at, o.paid_at,
       (select count(*)::int from order_items i where i.order_id = o.id) as item_count,
       count(*) over ()::int as total_count
     from orders o left join "user" u on u.id = o.user_id
     where ($1::int is null or o.number = $1::int)
       and ($2::int is null or exists (select 1 from order_items i where i.order_id = o.id and i.photo_number = $2::int))
       and ($3 = '' or u.email ilike $4 or u.name ilike $4 or o.billing_name ilike $4 or o.production_title ilike $4
         or o.company_name ilike $4 or exists (select 1 from order_items i where i.order_id = o.id and i.title ilike $4))
       and ($5::text is null or o.status = $5::text)
       and ($6::date is null or o.created_at >= $6::date)
       and ($7::date is null or o.created_at < $7::date + 1)
     order by o.created_at desc, o.number desc
     offset $8 limit $9`,
    [
      search.number,
      search.photoid,
      search.text,
      like(search.text),
      filters.status,
      filters.from,
      filters.to,
      filters.offset,
      Math.min(filters.limit, ADMIN_ORDERS_PAGE_SIZE),
    ],
  );
  const total = rows[0]?.total_count ?? (filters.offset > 0 ? await countOrders(handle, filters) : 0);
  return {
    items: rows.map(({ number, total_count: _total, ...row }) => ({
      ...row,
      order_number: formatOrderNumber(number),
    })),
    total,
  };
}

/** A page past the end has no rows to carry the count: ask for it alone. */
async function countOrders(handle: DatabaseHandle, filters: OrderFilters): Promise<number> {
  const { total } = await listAdminOrders(handle, { ...filters, offset: 0, limit: 1 });
  return total;
}

const EVENT_COLUMNS = `e.id, e.provider, e.event_id, e.type, e.state, e.error, e.order_id, o.number, e.received_at`;

type EventRow = Omit<PaymentEventRow, 'order_number'> & { number: number | null };

const toEvent = ({ number, ...row }: EventRow): PaymentEventRow => ({
  ...row,
  order_number: number === null ? null : formatOrderNumber(number),
});

export async function getAdminOrder(handle: DatabaseHandle, orderId: string): Promise<AdminOrderDetail> {
  const order = await readOrder(handle, orderId, null);
  const [extra] = await handle.raw<{
    buyer_id: string | null;
    email: string | null;
    name: string | null;
    provider: PaymentProviderName | null;
    ref: string | null;
  }>(
    `select u.id as buyer_id, u.email, u.name, o.payment_provider as provider, o.payment_ref as ref
     from orders o left join "user" u on u.id = o.user_id where o.id = $1`,
    [orderId],
  );
  const events = await handle.raw<EventRow>(
    `select ${EVENT_COLUMNS} from payment_events e left join orders o on o.id = e.order_id
     where e.order_id = $1 order by e.received_at, e.id`,
    [orderId],
  );
  return {
    ...order,
    buyer:
      extra?.buyer_id && extra.email ? { id: extra.buyer_id, email: extra.email, name: extra.name } : null,
    payment: extra?.provider && extra.ref ? { provider: extra.provider, ref: extra.ref } : null,
    provider_events: events.map(toEvent),
  };
}

interface LineRow {
  id: string;
  photo_number: number | null;
  refundable_cents: number;
}

/**
 * Refunds the chosen lines: the provider gives the money back first (idempotent per order and
 * set of lines), then the lines, the order's totals and status, its history and the payments
 * record change together. A line refunded meanwhile is left alone, so nothing is refunded twice.
 */
export async function refundLines(
  handle: DatabaseHandle,
  payments: PaymentProvider | null,
  orderId: string,
  request: RefundRequest,
): Promise<AdminOrderDetail> {
  const [order] = await handle.raw<{
    status: string;
    payment_provider: string | null;
    payment_ref: string | null;
  }>('select status, payment_provider, payment_ref from orders where id = $1', [orderId]);
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  if (order.status !== 'paid' && order.status !== 'partially_refunded')
    throw new AppError('INVALID', REFUND_MESSAGES.notPaid);
  const wanted = [...new Set(request.item_ids)].sort();
  const lines = await handle.raw<LineRow>(
    `select id, photo_number, discounted_price_cents + tax_cents - refunded_cents as refundable_cents
     from order_items where order_id = $1 and id = any($2::uuid[])`,
    [orderId, wanted],
  );
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

  await handle.rawTransaction(async (query) => {
    await query('select 1 from orders where id = $1 for update', [orderId]);
    const refunded = await query<{ cents: number; photo_number: number | null }>(
      // A line is refunded with its share of the tax (issue 22), so a whole refund is the whole total.
      `update order_items i set refunded_cents = i.discounted_price_cents + i.tax_cents, refunded_at = now()
       from (select id, discounted_price_cents + tax_cents - refunded_cents as cents from order_items
             where order_id = $1 and id = any($2::uuid[]) and refunded_cents < discounted_price_cents + tax_cents) r
       where i.id = r.id returning r.cents, i.photo_number`,
      [orderId, refundable.map((line) => line.id)],
    );
    const cents = refunded.reduce((sum, line) => sum + line.cents, 0);
    if (refunded.length === 0) return; // a concurrent refund of the same lines got here first
    const [after] = await query<{ status: string }>(
      `update orders set refunded_cents = refunded_cents + $2, updated_at = now(),
         status = case when refunded_cents + $2 >= total_cents then 'refunded' else 'partially_refunded' end
       where id = $1 returning status`,
      [orderId, cents],
    );
    const numbers = refunded.map((line) => `#${line.photo_number}`).join(', ');
    await query('insert into order_events (order_id, status, note) values ($1, $2, $3)', [
      orderId,
      after?.status ?? 'partially_refunded',
      `Refunded ${numbers} (${formatUsd(cents)}): ${request.reason}`,
    ]);
    await query(
      `insert into payments (order_id, provider, provider_ref, status, amount_cents)
       values ($1, $2, $3, 'refunded', $4) on conflict (provider, provider_ref) do nothing`,
      [orderId, order.payment_provider ?? 'test', refundRef, cents],
    );
  });
  return getAdminOrder(handle, orderId);
}

export async function listPaymentEvents(
  handle: DatabaseHandle,
  state: PaymentEventRow['state'] | null,
  offset: number,
): Promise<PaymentEventList> {
  const rows = await handle.raw<EventRow & { total_count: number }>(
    `select ${EVENT_COLUMNS}, count(*) over ()::int as total_count
     from payment_events e left join orders o on o.id = e.order_id
     where ($1::text is null or e.state = $1::text)
     order by e.received_at desc, e.id offset $2 limit $3`,
    [state, offset, ADMIN_ORDERS_PAGE_SIZE],
  );
  return {
    items: rows.map(({ total_count: _total, ...row }) => toEvent(row)),
    total: rows[0]?.total_count ?? 0,
  };
}

/** A failed event processed again: the order is settled from its session as the provider reports it now. */
export async function retryPaymentEvent(
  handle: DatabaseHandle,
  payments: PaymentProvider | null,
  eventId: string,
  onPaid?: (orderId: string) => void,
): Promise<PaymentEventRow> {
  const [event] = await handle.raw<{ provider: string; state: string; session_ref: string | null }>(
    `select provider, state, payload #>> '{data,object,id}' as session_ref from payment_events where id = $1`,
    [eventId],
  );
  if (!event) throw new AppError('NOT_FOUND', 'Payment event not found');
  if (event.state !== 'failed') throw new AppError('INVALID', 'Only a failed event can be retried');
  if (!payments || payments.name !== event.provider)
    throw new AppError('UNAVAILABLE', 'The payment provider of this event is not configured');
  let state: PaymentEventRow['state'] = 'ignored';
  let error: string | null = null;
  try {
    if (event.session_ref)
      state =
        (await settleFromProvider(handle, payments, event.session_ref, undefined, onPaid)) === 'processed'
          ? 'processed'
          : 'ignored';
  } catch (failure) {
    state = 'failed';
    error = failure instanceof Error ? failure.message : String(failure);
  }
  const [row] = await handle.raw<EventRow>(
    `update payment_events e set state = $2, error = $3,
       order_id = coalesce(e.order_id, (select id from orders where payment_provider = e.provider and payment_ref = $4))
     where e.id = $1
     returning e.id, e.provider, e.event_id, e.type, e.state, e.error, e.order_id,
       (select number from orders where id = e.order_id) as number, e.received_at`,
    [eventId, state, error, event.session_ref],
  );
  if (!row) throw new AppError('NOT_FOUND', 'Payment event not found');
  return toEvent(row);
}

const PAID_STATUSES = `('paid', 'refunded', 'partially_refunded')`;

export async function paymentDashboard(handle: DatabaseHandle, days: number): Promise<PaymentDashboard> {
  const byDay = await handle.raw<PaymentDashboard['revenue_by_day'][number]>(
    `with period as (
       select generate_series(current_date - ($1::int - 1), current_date, interval '1 day')::date as day
     )
     select to_char(p.day, 'YYYY-MM-DD') as day,
       coalesce((select sum(o.total_cents) from orders o
                 where o.status in ${PAID_STATUSES} and o.paid_at >= p.day and o.paid_at < p.day + 1), 0)::int as gross_cents,
       coalesce((select sum(i.refunded_cents) from order_items i
                 where i.refunded_at >= p.day and i.refunded_at < p.day + 1), 0)::int as refunded_cents,
       (select count(*) from orders o
        where o.status in ${PAID_STATUSES} and o.paid_at >= p.day and o.paid_at < p.day + 1)::int as orders
     from period p order by p.day`,
    [days],
  );
  const byLicense = await handle.raw<PaymentDashboard['revenue_by_license'][number]>(
    `select i.license_type, sum(i.discounted_price_cents)::int as gross_cents, count(*)::int as lines
     from order_items i join orders o on o.id = i.order_id
     where o.status in ${PAID_STATUSES} and o.paid_at >= current_date - ($1::int - 1)
     group by i.license_type order by i.license_type`,
    [days],
  );
  const [totals] = await handle.raw<{ refund_count: number; failed_events: number }>(
    `select
       (select count(*) from order_events e
        where e.status in ('refunded', 'partially_refunded') and e.created_at >= current_date - ($1::int - 1))::int as refund_count,
       (select count(*) from payment_events where state = 'failed')::int as failed_events`,
    [days],
  );
  const orderCount = byDay.reduce((sum, day) => sum + day.orders, 0);
  const gross = byDay.reduce((sum, day) => sum + day.gross_cents, 0);
  return {
    days,
    revenue_by_day: byDay,
    revenue_by_license: byLicense,
    order_count: orderCount,
    gross_cents: gross,
    refunded_cents: byDay.reduce((sum, day) => sum + day.refunded_cents, 0),
    refund_count: totals?.refund_count ?? 0,
    average_order_cents: orderCount > 0 ? Math.round(gross / orderCount) : 0,
    failed_events: totals?.failed_events ?? 0,
  };
}
