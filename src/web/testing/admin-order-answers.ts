import type {
  AdminOrderDetail,
  AdminOrderSummary,
  PaymentDashboard,
  PaymentEventRow,
} from '../../core/admin-orders';
import type { OrderStatus } from '../../core/checkout';
import { testOrder, testOrderId } from './checkout-answers';

/** One row of `GET /api/admin/orders`: order n, BD-{100041 + n}, two photos at $45. */
export function testAdminOrderSummary(
  n: number,
  overrides: Partial<AdminOrderSummary> = {},
): AdminOrderSummary {
  return {
    id: testOrderId(n),
    order_number: `BD-${100041 + n}`,
    status: 'paid',
    buyer_email: `buyer${n}@example.test`,
    buyer_name: `Buyer ${n}`,
    production_title: 'Night Shift',
    company: 'Acme Films',
    total_cents: 9000,
    refunded_cents: 0,
    item_count: 2,
    created_at: '2026-03-04T10:00:00.000Z',
    paid_at: '2026-03-04T10:02:00.000Z',
    ...overrides,
  };
}

/** A provider event; failed ones carry an error. */
export function testPaymentEvent(n: number, overrides: Partial<PaymentEventRow> = {}): PaymentEventRow {
  const state = overrides.state ?? 'processed';
  return {
    id: `e0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    provider: 'stripe',
    event_id: `evt_${n}`,
    type: 'checkout.session.completed',
    state,
    error: state === 'failed' ? 'Order not found for session cs_test_1' : null,
    order_id: testOrderId(1),
    order_number: 'BD-100042',
    received_at: '2026-03-04T10:02:00.000Z',
    ...overrides,
  };
}

/** `GET /api/admin/orders/:id` for the checkout tests' order: its buyer, Stripe payment and one event. */
export function testAdminOrder(
  status: OrderStatus = 'paid',
  overrides: Partial<AdminOrderDetail> = {},
): AdminOrderDetail {
  return {
    ...testOrder(status),
    buyer: { id: 'u-2', email: 'morgan@example.test', name: 'Morgan Reyes' },
    payment: { provider: 'stripe', ref: 'cs_test_a1b2c3' },
    provider_events: [testPaymentEvent(1)],
    ...overrides,
  };
}

/** `GET /api/admin/payments/dashboard` over `days` days: $90 a day on the last two, one refund. */
export function testDashboard(days = 30, overrides: Partial<PaymentDashboard> = {}): PaymentDashboard {
  const start = Date.UTC(2026, 2, 31) - (days - 1) * 86_400_000;
  const revenue_by_day = Array.from({ length: days }, (_, index) => {
    const day = new Date(start + index * 86_400_000).toISOString().slice(0, 10);
    const late = index >= days - 2;
    return {
      day,
      gross_cents: late ? 9000 : 0,
      refunded_cents: index === days - 1 ? 4500 : 0,
      orders: late ? 1 : 0,
    };
  });
  return {
    days,
    revenue_by_day,
    revenue_by_license: [
      { license_type: 'background-dressing', gross_cents: 9000, lines: 2 },
      { license_type: 'hero-usage', gross_cents: 9000, lines: 1 },
    ],
    order_count: 2,
    gross_cents: 18000,
    refunded_cents: 4500,
    refund_count: 1,
    average_order_cents: 9000,
    failed_events: 3,
    ...overrides,
  };
}
