import type { OrderDetail, OrderStatus, OrderSummary, TestPaymentSession } from '../../../core/checkout';
import { formatCertificateCode, formatOrderNumber } from '../../../core/checkout';
import type { Owner } from '../../auth/owner';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../errors';

/** The buyer's own orders: every query filters on the owner, so another's order is not found. */

const ORDER_NOT_FOUND = 'Order not found';

type WithNumber<T> = Omit<T, 'order_number'> & { number: number };

/**
 * The buyer's order list shows what they bought, and what may still become a purchase: paid,
 * refunded (fully or partly: the paperwork stays theirs) and awaiting payment (a bank debit on
 * its way, or a payment page they can go back to). A declined or abandoned attempt bought
 * nothing and only crowds the list; it stays reachable by its own link (getOrder) for its owner.
 */
const LISTED: readonly OrderStatus[] = ['paid', 'partially_refunded', 'refunded', 'pending'];

export async function listOrders(handle: DatabaseHandle, owner: Owner): Promise<OrderSummary[]> {
  const rows = await handle.raw<WithNumber<OrderSummary>>(
    `select o.id, o.number, o.status, o.total_cents, o.production_title, o.project_name, o.created_at, o.paid_at,
       (select count(*)::int from order_items i where i.order_id = o.id) as item_count
     from orders o where o.user_id = $1 and o.status = any($2::text[])
     order by o.created_at desc, o.number desc`,
    [owner.userId, LISTED],
  );
  return rows.map(({ number, ...row }) => ({ ...row, order_number: formatOrderNumber(number) }));
}

export async function getOrder(handle: DatabaseHandle, owner: Owner, orderId: string): Promise<OrderDetail> {
  return readOrder(handle, orderId, owner);
}

/** An order with its lines and history: the owner's, or any order when `owner` is null (the back office). */
export async function readOrder(
  handle: DatabaseHandle,
  orderId: string,
  owner: Owner | null,
): Promise<OrderDetail> {
  const [row] = await handle.raw<WithNumber<OrderDetail>>(
    `select o.id, o.number, o.status, o.currency, o.subtotal_cents, o.discount_percent, o.discount_cents,
       o.tax_cents, o.tax_rate_bp, o.total_cents, o.refunded_cents, o.project_id, o.project_name, o.production_title,
       o.company_name as company, o.billing_name, o.billing_address, o.billing_country, o.po_number, o.created_at,
       o.paid_at,
       case when o.status = 'pending' then o.payment_url end as payment_url, o.certificate_code,
       coalesce((
         select json_agg(json_build_object(
           'id', i.id, 'photo_id', i.photo_id, 'photoid', i.photo_number, 'title', i.title,
           'creator_name', i.creator_name, 'thumbnail_url', d.thumbnail_url, 'license_type', i.license_type,
           'price_cents', i.price_cents, 'discount_cents', i.price_cents - i.discounted_price_cents,
           'discounted_price_cents', i.discounted_price_cents, 'tax_cents', i.tax_cents,
           'refunded_cents', i.refunded_cents
         ) order by i.photo_number, i.license_type)
         from order_items i left join photos_details d on d.id = i.photo_id where i.order_id = o.id
       ), '[]'::json) as items,
       coalesce((
         select json_agg(json_build_object('status', e.status, 'note', e.note, 'created_at', e.created_at)
           order by e.created_at, e.id)
         from order_events e where e.order_id = o.id
       ), '[]'::json) as events
     from orders o where o.id = $2 and ($1::uuid is null or o.user_id = $1::uuid)`,
    [owner?.userId ?? null, orderId],
  );
  if (!row) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const { number, ...order } = row;
  return {
    ...order,
    order_number: formatOrderNumber(number),
    certificate_code: order.certificate_code ? formatCertificateCode(order.certificate_code) : null,
  };
}

/** The order's payment session with its provider, for the refresh of a pending order. */
export async function paymentRefOf(
  handle: DatabaseHandle,
  owner: Owner,
  orderId: string,
): Promise<{ provider: string | null; ref: string | null }> {
  const [row] = await handle.raw<{ provider: string | null; ref: string | null }>(
    'select payment_provider as provider, payment_ref as ref from orders where id = $2 and user_id = $1',
    [owner.userId, orderId],
  );
  if (!row) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return row;
}

/** A test payment session, shown only to the buyer whose order it is. */
export async function getTestPaymentSession(
  handle: DatabaseHandle,
  owner: Owner,
  sessionId: string,
): Promise<TestPaymentSession> {
  const [row] = await handle.raw<WithNumber<TestPaymentSession>>(
    `select s.id, s.order_id, o.number, s.amount_cents, s.status
     from test_payment_sessions s join orders o on o.id = s.order_id
     where s.id = $2 and o.user_id = $1`,
    [owner.userId, sessionId],
  );
  if (!row) throw new AppError('NOT_FOUND', 'Payment session not found');
  const { number, ...session } = row;
  return { ...session, order_number: formatOrderNumber(number) };
}
