import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { OrderDetail, OrderStatus, OrderSummary, TestPaymentSession } from '../../../core/checkout';
import { formatCertificateCode, formatOrderNumber } from '../../../core/checkout';
import type { Owner } from '../../auth/owner';
import type { DatabaseHandle } from '../../db/client';
import {
  orderAmountFields,
  orderEvents,
  orderItems,
  orders,
  payments,
  photos,
  testPaymentSessions,
} from '../../db/tables';
import { AppError } from '../../errors';

/** The buyer's own orders: every query filters on the owner, so another's order is not found. */

const ORDER_NOT_FOUND = 'Order not found';

/**
 * The buyer's order list shows what they bought, and what may still become a purchase: paid,
 * refunded (fully or partly: the paperwork stays theirs) and awaiting payment (a bank debit on
 * its way, or a payment page they can go back to). A declined or abandoned attempt bought
 * nothing and only crowds the list; it stays reachable by its own link (getOrder) for its owner.
 */
const LISTED: readonly OrderStatus[] = ['paid', 'partially_refunded', 'refunded', 'pending'];

export async function listOrders(handle: DatabaseHandle, owner: Owner): Promise<OrderSummary[]> {
  const rows = await handle.db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      total_cents: orders.totalCents,
      production_title: orders.productionTitle,
      project_name: orders.projectName,
      created_at: orders.createdAt,
      paid_at: orders.paidAt,
      item_count: handle.db.$count(orderItems, eq(orderItems.orderId, orders.id)),
    })
    .from(orders)
    .where(and(eq(orders.userId, owner.userId), inArray(orders.status, LISTED)))
    .orderBy(desc(orders.createdAt), desc(orders.number));
  return rows.map(({ number, created_at, paid_at, ...row }) => ({
    ...row,
    order_number: formatOrderNumber(number),
    created_at: created_at.toISOString(),
    paid_at: paid_at?.toISOString() ?? null,
  }));
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
  const { db } = handle;
  const [[row], items, events, heldPayments] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        currency: orders.currency,
        ...orderAmountFields,
        project_id: orders.projectId,
        project_name: orders.projectName,
        production_title: orders.productionTitle,
        company: orders.companyName,
        billing_name: orders.billingName,
        billing_address: orders.billingAddress,
        billing_country: orders.billingCountry,
        po_number: orders.poNumber,
        created_at: orders.createdAt,
        paid_at: orders.paidAt,
        payment_url: orders.paymentUrl,
        certificate_code: orders.certificateCode,
      })
      .from(orders)
      .where(and(eq(orders.id, orderId), owner ? eq(orders.userId, owner.userId) : undefined)),
    db
      .select({
        id: orderItems.id,
        photo_id: orderItems.photoId,
        photo_number: orderItems.photoNumber,
        current_photoid: photos.photoid,
        title: orderItems.title,
        creator_name: orderItems.creatorName,
        thumbnail_url: photos.thumbnailUrl,
        license_type: orderItems.licenseType,
        price_cents: orderItems.priceCents,
        discounted_price_cents: orderItems.discountedPriceCents,
        tax_cents: orderItems.taxCents,
        refunded_cents: orderItems.refundedCents,
      })
      .from(orderItems)
      .innerJoin(photos, eq(photos.id, orderItems.photoId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.photoNumber), asc(orderItems.licenseType)),
    db
      .select({ status: orderEvents.status, note: orderEvents.note, created_at: orderEvents.createdAt })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    // A payment recorded as pending is one held by settle-order's amount check.
    db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
      .limit(1),
  ]);
  if (!row) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const { number, created_at, paid_at, payment_url, certificate_code, ...order } = row;
  const held = order.status === 'pending' && heldPayments.length > 0;
  return {
    ...order,
    order_number: formatOrderNumber(number),
    created_at: created_at.toISOString(),
    paid_at: paid_at?.toISOString() ?? null,
    // Only an order awaiting payment offers its payment page again; a held one was paid already.
    payment_url: order.status === 'pending' && !held ? payment_url : null,
    payment_held: held,
    certificate_code: certificate_code ? formatCertificateCode(certificate_code) : null,
    items: items.map(({ photo_number, current_photoid, ...item }) => ({
      ...item,
      // The snapshot's #photoid; a line written before snapshots were kept shows the photo's own.
      photoid: photo_number ?? current_photoid,
      discount_cents: item.price_cents - item.discounted_price_cents,
    })),
    events: events.map((event) => ({ ...event, created_at: event.created_at.toISOString() })),
  };
}

/** The order's payment session with its provider, for the refresh of a pending order. */
export async function paymentRefOf(
  handle: DatabaseHandle,
  owner: Owner,
  orderId: string,
): Promise<{ provider: string | null; ref: string | null }> {
  const [row] = await handle.db
    .select({ provider: orders.paymentProvider, ref: orders.paymentRef })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, owner.userId)));
  if (!row) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return row;
}

/** A test payment session, shown only to the buyer whose order it is. */
export async function getTestPaymentSession(
  handle: DatabaseHandle,
  owner: Owner,
  sessionId: string,
): Promise<TestPaymentSession> {
  const [row] = await handle.db
    .select({
      id: testPaymentSessions.id,
      order_id: testPaymentSessions.orderId,
      number: orders.number,
      amount_cents: testPaymentSessions.amountCents,
      status: testPaymentSessions.status,
    })
    .from(testPaymentSessions)
    .innerJoin(orders, eq(orders.id, testPaymentSessions.orderId))
    .where(and(eq(testPaymentSessions.id, sessionId), eq(orders.userId, owner.userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Payment session not found');
  const { number, ...session } = row;
  return { ...session, order_number: formatOrderNumber(number) };
}
