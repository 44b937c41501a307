import type { UnpricedCartLine } from '../../core/cart';
import type { CheckoutQuote, OrderDetail, OrderLine, OrderStatus } from '../../core/checkout';
import { testCartAnswer, testCartLine } from './cart-answers';

const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const testOrderId = (n: number) => uuid('0a000000', n);

/**
 * The answer of `GET /api/checkout` for these cart rows, priced as the server prices them: the
 * live lines to license, the withdrawn ones apart. The fingerprint names the lines, licences and
 * prices, so a different quote has a different one.
 */
export function testQuote(
  lines: readonly UnpricedCartLine[],
  options: Partial<Pick<CheckoutQuote, 'payments_unavailable' | 'provider' | 'tax' | 'draft'>> = {},
): CheckoutQuote {
  const cart = testCartAnswer(lines);
  const items = cart.items.filter((line) => line.available);
  const fingerprint = cart.items
    .map((line) => `${line.id}:${line.license_type}:${line.price_cents}:${line.available}`)
    .join('|');
  return {
    items,
    unavailable: cart.items.filter((line) => !line.available),
    summary: cart.summary,
    fingerprint: `fp-${fingerprint.length}-${fingerprint}`,
    payments_unavailable: options.payments_unavailable ?? false,
    provider: options.provider === undefined ? 'test' : options.provider,
    tax: options.tax ?? { mode: 'rates', rates: {} },
    draft: options.draft ?? null,
  };
}

/** `count` photos numbered 1…count at $45 with background dressing. */
export const testQuoteOf = (count: number) =>
  testQuote(Array.from({ length: count }, (_, index) => testCartLine(index + 1)));

export function testOrderLine(photoid: number, overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: uuid('0b000000', photoid),
    photo_id: uuid('00000000', photoid),
    photoid,
    title: `Kitchen ${photoid}`,
    creator_name: 'The Okafor family',
    thumbnail_url: `/media/thumb/${photoid}.jpg`,
    license_type: 'background-dressing',
    price_cents: 4500,
    discount_cents: 0,
    discounted_price_cents: 4500,
    tax_cents: 0,
    refunded_cents: 0,
    ...overrides,
  };
}

/** An order of photos 1 and 2 at $45 each for "Night Shift" (Acme Films), in `status`. */
export function testOrder(status: OrderStatus = 'paid', overrides: Partial<OrderDetail> = {}): OrderDetail {
  const paid = status !== 'pending' && status !== 'failed' && status !== 'cancelled';
  return {
    id: testOrderId(1),
    order_number: 'BD-100042',
    status,
    currency: 'usd',
    subtotal_cents: 9000,
    discount_percent: 0,
    discount_cents: 0,
    tax_cents: 0,
    tax_rate_bp: 0,
    total_cents: 9000,
    refunded_cents: 0,
    project_id: 'd0000000-0000-4000-8000-000000000001',
    project_name: 'Season 2',
    production_title: 'Night Shift',
    company: 'Acme Films',
    billing_name: 'Morgan Reyes',
    billing_address: '1 Studio Way\nBurbank, CA 91505',
    billing_country: 'US',
    po_number: null,
    created_at: '2026-03-04T10:00:00.000Z',
    paid_at: paid ? '2026-03-04T10:02:00.000Z' : null,
    payment_url: status === 'pending' ? '/checkout/test-payment/tps_abc' : null,
    payment_held: false,
    certificate_code: paid ? 'A1B2-C3D4-E5F6' : null,
    items: [testOrderLine(1), testOrderLine(2)],
    events: [
      { status: 'pending', note: null, created_at: '2026-03-04T10:00:00.000Z' },
      ...(paid
        ? [{ status: 'paid' as const, note: 'Test payment', created_at: '2026-03-04T10:02:00.000Z' }]
        : []),
    ],
    ...overrides,
  };
}
