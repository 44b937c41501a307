import type { PaymentProviderName } from '../../core/checkout';

/**
 * One interface for taking payment (ARCHITECTURE.md: Stripe Checkout when configured, the
 * built-in test provider otherwise). The checkout creates a session and sends the buyer to its
 * page; the provider confirms through a signed event; the order is then settled from the
 * session as the provider reports it now, so events that arrive twice or out of order change
 * nothing.
 */

export type ProviderSessionStatus = 'open' | 'complete' | 'failed' | 'expired';

export interface ProviderSession {
  /** The provider's id of the session (Stripe `cs_…`, test `tps_…`). */
  ref: string;
  /** Where the buyer pays. */
  url: string;
  status: ProviderSessionStatus;
  /** True once the money is taken. */
  paid: boolean;
  /** What the buyer pays, tax included. */
  amountCents: number;
  /**
   * Tax the provider computed on its page (Stripe Tax), included in amountCents; null when it
   * computes none and the order's own tax (TAX_RATES) stands.
   */
  taxCents: number | null;
  /** The billing country the provider's tax was computed for (ISO alpha-2), when it knows one. */
  taxCountry: string | null;
}

export interface SessionRequest {
  orderId: string;
  orderNumber: string;
  amountCents: number;
  customerEmail: string | null;
  /** Absolute URLs the provider sends the buyer back to. */
  successUrl: string;
  cancelUrl: string;
}

/** An event whose signature checked out. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The checkout session it is about, when it is about one. */
  sessionRef: string | null;
  payload: unknown;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Idempotent per order: asking twice for one order answers the same session. */
  createSession(request: SessionRequest): Promise<ProviderSession>;
  getSession(ref: string): Promise<ProviderSession | null>;
  /** Closes an open session so it can no longer be paid (a newer checkout replaced it). */
  expireSession(ref: string): Promise<void>;
  /**
   * Gives `amountCents` of a paid session's money back. Idempotent per key: the same key answers
   * the same refund, so a retried or double-clicked refund gives the money back once.
   */
  refund(request: {
    ref: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
  /** Checks the signature and age of a delivered event; throws WebhookSignatureError otherwise. */
  verifyEvent(rawBody: string, signature: string | undefined): ProviderEvent;
}

/** A delivered event that is forged, stale or unreadable: answered 400 and stored nowhere. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** How old a signed event may be (Stripe's default tolerance). */
export const EVENT_TOLERANCE_SECONDS = 300;
