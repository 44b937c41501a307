import type { OrderStatus } from '../../../core/checkout';
import { formatCertificateCode, formatOrderNumber } from '../../../core/checkout';
import { paths } from '../../../core/paths';
import type { LicenseType } from '../../../core/pricing';
import { isCertificateCode } from '../../../core/route-validity';
import type { Owner } from '../../auth/owner';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../errors';
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

interface OrderRow {
  id: string;
  number: number;
  status: OrderStatus;
  created_at: Date | string;
  paid_at: Date | string | null;
  production_title: string | null;
  company_name: string | null;
  project_name: string | null;
  billing_name: string | null;
  billing_address: string | null;
  billing_email: string | null;
  billing_country: string | null;
  po_number: string | null;
  subtotal_cents: number;
  discount_percent: number;
  discount_cents: number;
  tax_cents: number;
  tax_rate_bp: number;
  total_cents: number;
  refunded_cents: number;
  certificate_code: string | null;
}

/**
 * An upgrade's trace on both orders' lines (issue 13: background dressing upgraded to hero usage
 * after the purchase): the earlier line names the paid upgrade that amended it, the upgrade's line the licence
 * it upgrades.
 */
const AMENDMENT_COLUMNS = `
  (select json_build_object('number', uo.number, 'code', uo.certificate_code, 'paid_at', uo.paid_at)
   from order_items u join orders uo on uo.id = u.order_id
   where u.upgrade_of_item_id = i.id and u.refunded_cents = 0 and uo.status in ('paid', 'partially_refunded')
   order by uo.paid_at limit 1) as upgraded_by,
  (select json_build_object('number', oo.number, 'code', oo.certificate_code)
   from order_items ou join orders oo on oo.id = ou.order_id where ou.id = i.upgrade_of_item_id) as upgrade_of`;

interface AmendmentRows {
  upgraded_by: { number: number; code: string | null; paid_at: string | null } | null;
  upgrade_of: { number: number; code: string | null } | null;
}

const certificateOf = (code: string | null) => (code ? `, certificate ${formatCertificateCode(code)}` : '');

/** The sentence a certificate prints under an amended or amending line; null for neither. */
function amendmentOf(rows: AmendmentRows): string | null {
  if (rows.upgraded_by)
    return `Upgraded to hero usage after purchase: order ${formatOrderNumber(rows.upgraded_by.number)}${certificateOf(rows.upgraded_by.code)}`;
  if (rows.upgrade_of)
    return `Amends the background-dressing licence of order ${formatOrderNumber(rows.upgrade_of.number)}${certificateOf(rows.upgrade_of.code)}`;
  return null;
}

interface LineRow extends AmendmentRows {
  photoid: number;
  title: string | null;
  creator_name: string | null;
  license_type: LicenseType;
  price_cents: number;
  discounted_price_cents: number;
  refunded_cents: number;
  image_key: string | null;
}

/** Where anyone checks a certificate: `{APP_URL}/verify/{A1B2-C3D4-E5F6}`. */
export function verifyUrlOf(appUrl: string, code: string): string {
  return new URL(paths.verifyCertificate.href({ code: formatCertificateCode(code) }), appUrl).toString();
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

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
  const [order] = await handle.raw<OrderRow>(
    `select o.id, o.number, o.status, o.created_at, o.paid_at, o.production_title, o.company_name,
       o.project_name, o.billing_name, o.billing_address, coalesce(o.billing_email, u.email) as billing_email,
       o.billing_country, o.po_number, o.subtotal_cents, o.discount_percent, o.discount_cents, o.tax_cents,
       o.tax_rate_bp, o.total_cents, o.refunded_cents,
       o.certificate_code
     from orders o left join "user" u on u.id = o.user_id
     where o.id = $2 and o.user_id = $1`,
    [owner.userId, orderId],
  );
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  if (!DOCUMENTED.includes(order.status) || !order.certificate_code)
    throw new AppError('NOT_FOUND', NO_DOCUMENTS_MESSAGE);
  const lines = await handle.raw<LineRow>(
    `select coalesce(i.photo_number, p.photoid) as photoid, i.title, i.creator_name, i.license_type,
       i.price_cents, i.discounted_price_cents, i.refunded_cents, p.image_key, ${AMENDMENT_COLUMNS}
     from order_items i
     join orders o on o.id = i.order_id
     left join photos p on p.id = i.photo_id
     where i.order_id = $2 and o.user_id = $1
     order by photoid, i.license_type`,
    [owner.userId, orderId],
  );
  return {
    orderId: order.id,
    orderNumber: formatOrderNumber(order.number),
    status: order.status,
    createdAt: asDate(order.created_at),
    paidAt: order.paid_at === null ? null : asDate(order.paid_at),
    productionTitle: order.production_title,
    company: order.company_name,
    projectName: order.project_name,
    billingName: order.billing_name,
    billingAddress: order.billing_address,
    billingEmail: order.billing_email,
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
        title: line.title ?? `Photo #${line.photoid}`,
        creatorName: line.creator_name,
        licenseType: line.license_type,
        priceCents: line.price_cents,
        discountCents: line.price_cents - line.discounted_price_cents,
        amountCents: line.discounted_price_cents,
        refundedCents: line.refunded_cents,
        refunded: isRefunded(line),
        imageKey: line.image_key,
        amendment: amendmentOf(line),
      }),
    ),
  };
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

interface VerifiedRow {
  id: string;
  number: number;
  paid_at: Date | string | null;
  created_at: Date | string;
  production_title: string | null;
  company_name: string | null;
  certificate_code: string;
}

/** Anyone may check a certificate by its code ("A1B2-C3D4-E5F6" or without dashes, any case). */
export async function verifyCertificate(
  handle: DatabaseHandle,
  code: string,
): Promise<CertificateVerification> {
  if (!isCertificateCode(code)) throw new AppError('NOT_FOUND', NO_CERTIFICATE_MESSAGE);
  const plain = code.replace(/-/g, '').toUpperCase();
  const [order] = await handle.raw<VerifiedRow>(
    `select id, number, paid_at, created_at, production_title, company_name, certificate_code
     from orders where certificate_code = $1 and status = any($2::text[])`,
    [plain, DOCUMENTED],
  );
  if (!order) throw new AppError('NOT_FOUND', NO_CERTIFICATE_MESSAGE);
  const lines = await handle.raw<Omit<LineRow, 'price_cents' | 'discounted_price_cents' | 'image_key'>>(
    `select coalesce(i.photo_number, p.photoid) as photoid, i.title, i.creator_name, i.license_type, i.refunded_cents,
       ${AMENDMENT_COLUMNS}
     from order_items i left join photos p on p.id = i.photo_id
     where i.order_id = $1
     order by photoid, i.license_type`,
    [order.id],
  );
  const refunded = lines.filter(isRefunded).length;
  return {
    certificate_code: formatCertificateCode(order.certificate_code),
    order_number: formatOrderNumber(order.number),
    issued_at: asDate(order.paid_at ?? order.created_at).toISOString(),
    production_title: order.production_title,
    company: order.company_name,
    status: refunded === 0 ? 'valid' : refunded === lines.length ? 'refunded' : 'partially_refunded',
    items: lines.map((line) => ({
      photoid: line.photoid,
      title: line.title ?? `Photo #${line.photoid}`,
      creator_name: line.creator_name,
      license_type: line.license_type,
      refunded: isRefunded(line),
      amendment: amendmentOf(line),
    })),
  };
}
