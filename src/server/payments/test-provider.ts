import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TestPaymentOutcome } from '../../core/checkout';
import { paths } from '../../core/paths';
import type { DatabaseHandle } from '../db/client';
import { testPaymentSessions } from '../db/tables';
import {
  EVENT_TOLERANCE_SECONDS,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderSession,
  type ProviderSessionStatus,
  WebhookSignatureError,
} from './payment-provider';

/**
 * The built-in test provider (development and tests, never production): it keeps its sessions in
 * `test_payment_sessions` the way Stripe keeps its own, shows the buyer a clearly marked page
 * instead of a card form, and confirms with events signed like Stripe's (`t=…,v1=HMAC`), which
 * go through the same webhook handling as Stripe's.
 */

export const TEST_SIGNATURE_HEADER = 'backdrop-test-signature';

const SESSION_COLUMNS = {
  id: testPaymentSessions.id,
  amount_cents: testPaymentSessions.amountCents,
  status: testPaymentSessions.status,
};

const EVENT_TYPE: Record<TestPaymentOutcome, string> = {
  pay: 'checkout.session.completed',
  fail: 'checkout.session.async_payment_failed',
  abandon: 'checkout.session.expired',
};

const STATUS_AFTER: Record<TestPaymentOutcome, ProviderSessionStatus> = {
  pay: 'complete',
  fail: 'failed',
  abandon: 'expired',
};

export interface TestProvider extends PaymentProvider {
  /** The buyer's choice on the test page: moves an open session on and returns the signed event to deliver. */
  complete(ref: string, outcome: TestPaymentOutcome): Promise<{ rawBody: string; signature: string } | null>;
  /** Signs an event body as the provider would (tests forge, age and repeat events with it). */
  sign(rawBody: string, timestampSeconds?: number): string;
}

export function isTestProvider(provider: PaymentProvider | null | undefined): provider is TestProvider {
  return provider?.name === 'test' && 'complete' in provider;
}

export function createTestProvider(handle: DatabaseHandle, secret: string): TestProvider {
  const toSession = (row: {
    id: string;
    amount_cents: number;
    status: ProviderSessionStatus;
  }): ProviderSession => ({
    ref: row.id,
    url: paths.testPayment.href({ sessionId: row.id }),
    status: row.status,
    paid: row.status === 'complete',
    amountCents: row.amount_cents,
    taxCents: null,
    taxCountry: null,
  });

  const sign = (rawBody: string, timestampSeconds = Math.floor(Date.now() / 1000)) =>
    `t=${timestampSeconds},v1=${hmac(secret, `${timestampSeconds}.${rawBody}`)}`;

  return {
    name: 'test',
    sign,

    async createSession(request) {
      const id = `tps_${randomBytes(12).toString('hex')}`;
      // One session per order, like Stripe's idempotency key: a second request answers the first's.
      await handle.db
        .insert(testPaymentSessions)
        .values({
          id,
          orderId: request.orderId,
          amountCents: request.amountCents,
          successUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
        })
        .onConflictDoNothing({ target: testPaymentSessions.orderId });
      const [row] = await handle.db
        .select(SESSION_COLUMNS)
        .from(testPaymentSessions)
        .where(eq(testPaymentSessions.orderId, request.orderId));
      if (!row) throw new Error(`test payment session for order ${request.orderId} was not stored`);
      return toSession(row);
    },

    async getSession(ref) {
      const [row] = await handle.db
        .select(SESSION_COLUMNS)
        .from(testPaymentSessions)
        .where(eq(testPaymentSessions.id, ref));
      return row ? toSession(row) : null;
    },

    async expireSession(ref) {
      await handle.db
        .update(testPaymentSessions)
        .set({ status: 'expired', completedAt: sql`now()` })
        .where(and(eq(testPaymentSessions.id, ref), eq(testPaymentSessions.status, 'open')));
    },

    async refund({ ref, idempotencyKey }) {
      const [row] = await handle.db
        .select({ status: testPaymentSessions.status })
        .from(testPaymentSessions)
        .where(eq(testPaymentSessions.id, ref));
      // No money moves here; an order the demo seeded (no session) may still be refunded.
      if (row && row.status !== 'complete') throw new Error(`test session ${ref} was not paid`);
      return { refundId: `tpr_${hmac(secret, idempotencyKey).slice(0, 24)}` };
    },

    async complete(ref, outcome) {
      const [row] = await handle.db
        .update(testPaymentSessions)
        .set({ status: STATUS_AFTER[outcome], completedAt: sql`now()` })
        .where(and(eq(testPaymentSessions.id, ref), eq(testPaymentSessions.status, 'open')))
        .returning({ id: testPaymentSessions.id });
      if (!row) return null;
      const rawBody = JSON.stringify({
        id: `evt_test_${randomBytes(12).toString('hex')}`,
        type: EVENT_TYPE[outcome],
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: ref, object: 'checkout.session' } },
      });
      return { rawBody, signature: sign(rawBody) };
    },

    verifyEvent(rawBody, signature) {
      const parts = new Map(
        (signature ?? '').split(',').map((part) => {
          const [key = '', ...value] = part.split('=');
          return [key.trim(), value.join('=')] as const;
        }),
      );
      const timestamp = Number(parts.get('t'));
      const given = parts.get('v1') ?? '';
      if (!Number.isInteger(timestamp) || given === '') throw new WebhookSignatureError('No valid signature');
      const expected = hmac(secret, `${timestamp}.${rawBody}`);
      if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected)))
        throw new WebhookSignatureError('The signature does not match the event');
      if (Math.abs(Date.now() / 1000 - timestamp) > EVENT_TOLERANCE_SECONDS)
        throw new WebhookSignatureError('The event is too old');
      return readEvent(rawBody);
    },
  };
}

function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** The fields every provider event has: Stripe's shape (`id`, `type`, `data.object`). */
export function readEvent(rawBody: string): ProviderEvent {
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    throw new WebhookSignatureError('The event is not JSON');
  }
  const event = payload as {
    id?: unknown;
    type?: unknown;
    data?: { object?: { id?: unknown; object?: unknown } };
  };
  if (typeof event.id !== 'string' || typeof event.type !== 'string')
    throw new WebhookSignatureError('The event has no id or type');
  const object = event.data?.object;
  const sessionRef =
    object?.object === 'checkout.session' && typeof object.id === 'string' ? object.id : null;
  return { id: event.id, type: event.type, sessionRef, payload };
}
