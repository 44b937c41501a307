import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../../../core/checkout';
import { formatCertificateCode, formatOrderNumber } from '../../../core/checkout';
import { paths } from '../../../core/paths';
import type { LicenseType } from '../../../core/pricing';
import { isCertificateCode } from '../../../core/route-validity';
import type { Owner } from '../../auth/owner';
import type { Database, DatabaseHandle } from '../../db/client';
import { orderAmountFields, orderItems, orders, photos, user } from '../../db/tables';
import { AppError } from '../../errors';
import { publicClearance } from '../clearance';
import type { DocumentLine, OrderDocument } from './document-data';
import type { Seller } from './seller';

/**
 * The paperwork's data (issue 13 item 6), read from the order's own snapshot. The owner's
 * documents filter on the owner in SQL, so another buyer's order is simply not found; the public
 * verification answers only what the certificate itself shows to whoever holds it.
 */

export const NO_DOCUMENTS_MESSAGE = 'No documents for an unpaid order';
export const NO_CERTIFICATE_MESSAGE = 'No certificate has this code';

/** Orders that were paid, refunded or not, have documents; pending, failed and cancelled ones do not. */
const DOCUMENTED: readonly OrderStatus[] = ['paid', 'refunded', 'partially_refunded'];

const upgradeLine = alias(orderItems, 'u');
const upgradeOrder = alias(orders, 'uo');
const upgradedLine = alias(orderItems, 'ou');
const upgradedOrder = alias(orders, 'oo');

/**
 * The order's lines as its documents print them, with an upgrade's trace on both orders' lines
 * (issue 13: background dressing upgraded to hero usage after the purchase): the earlier line
 * names the paid upgrade that amended it, the upgrade's line the licence it upgrades.
 */
async function documentLines(db: Database, where: SQL | undefined) {
  const upgradedBy = db
    .select({ number: upgradeOrder.number, code: upgradeOrder.certificateCode })
    .from(upgradeLine)
    .innerJoin(upgradeOrder, eq(upgradeOrder.id, upgradeLine.orderId))
    .where(
      and(
        eq(upgradeLine.upgradeOfItemId, orderItems.id),
        eq(upgradeLine.refundedCents, 0),
        inArray(upgradeOrder.status, ['paid', 'partially_refunded']),
      ),
    )
    .orderBy(asc(upgradeOrder.paidAt))
    .limit(1)
    .as('upgraded_by');
  const rows = await db
    .select({
      photo_number: orderItems.photoNumber,
      current_photoid: photos.photoid,
      photo_id: photos.id,
      title: orderItems.title,
      creator_name: orderItems.creatorName,
      license_type: orderItems.licenseType,
      price_cents: orderItems.priceCents,
      discounted_price_cents: orderItems.discountedPriceCents,
      refunded_cents: orderItems.refundedCents,
      image_key: photos.imageKey,
      upgraded_by_number: upgradedBy.number,
      upgraded_by_code: upgradedBy.code,
      upgrade_of_number: upgradedOrder.number,
      upgrade_of_code: upgradedOrder.certificateCode,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    // order_items.photo_id is never null and its photo cannot be deleted (on delete restrict).
    .innerJoin(photos, eq(photos.id, orderItems.photoId))
    .leftJoinLateral(upgradedBy, sql`true`)
    .leftJoin(upgradedLine, eq(upgradedLine.id, orderItems.upgradeOfItemId))
    .leftJoin(upgradedOrder, eq(upgradedOrder.id, upgradedLine.orderId))
    .where(where)
    .orderBy(asc(sql`coalesce(${orderItems.photoNumber}, ${photos.photoid})`), asc(orderItems.licenseType));
  return rows.map((row) => ({
    photoid: row.photo_number ?? row.current_photoid,
    photo_id: row.photo_id,
    title: row.title ?? `Photo #${row.photo_number ?? row.current_photoid}`,
    creator_name: row.creator_name,
    license_type: row.license_type,
    price_cents: row.price_cents,
    discounted_price_cents: row.discounted_price_cents,
    refunded_cents: row.refunded_cents,
    image_key: row.image_key,
    amendment: amendmentOf(
      row.upgraded_by_number === null ? null : { number: row.upgraded_by_number, code: row.upgraded_by_code },
      row.upgrade_of_number === null ? null : { number: row.upgrade_of_number, code: row.upgrade_of_code },
    ),
  }));
}

interface OrderReference {
  number: number;
  code: string | null;
}

const certificateOf = (code: string | null) => (code ? `, certificate ${formatCertificateCode(code)}` : '');

/** The sentence a certificate prints under an amended or amending line; null for neither. */
function amendmentOf(upgradedBy: OrderReference | null, upgradeOf: OrderReference | null): string | null {
  if (upgradedBy)
    return `Upgraded to hero usage after purchase: order ${formatOrderNumber(upgradedBy.number)}${certificateOf(upgradedBy.code)}`;
  if (upgradeOf)
    return `Amends the background-dressing licence of order ${formatOrderNumber(upgradeOf.number)}${certificateOf(upgradeOf.code)}`;
  return null;
}

/** Where anyone checks a certificate: `{APP_URL}/verify/{A1B2-C3D4-E5F6}`. */
export function verifyUrlOf(appUrl: string, code: string): string {
  return new URL(paths.verifyCertificate.href({ code: formatCertificateCode(code) }), appUrl).toString();
}

/** A refund of any amount ends the line's licence (refunds are of whole lines, spec §9). */
const isRefunded = (line: { refunded_cents: number }) => line.refunded_cents > 0;

/**
 * The owner's paid order as its invoice and certificate print it. NOT_FOUND for an order that is
 * not theirs, and for one without documents yet (never paid).
 */
export async function loadOrderDocument(
  handle: DatabaseHandle,
  owner: Owner,
  orderId: string,
  appUrl: string,
  seller: Seller,
): Promise<OrderDocument> {
  const [order] = await handle.db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      created_at: orders.createdAt,
      paid_at: orders.paidAt,
      production_title: orders.productionTitle,
      company_name: orders.companyName,
      project_name: orders.projectName,
      billing_name: orders.billingName,
      billing_address: orders.billingAddress,
      billing_email: orders.billingEmail,
      account_email: user.email,
      billing_country: orders.billingCountry,
      po_number: orders.poNumber,
      ...orderAmountFields,
      certificate_code: orders.certificateCode,
    })
    .from(orders)
    .leftJoin(user, eq(user.id, orders.userId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, owner.userId)));
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  if (!DOCUMENTED.includes(order.status) || !order.certificate_code)
    throw new AppError('NOT_FOUND', NO_DOCUMENTS_MESSAGE);
  const lines = await documentLines(
    handle.db,
    and(eq(orderItems.orderId, orderId), eq(orders.userId, owner.userId)),
  );
  const clearances = await clearanceLinesOf(
    handle.db,
    lines.map((line) => line.photo_id),
  );
  return {
    orderId: order.id,
    orderNumber: formatOrderNumber(order.number),
    status: order.status,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    productionTitle: order.production_title,
    company: order.company_name,
    projectName: order.project_name,
    billingName: order.billing_name,
    billingAddress: order.billing_address,
    billingEmail: order.billing_email ?? order.account_email,
    billingCountry: order.billing_country,
    poNumber: order.po_number,
    subtotalCents: order.subtotal_cents,
    discountPercent: order.discount_percent,
    discountCents: order.discount_cents,
    taxCents: order.tax_cents,
    taxRateBp: order.tax_rate_bp,
    totalCents: order.total_cents,
    refundedCents: order.refunded_cents,
    seller,
    certificateCode: formatCertificateCode(order.certificate_code),
    verifyUrl: verifyUrlOf(appUrl, order.certificate_code),
    lines: lines.map(
      (line): DocumentLine => ({
        photoid: line.photoid,
        title: line.title,
        creatorName: line.creator_name,
        licenseType: line.license_type,
        priceCents: line.price_cents,
        discountCents: line.price_cents - line.discounted_price_cents,
        amountCents: line.discounted_price_cents,
        refundedCents: line.refunded_cents,
        refunded: isRefunded(line),
        imageKey: line.image_key,
        amendment: line.amendment,
        clearance: clearances.get(line.photo_id) ?? null,
      }),
    ),
  };
}

/** The certificate's clearance lines of each cleared photo of an order. */
async function clearanceLinesOf(db: Database, photoIds: string[]): Promise<Map<string, string[]>> {
  const unique = [...new Set(photoIds)];
  const found = await Promise.all(unique.map((id) => publicClearance(db, id)));
  return new Map(unique.flatMap((id, i) => (found[i] ? [[id, found[i].lines] as const] : [])));
}

/** Valid: every line licensed; partially_refunded: some lines refunded; refunded: none licensed any more. */
export type CertificateStatus = 'valid' | 'partially_refunded' | 'refunded';

/** GET /api/verify/:code: what the certificate shows, never the buyer's e-mail, address or prices. */
export interface CertificateVerification {
  certificate_code: string;
  order_number: string;
  /** When the certificate was issued (the order was paid). */
  issued_at: string;
  production_title: string | null;
  company: string | null;
  status: CertificateStatus;
  items: {
    photoid: number;
    title: string;
    creator_name: string | null;
    license_type: LicenseType;
    refunded: boolean;
    /** An upgrade to hero usage that amended this line, or the licence this line upgrades. */
    amendment: string | null;
  }[];
}

/** Anyone may check a certificate by its code ("A1B2-C3D4-E5F6" or without dashes, any case). */
export async function verifyCertificate(
  handle: DatabaseHandle,
  code: string,
): Promise<CertificateVerification> {
  if (!isCertificateCode(code)) throw new AppError('NOT_FOUND', NO_CERTIFICATE_MESSAGE);
  const plain = code.replace(/-/g, '').toUpperCase();
  const [order] = await handle.db
    .select({
      id: orders.id,
      number: orders.number,
      paid_at: orders.paidAt,
      created_at: orders.createdAt,
      production_title: orders.productionTitle,
      company_name: orders.companyName,
    })
    .from(orders)
    .where(and(eq(orders.certificateCode, plain), inArray(orders.status, DOCUMENTED)));
  if (!order) throw new AppError('NOT_FOUND', NO_CERTIFICATE_MESSAGE);
  const lines = await documentLines(handle.db, eq(orderItems.orderId, order.id));
  const refunded = lines.filter(isRefunded).length;
  return {
    certificate_code: formatCertificateCode(plain),
    order_number: formatOrderNumber(order.number),
    issued_at: (order.paid_at ?? order.created_at).toISOString(),
    production_title: order.production_title,
    company: order.company_name,
    status: refunded === 0 ? 'valid' : refunded === lines.length ? 'refunded' : 'partially_refunded',
    items: lines.map((line) => ({
      photoid: line.photoid,
      title: line.title,
      creator_name: line.creator_name,
      license_type: line.license_type,
      refunded: isRefunded(line),
      amendment: line.amendment,
    })),
  };
}
