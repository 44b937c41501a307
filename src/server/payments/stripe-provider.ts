import Stripe from 'stripe';
import {
  EVENT_TOLERANCE_SECONDS,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderSession,
  type ProviderSessionStatus,
  WebhookSignatureError,
} from './payment-provider';

/**
 * Stripe Checkout behind the payment interface (issue 13 item 3; docs/decisions/011-payments.md).
 * Every create carries an idempotency key derived from the order, so a retried or doubled
 * request answers the session Stripe already made. Webhooks are verified with the SDK against
 * STRIPE_WEBHOOK_SECRET; what an event means is read from the session, never from its type.
 */

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** The site's origin: return URLs are made absolute against it (Stripe refuses relative ones). */
  appUrl: string;
  /** A client of one's own (tests point one at src/test/fake-stripe.ts); by default the real API. */
  stripe?: Stripe;
}

/** Stripe lets a session live 30 minutes at least; a minute more absorbs clock skew and latency. */
const SESSION_LIFETIME_SECONDS = 31 * 60;

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const { webhookSecret, appUrl } = options;
  const stripe =
    options.stripe ??
    new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Backdrop' },
    });
  const expiries = createExpiryMemo();

  async function getSession(ref: string): Promise<ProviderSession | null> {
    try {
      // The payment intent tells a bank debit that failed from one still on its way.
      return toProviderSession(await stripe.checkout.sessions.retrieve(ref, { expand: ['payment_intent'] }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    name: 'stripe',

    async createSession(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: request.amountCents,
                product_data: { name: `Backdrop licences — ${request.orderNumber}` },
                // Prices are before tax: Stripe Tax adds it for the buyer's address (issue 22).
                tax_behavior: 'exclusive',
              },
            },
          ],
          // Stripe Tax computes the tax on Stripe's page from the billing address it collects;
          // the order records what it charged once the session completes (settle-order.ts).
          automatic_tax: { enabled: true },
          billing_address_collection: 'required',
          client_reference_id: request.orderId,
          metadata: { order_id: request.orderId, order_number: request.orderNumber },
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          success_url: new URL(request.successUrl, appUrl).toString(),
          cancel_url: new URL(request.cancelUrl, appUrl).toString(),
          expires_at: expiries.for(request.orderId),
        },
        // One session per order however often it is asked for: Stripe answers a repeated key
        // with the session it made the first time.
        { idempotencyKey: `checkout-session-${request.orderId}` },
      );
      return toProviderSession(session);
    },

    getSession,

    async refund({ ref, amountCents, idempotencyKey }) {
      const session = await stripe.checkout.sessions.retrieve(ref);
      const intent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error(`Stripe session ${ref} has no payment to refund`);
      const refund = await stripe.refunds.create(
        { payment_intent: intent, amount: amountCents },
        { idempotencyKey },
      );
      return { refundId: refund.id };
    },

    async expireSession(ref) {
      try {
        await stripe.checkout.sessions.expire(ref);
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open (paid, or expired already):
        // that is the end this call wanted. Anything else is a real failure.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const session = await getSession(ref);
        if (session && session.status === 'open') throw error;
      }
    },

    verifyEvent(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('No valid signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, EVENT_TOLERANCE_SECONDS);
      } catch (error) {
        throw new WebhookSignatureError(signatureProblem(error));
      }
      return toProviderEvent(event);
    },
  };
}

/**
 * Stripe has no "failed" session: a session whose asynchronous payment (a bank debit) failed
 * stays `complete` with `payment_status: unpaid`, like one still waiting for the money. Its
 * payment intent tells them apart: back to `requires_payment_method` (or `canceled`) means the
 * money will not come, and the session counts as failed.
 */
function toProviderSession(session: Stripe.Checkout.Session): ProviderSession {
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const debitFailed =
    session.status === 'complete' &&
    session.payment_status === 'unpaid' &&
    (intent?.status === 'requires_payment_method' || intent?.status === 'canceled');
  return {
    ref: session.id,
    // Stripe drops the URL once a session is no longer open; nobody is sent there then.
    url: session.url ?? '',
    status: debitFailed ? 'failed' : sessionStatus(session.status),
    paid: session.payment_status === 'paid',
    amountCents: session.amount_total ?? 0,
    taxCents: session.automatic_tax?.enabled ? (session.total_details?.amount_tax ?? 0) : null,
    taxCountry: session.customer_details?.address?.country ?? null,
  };
}

function sessionStatus(status: Stripe.Checkout.Session['status']): ProviderSessionStatus {
  // A status newer than this code (or none) counts as still open, so it changes nothing.
  if (status === 'complete') return 'complete';
  if (status === 'expired') return 'expired';
  return 'open';
}

function toProviderEvent(event: Stripe.Event): ProviderEvent {
  const object = event.data.object as { id?: unknown; object?: unknown };
  const sessionRef =
    event.type.startsWith('checkout.session.') &&
    object.object === 'checkout.session' &&
    typeof object.id === 'string'
      ? object.id
      : null;
  return { id: event.id, type: event.type, sessionRef, payload: event };
}

/** The buyer-facing reason a delivered event was refused, in the test provider's words. */
function signatureProblem(error: unknown): string {
  if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
    if (error.message.includes('tolerance')) return 'The event is too old';
    if (error.message.includes('matching the expected signature'))
      return 'The signature does not match the event';
    return 'No valid signature';
  }
  // The signature held but the body is not an event (not JSON, or a thin v2 notification).
  return 'The event is not readable';
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.statusCode === 404 || error.code === 'resource_missing')
  );
}

/**
 * Stripe replays an idempotent request only when its parameters are the same as the first time,
 * so a second create for one order must send the same `expires_at`: the first one's is kept per
 * order while it can still matter (until it passes). Two servers creating one order's session
 * at the same moment may still disagree: Stripe then refuses the second with an idempotency error
 * (no second session, no second charge) and the buyer's retry finds the stored session.
 */
function createExpiryMemo() {
  const byOrder = new Map<string, number>();
  return {
    for(orderId: string): number {
      const now = Math.floor(Date.now() / 1000);
      for (const [id, expiresAt] of byOrder) if (expiresAt <= now) byOrder.delete(id);
      const known = byOrder.get(orderId);
      if (known) return known;
      const expiresAt = now + SESSION_LIFETIME_SECONDS;
      byOrder.set(orderId, expiresAt);
      return expiresAt;
    },
  };
}
