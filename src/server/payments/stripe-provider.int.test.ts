import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutStarted } from '../../core/checkout';
import { quoteOf, startedOf } from '../../test/checkout-flow';
import { createCartItem, createPhoto, createProject, createUser } from '../../test/factories';
import { FAKE_STRIPE_KEY, type FakeStripe, startFakeStripe } from '../../test/fake-stripe';
import { type Shopper, signUpShopper } from '../../test/shopper';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';
import { messageOf } from '../../test/typed-client';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import type { PaymentProvider } from './payment-provider';
import { createPaymentProvider } from './payment-services';
import { createStripeProvider } from './stripe-provider';

type App = Awaited<ReturnType<typeof createTestApp>>;

const WEBHOOK_SECRET = 'whsec_test_backdrop_0123456789';
const APP_URL = 'http://localhost:3000';

/**
 * Issue 13 item 3: Stripe Checkout through the official SDK, against the fake Stripe API
 * (src/test/fake-stripe.ts); webhooks signed with the SDK's own test-header helper.
 */
describe.each(TEST_DATABASES)('Stripe payments on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let fake: FakeStripe;
  let stripe: Stripe;
  let payments: PaymentProvider;
  let buyer: Shopper;
  let projectId = '';
  /** 10 live photos at $10.00 … $50.00. */
  const photoIds: string[] = [];

  const form = (fingerprint: string) => ({
    idempotency_key: `attempt-${crypto.randomUUID()}`,
    fingerprint,
    project_id: projectId,
    production_title: 'Low Tide',
    company: 'Harbour Pictures',
    billing_name: 'Harbour Pictures Ltd',
    billing_address: '1 Quay Street\nBristol BS1 4DJ',
    billing_country: 'GB',
    accept_terms: true as const,
  });

  async function fillCart(count: number) {
    for (const photoId of photoIds.slice(0, count))
      await createCartItem(db.handle, { userId: buyer.id, photoId });
  }

  async function fingerprint(): Promise<string> {
    return (await quoteOf(buyer.client)).fingerprint;
  }

  /** The buyer checks out through the app and is sent to Stripe's page. */
  async function checkout(): Promise<CheckoutStarted & { ref: string }> {
    const answer = await buyer.client.checkout.$post({ json: form(await fingerprint()) });
    expect(answer.status).toBe(201);
    const started = await startedOf(answer);
    return { ...started, ref: started.payment_url.split('/').at(-1) ?? '' };
  }

  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    });

  /** Raw: Stripe posts its own signed body, which no typed client sends. */
  async function deliver(payload: string, signature: string | null = sign(payload)) {
    const response = await app.request('/api/payments/webhooks/stripe', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
      },
      body: payload,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const orderOf = async (id: string) => (await buyer.client.orders[':id'].$get({ param: { id } })).json();
  /** An admin's refund of `itemIds`, as the back office's refund dialog sends it. */
  const refund = (admin: Shopper, orderId: string, itemIds: (string | undefined)[], reason: string) =>
    admin.client.admin.orders[':id'].refunds.$post({
      param: { id: orderId },
      json: { item_ids: itemIds.map((id) => id ?? ''), reason },
    });
  /** A signed-up account made an admin, as the back office's people are. */
  async function signUpAdmin(email: string) {
    const admin = await signUpShopper(app, db.handle, email, 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where id = $1`, [admin.id]);
    return admin;
  }
  const countRows = async (table: string, where = 'true', params: unknown[] = []) =>
    (await db.handle.raw<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params))[0]
      ?.n;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    fake = await startFakeStripe();
    stripe = fake.client();
    payments = createStripeProvider({
      secretKey: FAKE_STRIPE_KEY,
      webhookSecret: WEBHOOK_SECRET,
      appUrl: APP_URL,
      stripe,
    });
    app = await createTestApp(db.handle, { payments });
    const creator = await createUser(db.handle);
    for (let index = 0; index < 10; index++) {
      const photo = await createPhoto(db.handle, {
        creatorId: creator.id,
        title: `Harbour ${index}`,
        price_cents: 1000 * ((index % 5) + 1),
      });
      photoIds.push(photo.id);
    }
    buyer = await signUpShopper(app, db.handle, 'stripe-buyer@example.test', 'Bea');
    projectId = (await createProject(db.handle, { userId: buyer.id, name: 'Low Tide' })).id;
  });
  afterAll(async () => {
    await fake?.close();
    await db?.drop();
  });
  beforeEach(async () => {
    for (const table of ['cart_items', 'purchases', 'payments', 'payment_events', 'orders'])
      await db.handle.raw(`delete from ${table}`);
  });

  it('sends the buyer to a Stripe Checkout session for the order’s total, made with the order’s idempotency key', async () => {
    await fillCart(3); // $10 + $20 + $30
    const before = fake.createRequests.length;
    const started = await checkout();
    expect(started.payment_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test_[0-9a-f]{32}$/);
    expect(await quoteOf(buyer.client)).toMatchObject({
      provider: 'stripe',
    });
    const session = fake.sessions.get(started.ref);
    expect(session).toMatchObject({
      mode: 'payment',
      status: 'open',
      amount_total: 6000,
      currency: 'usd',
      client_reference_id: started.order_id,
      metadata: { order_id: started.order_id },
      success_url: `${APP_URL}/checkout/success?order=${started.order_id}`,
      cancel_url: `${APP_URL}/checkout?payment=cancelled`,
    });
    const lifetime = (session?.expires_at ?? 0) - Math.floor(Date.now() / 1000);
    expect(lifetime).toBeGreaterThanOrEqual(30 * 60);
    expect(lifetime).toBeLessThanOrEqual(31 * 60);
    const sent = fake.createRequests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.idempotencyKey).toBe(`checkout-session-${started.order_id}`);
    expect(sent[0]?.params.line_items).toEqual([
      {
        quantity: '1',
        price_data: {
          currency: 'usd',
          unit_amount: '6000',
          product_data: { name: `Backdrop licences — ${started.order_number}` },
          tax_behavior: 'exclusive',
        },
      },
    ]);
    // Stripe Tax (issue 22): Stripe adds the tax for the address it collects on its page.
    expect(sent[0]?.params.automatic_tax).toEqual({ enabled: 'true' });
    expect(sent[0]?.params.billing_address_collection).toBe('required');
    expect(await orderOf(started.order_id)).toMatchObject({ status: 'pending', total_cents: 6000 });
  });

  it('a double submit makes one session: the same attempt twice, and the provider asked twice for one order', async () => {
    await fillCart(2);
    const created = fake.createCount;
    const attempt = form(await fingerprint());
    const answers = await Promise.all([1, 2].map(() => buyer.client.checkout.$post({ json: attempt })));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const twice = await Promise.all(answers.map(startedOf));
    expect(twice[1]).toEqual(twice[0]);
    expect(fake.createCount - created).toBe(1);

    // Stripe itself answers a repeated key with its first session (a retry after a lost answer),
    // provided the parameters are the same: seconds later, the expiry sent must not have moved.
    const orderId = twice[0]?.order_id ?? '';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5_000);
    try {
      const again = await payments.createSession({
        orderId,
        orderNumber: twice[0]?.order_number ?? '',
        amountCents: 3000,
        customerEmail: 'stripe-buyer@example.test',
        successUrl: `${APP_URL}/checkout/success?order=${orderId}`,
        cancelUrl: `${APP_URL}/checkout?payment=cancelled`,
      });
      expect(again.url).toBe(twice[0]?.payment_url);
    } finally {
      vi.useRealTimers();
    }
    expect(fake.createCount - created).toBe(1);
    expect(await countRows('orders')).toBe(1);
  });

  it('a valid checkout.session.completed pays the order, makes the purchases and empties the cart', async () => {
    await fillCart(3);
    const started = await checkout();
    fake.completeSession(started.ref);
    const event = fake.eventFor(started.ref, 'checkout.session.completed');
    const answer = await deliver(event);
    expect(answer).toEqual({ status: 200, body: { received: true, result: 'processed' } });
    const order = await orderOf(started.order_id);
    expect(order.status).toBe('paid');
    expect(order.events.map((entry) => entry.status)).toEqual(['pending', 'paid']);
    expect(await countRows('purchases', 'user_id = $1 and project_id = $2', [buyer.id, projectId])).toBe(3);
    expect(
      await countRows('payments', `provider = 'stripe' and provider_ref = $1 and amount_cents = 6000`, [
        started.ref,
      ]),
    ).toBe(1);
    expect(
      await countRows('payment_events', `provider = 'stripe' and state = 'processed' and order_id = $1`, [
        started.order_id,
      ]),
    ).toBe(1);
    expect(await countRows('cart_items')).toBe(0);
  });

  it('Stripe Tax: the quote leaves tax to Stripe, and the order records the tax Stripe charged, shared over its lines', async () => {
    await fillCart(3); // $10 + $20 + $30
    const quote = await quoteOf(buyer.client);
    expect(quote.tax).toEqual({ mode: 'stripe' });
    const started = await checkout();
    expect(fake.sessions.get(started.ref)?.amount_total).toBe(6000);
    // The buyer gives a German address on Stripe's page: 19% of $60.00.
    fake.completeSession(started.ref, 'paid', { taxCents: 1140, country: 'DE' });
    await deliver(fake.eventFor(started.ref, 'checkout.session.completed'));
    const order = await orderOf(started.order_id);
    expect(order).toMatchObject({
      status: 'paid',
      subtotal_cents: 6000,
      tax_cents: 1140,
      tax_rate_bp: 0,
      total_cents: 7140,
      billing_country: 'DE',
    });
    const shares = await db.handle.raw<{ tax_cents: number }>(
      'select tax_cents from order_items where order_id = $1 order by price_cents',
      [started.order_id],
    );
    expect(shares.map((row) => row.tax_cents)).toEqual([190, 380, 570]);
    expect(
      await countRows('payments', `provider = 'stripe' and provider_ref = $1 and amount_cents = 7140`, [
        started.ref,
      ]),
    ).toBe(1);

    // A refunded line gives its tax back with it; all lines refunded is the whole total.
    const admin = await signUpAdmin(`taxboss-${crypto.randomUUID()}@example.test`);
    const lines = [...order.items].sort((a, b) => a.price_cents - b.price_cents);
    const first = await refund(admin, started.order_id, [lines[0]?.id], 'Cut from the edit');
    expect(first.status).toBe(200);
    expect(fake.refunds.at(-1)).toMatchObject({ amount: 1000 + 190 });
    await refund(admin, started.order_id, [lines[1]?.id, lines[2]?.id], 'Production cancelled');
    expect(await orderOf(started.order_id)).toMatchObject({ status: 'refunded', refunded_cents: 7140 });
  });

  it('an admin refunds a line through Stripe: one refund of that line’s price, however often it is asked', async () => {
    await fillCart(2);
    const started = await checkout();
    fake.completeSession(started.ref);
    await deliver(fake.eventFor(started.ref, 'checkout.session.completed'));
    const admin = await signUpAdmin(`boss-${crypto.randomUUID()}@example.test`);
    const line = (await orderOf(started.order_id)).items[0];
    const twice = await Promise.all(
      [1, 2].map(() => refund(admin, started.order_id, [line?.id], 'Cut from the edit')),
    );
    // A double click: both answer the refunded order; the money goes back once.
    expect(twice.map((answer) => answer.status)).toEqual([200, 200]);
    expect(
      fake.refunds.filter(
        (refund) => refund.payment_intent === fake.sessions.get(started.ref)?.payment_intent,
      ),
    ).toEqual([expect.objectContaining({ amount: line?.discounted_price_cents, status: 'succeeded' })]);
    expect(await orderOf(started.order_id)).toMatchObject({
      status: 'partially_refunded',
      refunded_cents: line?.discounted_price_cents,
    });
  });

  it('a forged event is refused with 400 and stored nowhere', async () => {
    await fillCart(1);
    const started = await checkout();
    fake.completeSession(started.ref);
    const event = fake.eventFor(started.ref, 'checkout.session.completed');
    const wrongSecret = await deliver(event, sign(event, { secret: 'whsec_not_ours' }));
    expect(wrongSecret.status).toBe(400);
    expect(messageOf(wrongSecret.body)).toBe('The signature does not match the event');
    const otherBody = await deliver(event, sign(fake.eventFor(started.ref, 'checkout.session.completed')));
    expect(otherBody.status).toBe(400);
    const unsigned = await deliver(event, null);
    expect(unsigned.status).toBe(400);
    expect(messageOf(unsigned.body)).toBe('No valid signature');
    expect((await deliver(event, 'garbage')).status).toBe(400);
    expect(await countRows('payment_events')).toBe(0);
    expect((await orderOf(started.order_id)).status).toBe('pending');
    expect(await countRows('purchases')).toBe(0);
  });

  it('a stale event (signed 10 minutes ago) is refused with 400 and stored nowhere', async () => {
    await fillCart(1);
    const started = await checkout();
    fake.completeSession(started.ref);
    const event = fake.eventFor(started.ref, 'checkout.session.completed');
    const stale = await deliver(event, sign(event, { timestamp: Math.floor(Date.now() / 1000) - 600 }));
    expect(stale.status).toBe(400);
    expect(messageOf(stale.body)).toBe('The event is too old');
    expect(await countRows('payment_events')).toBe(0);
    expect((await orderOf(started.order_id)).status).toBe('pending');
  });

  it('the same event delivered twice does nothing the second time', async () => {
    await fillCart(2);
    const started = await checkout();
    fake.completeSession(started.ref);
    const event = fake.eventFor(started.ref, 'checkout.session.completed');
    expect((await deliver(event)).body.result).toBe('processed');
    // Stripe re-signs a redelivery: same event id, a fresh signature.
    expect(
      (await deliver(event, sign(event, { timestamp: Math.floor(Date.now() / 1000) + 1 }))).body.result,
    ).toBe('duplicate');
    expect(await countRows('payment_events')).toBe(1);
    expect(await countRows('payments')).toBe(1);
    expect(await countRows('purchases')).toBe(2);
    expect(await countRows('order_events', 'order_id = $1', [started.order_id])).toBe(2);
  });

  it('reversed order: an expiry delivered after the payment leaves the order paid', async () => {
    await fillCart(2);
    const started = await checkout();
    const expiredEarlier = fake.eventFor(started.ref, 'checkout.session.expired');
    fake.completeSession(started.ref);
    expect((await deliver(fake.eventFor(started.ref, 'checkout.session.completed'))).body.result).toBe(
      'processed',
    );
    expect((await deliver(expiredEarlier)).body.result).toBe('ignored');
    expect((await orderOf(started.order_id)).status).toBe('paid');
    expect(await countRows('purchases')).toBe(2);
    expect(await countRows('payment_events')).toBe(2);
  });

  it('reversed order: a completion delivered before the money is ignored; the success page’s refresh settles it once paid', async () => {
    await fillCart(2);
    const started = await checkout();
    const early = await deliver(fake.eventFor(started.ref, 'checkout.session.completed'));
    expect(early.body.result).toBe('ignored');
    expect((await orderOf(started.order_id)).status).toBe('pending');
    expect(await countRows('cart_items')).toBe(2);

    fake.completeSession(started.ref); // paid at Stripe; its own event is lost
    const refreshed = await buyer.client.orders[':id'].refresh.$post({ param: { id: started.order_id } });
    expect(refreshed.status).toBe(200);
    expect((await refreshed.json()).status).toBe('paid');
    expect(await countRows('purchases')).toBe(2);
    expect(await countRows('payments')).toBe(1);
    expect(await countRows('cart_items')).toBe(0);
  });

  it('a bank debit: complete but unpaid stays pending until async_payment_succeeded, and the session says paid', async () => {
    await fillCart(1);
    const started = await checkout();
    fake.completeSession(started.ref, 'unpaid');
    expect((await deliver(fake.eventFor(started.ref, 'checkout.session.completed'))).body.result).toBe(
      'ignored',
    );
    expect((await orderOf(started.order_id)).status).toBe('pending');
    fake.completeSession(started.ref, 'paid');
    const succeeded = fake.eventFor(started.ref, 'checkout.session.async_payment_succeeded');
    expect((await deliver(succeeded)).body.result).toBe('processed');
    expect((await orderOf(started.order_id)).status).toBe('paid');
  });

  it('a bank debit that fails: the order fails, nothing is charged, the cart stays, and the buyer can pay again', async () => {
    await fillCart(2);
    const started = await checkout();
    fake.completeSession(started.ref, 'unpaid');
    await deliver(fake.eventFor(started.ref, 'checkout.session.completed'));
    fake.failPayment(started.ref);
    const failed = fake.eventFor(started.ref, 'checkout.session.async_payment_failed');
    expect((await deliver(failed)).body.result).toBe('processed');
    expect((await orderOf(started.order_id)).status).toBe('failed');
    expect(await countRows('cart_items')).toBe(2);
    expect(await countRows('purchases')).toBe(0);
    const again = await checkout();
    expect(again.order_id).not.toBe(started.order_id);
    expect(again.ref).not.toBe(started.ref);
  });

  it('an abandoned session: the expiry cancels the order and leaves the cart; a changed cart closes the old page', async () => {
    await fillCart(2);
    const first = await checkout();
    await createCartItem(db.handle, { userId: buyer.id, photoId: photoIds[5] ?? '' });
    const second = await checkout();
    expect(second.order_id).not.toBe(first.order_id);
    expect(fake.sessions.get(first.ref)?.status).toBe('expired');
    expect((await orderOf(first.order_id)).status).toBe('cancelled');

    await payments.expireSession(second.ref); // Stripe expires it after 30 minutes unpaid
    expect((await deliver(fake.eventFor(second.ref, 'checkout.session.expired'))).body.result).toBe(
      'processed',
    );
    expect((await orderOf(second.order_id)).status).toBe('cancelled');
    expect(await countRows('cart_items')).toBe(3);
    expect(await countRows('purchases')).toBe(0);
  });

  it('the adapter: an unknown session reads as none, expiring a closed session is no error, other events are ignored', async () => {
    expect(await payments.getSession('cs_test_nope')).toBeNull();
    await fillCart(1);
    const started = await checkout();
    fake.completeSession(started.ref);
    await expect(payments.expireSession(started.ref)).resolves.toBeUndefined();
    expect(await payments.getSession(started.ref)).toMatchObject({
      ref: started.ref,
      status: 'complete',
      paid: true,
      amountCents: 1000,
    });
    const other = JSON.stringify({
      id: 'evt_test_other',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_test_1', object: 'payment_intent' } },
    });
    expect((await deliver(other)).body).toEqual({ received: true, result: 'ignored' });
    expect(payments.verifyEvent(other, sign(other))).toMatchObject({
      id: 'evt_test_other',
      type: 'payment_intent.succeeded',
      sessionRef: null,
    });
  });

  it('the configuration chooses: Stripe with both Stripe secrets, a refusal to start with the key alone, else the test provider', () => {
    const logger = createLogger({ level: 'silent', pretty: false });
    const choose = (env: Record<string, string>) =>
      createPaymentProvider(
        loadConfig({ NODE_ENV: 'development', APP_URL, ...env }),
        db.handle,
        'auth-secret',
        logger,
      );
    expect(choose({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })?.name).toBe('stripe');
    expect(() => choose({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      'Configuration error: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set.',
    );
    expect(choose({})?.name).toBe('test');
  });
});
