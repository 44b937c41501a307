import type { OrderStatus } from '../../../core/checkout';
import type { LicenseType } from '../../../core/pricing';
import type { Seller } from './seller';

/**
 * What the invoice and the licence certificate print, as plain data: documents.service.ts reads
 * it from the order (its snapshot, never the photo or project as they are today), and the PDF
 * builders draw it without touching the database.
 */

export interface DocumentLine {
  photoid: number;
  title: string;
  creatorName: string | null;
  licenseType: LicenseType;
  /** Before the volume discount, in cents. */
  priceCents: number;
  /** The line's share of the volume discount. */
  discountCents: number;
  /** What the line cost: priceCents - discountCents. */
  amountCents: number;
  refundedCents: number;
  /** A refunded line no longer licenses its photo. */
  refunded: boolean;
  /** The photo's image key (media/image-key.ts), for the certificate's thumbnail. */
  imageKey: string | null;
  /** An upgrade that amended this line, or the licence this line upgrades (printed under it). */
  amendment?: string | null;
  /** The photo's clearance summary, one line each (rights, people, property, exclusions); absent when not cleared. */
  clearance?: string[] | null;
  /** The thumbnail as JPEG; null or absent: the certificate draws a grey box instead. */
  thumbnail?: Buffer | null;
}

export interface OrderDocument {
  orderId: string;
  /** "BD-100042". */
  orderNumber: string;
  status: OrderStatus;
  createdAt: Date;
  paidAt: Date | null;
  productionTitle: string | null;
  company: string | null;
  projectName: string | null;
  billingName: string | null;
  billingAddress: string | null;
  billingEmail: string | null;
  /** ISO code of the billing country, when the buyer gave one. */
  billingCountry: string | null;
  /** The buyer's purchase-order number, when they gave one. */
  poNumber: string | null;
  subtotalCents: number;
  discountPercent: number;
  discountCents: number;
  /** Tax charged (included in totalCents) and its rate in basis points (0 when Stripe Tax computed it). */
  taxCents: number;
  taxRateBp: number;
  totalCents: number;
  refundedCents: number;
  /** Who sold the licences (configuration). */
  seller: Seller;
  /** "A1B2-C3D4-E5F6". */
  certificateCode: string;
  /** `{APP_URL}/verify/{code}`: where anyone checks the certificate. */
  verifyUrl: string;
  lines: DocumentLine[];
}
