import type { OrderDetail, OrderStatus, PaymentProviderName } from './checkout';
import type { LicenseType } from './pricing';

/**
 * The back office's view of orders and payments (issue 13 item 7): `/admin/orders`,
 * `/admin/payments` and the payment dashboard. Admin only; every figure in integer cents.
 */

/** GET /api/admin/orders?q=&status=&from=&to=&offset=&limit= — `q`: buyer e-mail or name, order number ("BD-100042" or "100042"), or a photo ("#1042" or words of its title). `from`/`to`: YYYY-MM-DD (UTC, inclusive). */
export interface AdminOrderSummary {
  id: string;
  order_number: string;
  status: OrderStatus;
  buyer_email: string | null;
  buyer_name: string | null;
  production_title: string | null;
  company: string | null;
  total_cents: number;
  refunded_cents: number;
  item_count: number;
  created_at: string;
  paid_at: string | null;
}

export interface AdminOrderList {
  items: AdminOrderSummary[];
  /** Orders matching the filters (exact). */
  total: number;
}

export const ADMIN_ORDERS_PAGE_SIZE = 50;

/** One event a payment provider delivered, with how it was processed. */
export interface PaymentEventRow {
  id: string;
  provider: PaymentProviderName;
  event_id: string;
  type: string;
  /** processed: applied; ignored: nothing to do; failed: see `error`, can be retried. */
  state: 'processed' | 'ignored' | 'failed';
  error: string | null;
  order_id: string | null;
  order_number: string | null;
  received_at: string;
}

/** GET /api/admin/orders/:id. */
export interface AdminOrderDetail extends OrderDetail {
  buyer: { id: string; email: string; name: string | null } | null;
  payment: { provider: PaymentProviderName; ref: string } | null;
  provider_events: PaymentEventRow[];
}

/** POST /api/admin/orders/:id/refunds body: the lines to refund (all of them for a whole order). */
export interface RefundRequest {
  item_ids: string[];
  /** Shown in the order's history. */
  reason: string;
}

/** GET /api/admin/payments?state=&offset= */
export interface PaymentEventList {
  items: PaymentEventRow[];
  total: number;
}

/** GET /api/admin/payments/dashboard?days=30 (7 to 365). */
export interface PaymentDashboard {
  days: number;
  /** One row per day of the period, oldest first, days without orders included (zeros). */
  revenue_by_day: { day: string; gross_cents: number; refunded_cents: number; orders: number }[];
  revenue_by_license: { license_type: LicenseType; gross_cents: number; lines: number }[];
  order_count: number;
  gross_cents: number;
  refunded_cents: number;
  refund_count: number;
  average_order_cents: number;
  /** Provider events that failed to process and wait for a retry. */
  failed_events: number;
}

export const REFUND_MESSAGES = {
  nothingToRefund: 'These lines are refunded already',
  notPaid: 'Only a paid order can be refunded',
  unknownLine: 'A line to refund is not part of this order',
  reasonRequired: 'Give a reason for the refund (the buyer’s order history shows it)',
} as const;

/** The shortest and longest reason a refund takes (the order's history shows it). */
export const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 500;
