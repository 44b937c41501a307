import type { CartLine, CartSummary } from './cart';
import { ENTITY_NAME_MAX, normalizeName } from './entity-names';
import { isDisplayText } from './plain-text';
import type { LicenseType } from './pricing';
import { isCountryCode, type TaxMode } from './tax';

/**
 * Checkout and orders (issue 13) as the API answers them and the web shows them. The server
 * prices every figure with `priceCart`; the page sends back only the quote's fingerprint, so a
 * price or publication change between the cart and the pay button is shown, never applied
 * silently.
 */

/** GET /api/checkout: what paying now would license, and for how much. */
export interface CheckoutQuote {
  /** The cart's lines whose photo is still published: what the order will hold. */
  items: CartLine[];
  /** Lines whose photo was withdrawn: shown apart, never charged. */
  unavailable: CartLine[];
  summary: CartSummary;
  /** Changes whenever a line, licence, price or publication changes; POST /api/checkout sends it back. */
  fingerprint: string;
  /** True when no payment provider is configured (production without Stripe): the page says so. */
  payments_unavailable: boolean;
  /** 'stripe' or 'test' (the built-in test provider outside production). */
  provider: PaymentProviderName | null;
  /** How tax is priced: the configured rate per billing country, or Stripe Tax on Stripe's page. */
  tax: TaxMode;
  /**
   * What the buyer typed for their last attempt that ended without payment (declined, left, or
   * still awaiting payment), to fill the form again; null when the last order was paid or there is none.
   */
  draft: CheckoutDraft | null;
}

/** The checkout form as an earlier unpaid attempt left it (the order's own snapshot). */
export interface CheckoutDraft {
  /** Null when that project has been deleted since. */
  project_id: string | null;
  production_title: string;
  company: string;
  billing_name: string;
  billing_address: string;
  billing_country: string | null;
  po_number: string;
  /** The terms were accepted for that attempt. */
  accept_terms: boolean;
}

export type PaymentProviderName = 'stripe' | 'test';

/** POST /api/checkout body. */
export interface CheckoutRequest {
  /** One per checkout attempt (the page makes it when it opens): a repeated request answers the same order. */
  idempotency_key: string;
  /** The quote the buyer saw. */
  fingerprint: string;
  /** The owner's project the licences are for. */
  project_id: string;
  /** Printed on the licence certificate. */
  production_title: string;
  /** Printed on the licence certificate; the project's company by default. */
  company: string;
  billing_name: string;
  billing_address: string;
  /** ISO 3166-1 alpha-2: decides the tax rate (or Stripe Tax's). */
  billing_country: string;
  /** Optional purchase-order number, printed on the invoice. */
  po_number?: string;
  /** Must be true: the buyer accepts the licence terms (/license). */
  accept_terms: boolean;
}

/** POST /api/checkout answer: where the buyer pays. */
export interface CheckoutStarted {
  order_id: string;
  order_number: string;
  /** The provider's page (Stripe Checkout, or /checkout/test-payment/{session} of the test provider). */
  payment_url: string;
}

/** 409 `changed` of POST /api/checkout: the quote as it is now; the page shows what differs. */
export interface CheckoutChanged {
  error: { code: 'changed'; message: string };
  quote: CheckoutQuote;
}

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'refunded',
  'partially_refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
};

export interface OrderLine {
  id: string;
  photo_id: string;
  /** The photo's #photoid, title and creator as they were when the order was placed. */
  photoid: number;
  title: string | null;
  creator_name: string | null;
  thumbnail_url: string | null;
  license_type: LicenseType;
  price_cents: number;
  /** The line's share of the volume discount. */
  discount_cents: number;
  /** What the line cost: price_cents - discount_cents. */
  discounted_price_cents: number;
  /** The line's share of the order's tax, given back with it on a refund. */
  tax_cents: number;
  refunded_cents: number;
}

export interface OrderEvent {
  status: OrderStatus;
  note: string | null;
  created_at: string;
}

/** GET /api/orders/:id (the owner only). */
export interface OrderDetail {
  id: string;
  /** e.g. "BD-100042": what the buyer, the invoice and support quote. */
  order_number: string;
  status: OrderStatus;
  currency: 'usd';
  subtotal_cents: number;
  discount_percent: number;
  discount_cents: number;
  /** Tax charged, included in total_cents; its rate in basis points (0 when Stripe Tax computed it). */
  tax_cents: number;
  tax_rate_bp: number;
  total_cents: number;
  refunded_cents: number;
  project_id: string | null;
  project_name: string | null;
  production_title: string | null;
  company: string | null;
  billing_name: string | null;
  billing_address: string | null;
  billing_country: string | null;
  po_number: string | null;
  created_at: string;
  paid_at: string | null;
  /** Set while the order awaits payment: the buyer can go back to the provider's page. */
  payment_url: string | null;
  /**
   * The provider took an amount other than the order's total (settle-order's amount check): the
   * money is held for review and nothing is licensed. The buyer is told so, never asked to pay again.
   */
  payment_held: boolean;
  /** The licence certificate's code once paid ("A1B2-C3D4-E5F6"), checkable at /verify/{code}. */
  certificate_code: string | null;
  items: OrderLine[];
  /** The status history, oldest first. */
  events: OrderEvent[];
}

/** GET /api/orders: the owner's orders, newest first. */
export interface OrderSummary {
  id: string;
  order_number: string;
  status: OrderStatus;
  total_cents: number;
  item_count: number;
  production_title: string | null;
  project_name: string | null;
  created_at: string;
  paid_at: string | null;
}

/** GET /api/checkout/test-payments/:session — the built-in test provider's page reads this. */
export interface TestPaymentSession {
  id: string;
  order_id: string;
  order_number: string;
  amount_cents: number;
  status: 'open' | 'complete' | 'failed' | 'expired';
}

/** What the test provider's page can do; each goes through the same webhook-style confirmation. */
export const TEST_PAYMENT_OUTCOMES = ['pay', 'fail', 'abandon'] as const;
export type TestPaymentOutcome = (typeof TEST_PAYMENT_OUTCOMES)[number];

/** "a1b2c3d4e5f6", "A1B2-C3D4-E5F6" → "A1B2-C3D4-E5F6": how certificates print it and URLs carry it. */
export function formatCertificateCode(code: string): string {
  const plain = code.replace(/-/g, '').toUpperCase();
  return `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8, 12)}`;
}

/** Order numbers are the order's sequence number with a prefix: 100042 → "BD-100042". */
export function formatOrderNumber(sequence: number): string {
  return `BD-${sequence}`;
}

/** Limits of the checkout form's fields (the server's schema and the form's hints). */
export const CHECKOUT_LIMITS = {
  productionTitle: 200,
  company: ENTITY_NAME_MAX,
  billingName: ENTITY_NAME_MAX,
  billingAddress: 500,
  poNumber: 50,
} as const;

/** The checkout's messages, shared by the form and the API. */
export const CHECKOUT_MESSAGES = {
  emptyCart: 'Your cart is empty',
  changed:
    'Your cart changed since you opened checkout. Check the new prices and photos below, then pay again.',
  termsRequired: 'Please accept the licence terms to continue',
  productionTitleRequired: 'Enter the production title to print on the licence',
  productionTitleTooLong: 'The production title must be at most 200 characters',
  billingNameTooLong: `The billing name must be at most ${ENTITY_NAME_MAX} characters`,
  invalidCharacters: 'Use letters, numbers and punctuation, without < or >',
  billingNameRequired: 'Enter the name to bill',
  billingAddressRequired: 'Enter the billing address',
  billingAddressTooLong: `The billing address must be at most ${CHECKOUT_LIMITS.billingAddress} characters`,
  projectRequired: 'Choose the project these licences are for',
  countryRequired: 'Choose the billing country',
  poNumberTooLong: `The PO number must be at most ${CHECKOUT_LIMITS.poNumber} characters`,
  paymentsUnavailable: 'Payments are not available right now. Your cart is saved; please try again later.',
  paymentFailed: 'Your payment did not go through. Nothing was charged and your cart is as you left it.',
  paymentCancelled: 'You left the payment page. Nothing was charged and your cart is as you left it.',
} as const;

/** Characters as people count them (code points). */
function length(text: string): number {
  return [...text].length;
}

/**
 * A line of the checkout form: required, at most `max` characters, plain text without < or >
 * (titles like "Ocean's Eleven" keep their apostrophes). Null when it passes.
 */
function lineProblem(value: string, max: number, required: string, tooLong: string): string | null {
  const text = normalizeName(value);
  if (text === '') return required;
  if (length(text) > max) return tooLong;
  if (/[<>]/.test(text) || !isDisplayText(text)) return CHECKOUT_MESSAGES.invalidCharacters;
  return null;
}

export function productionTitleProblem(value: string): string | null {
  return lineProblem(
    value,
    CHECKOUT_LIMITS.productionTitle,
    CHECKOUT_MESSAGES.productionTitleRequired,
    CHECKOUT_MESSAGES.productionTitleTooLong,
  );
}

export function billingNameProblem(value: string): string | null {
  return lineProblem(
    value,
    CHECKOUT_LIMITS.billingName,
    CHECKOUT_MESSAGES.billingNameRequired,
    CHECKOUT_MESSAGES.billingNameTooLong,
  );
}

/** A postal address keeps its line breaks; nothing else may be a control character. */
export function billingAddressProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') return CHECKOUT_MESSAGES.billingAddressRequired;
  if (length(text) > CHECKOUT_LIMITS.billingAddress) return CHECKOUT_MESSAGES.billingAddressTooLong;
  if (/[<>]/.test(text) || !isDisplayText(text.replace(/\r?\n/g, ' ')))
    return CHECKOUT_MESSAGES.invalidCharacters;
  return null;
}

export function billingCountryProblem(value: string | null | undefined): string | null {
  return value && isCountryCode(value) ? null : CHECKOUT_MESSAGES.countryRequired;
}

/** Optional: blank is fine; otherwise one plain line of at most 50 characters. */
export function poNumberProblem(value: string): string | null {
  const text = normalizeName(value);
  if (text === '') return null;
  if (length(text) > CHECKOUT_LIMITS.poNumber) return CHECKOUT_MESSAGES.poNumberTooLong;
  if (/[<>]/.test(text) || !isDisplayText(text)) return CHECKOUT_MESSAGES.invalidCharacters;
  return null;
}
