import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutQuote, CheckoutStarted, OrderDetail } from '../../../core/checkout';
import { CHECKOUT_MESSAGES } from '../../../core/checkout';
import { apiClient, messageOf } from '../../../test/api-client';
import { ORIGIN, signUpByLink } from '../../../test/auth-helpers';
import { checkoutForm, sessionOf } from '../../../test/checkout-flow';
import { createCartItem, createPhoto, createProject, createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { createTestProvider, TEST_SIGNATURE_HEADER, type TestProvider } from '../../payments/test-provider';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** Issue 13 items 1–3: the quote, one order per attempt, the test provider and its signed events. */
describe.each(TEST_DATABASES)('checkout on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let payments: TestProvider;
  let request: ReturnType<typeof apiClient>;
  let buyer = '';
  let buyerId = '';
  let other = '';
  let projectId = '';
  let othersProjectId = '';
  /** 30 live photos at $10.00 … $50.00. */
  const photoIds: string[] = [];

  const form = (overrides: Record<string, unknown> = {}) => checkoutForm(projectId, overrides);

  async function quote(cookie = buyer): Promise<CheckoutQuote> {
    const answer = await request<CheckoutQuote>('GET', '/api/checkout', cookie);
    expect(answer.status).toBe(200);
    return answer.body;
  }

  async function checkout(overrides: Record<string, unknown> = {}, cookie = buyer) {
    const fingerprint = (await quote(cookie)).fingerprint;
    return request<CheckoutStarted>('POST', '/api/checkout', cookie, form({ fingerprint, ...overrides }));
  }

  async function fillCart(
    count: number,
    license: 'background-dressing' | 'hero-usage' = 'background-dressing',
  ) {
    for (const photoId of photoIds.slice(0, count))
      await createCartItem(db.handle, { userId: buyerId, photoId, licenseType: license });
  }

  const countRows = async (table: string, where = 'true', params: unknown[] = []) =>
    (await db.handle.raw<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params))[0]
      ?.n;

  async function deliver(rawBody: string, signature: string) {
    const response = await app.request('/api/payments/webhooks/test', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [TEST_SIGNATURE_HEADER]: signature },
      body: rawBody,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const eventFor = (
    sessionRef: string,
    type = 'checkout.session.completed',
    id = `evt_${crypto.randomUUID()}`,
  ) => JSON.stringify({ id, type, data: { object: { id: sessionRef, object: 'checkout.session' } } });

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    payments = createTestProvider(db.handle, 'test-payments-secret');
    app = await createTestApp(db.handle, { payments });
    request = apiClient(app);
    const creator = await createUser(db.handle);
    for (let index = 0; index < 30; index++) {
      const photo = await createPhoto(db.handle, {
        creatorId: creator.id,
        title: `Kitchen ${index}`,
        price_cents: 1000 * ((index % 5) + 1),
      });
      photoIds.push(photo.id);
    }
    buyer = await signUpByLink(app, 'buyer@example.test', 'Bea');
    other = await signUpByLink(app, 'other@example.test', 'Otto');
    const ids = await db.handle.raw<{ id: string; email: string }>(
      `select id, email from "user" where email like '%@example.test'`,
    );
    buyerId = ids.find((row) => row.email === 'buyer@example.test')?.id ?? '';
    const otherId = ids.find((row) => row.email === 'other@example.test')?.id ?? '';
    projectId = (
      await createProject(db.handle, { userId: buyerId, name: 'Tide Line', company: 'Harbour Pictures' })
    ).id;
    othersProjectId = (await createProject(db.handle, { userId: otherId, name: 'Elsewhere' })).id;
  });
  afterAll(() => db.drop());
  beforeEach(async () => {
    await db.handle.raw('delete from cart_items');
    await db.handle.raw('delete from purchases');
    await db.handle.raw('delete from payments');
    await db.handle.raw('delete from payment_events');
    await db.handle.raw('delete from orders');
    await db.handle.raw(`update photos set photo_status = 'live'`);
  });

  it('quotes the cart as the server prices it: 25 photos reach the 5% tier; a withdrawn photo is listed apart', async () => {
    await fillCart(26);
    await db.handle.raw(`update photos set photo_status = 'draft' where id = $1`, [photoIds[25]]);
    const answer = await quote();
    expect(answer.items).toHaveLength(25);
    expect(answer.unavailable.map((line) => line.photo_id)).toEqual([photoIds[25]]);
    // 5 × ($10 + $20 + $30 + $40 + $50) = $750; 5% off = $712.50.
    expect(answer.summary).toMatchObject({
      item_count: 25,
      subtotal_cents: 75000,
      discount_percent: 5,
      total_cents: 71250,
    });
    expect(answer.fingerprint).toMatch(/^[0-9a-f]{32}$/);
    expect(answer).toMatchObject({ provider: 'test', payments_unavailable: false });
  });

  it('places one pending order that snapshots every line and figure, and leaves the cart as it is', async () => {
    await fillCart(25);
    const answer = await checkout();
    expect(answer.status).toBe(201);
    expect(answer.body.order_number).toMatch(/^BD-\d{6,}$/);
    expect(answer.body.payment_url).toMatch(/^\/checkout\/test-payment\/tps_[0-9a-f]{24}$/);
    const order = await request<OrderDetail>('GET', `/api/orders/${answer.body.order_id}`, buyer);
    expect(order.body).toMatchObject({
      status: 'pending',
      subtotal_cents: 75000,
      discount_percent: 5,
      discount_cents: 3750,
      total_cents: 71250,
      production_title: "The Baker's Dozen",
      company: 'Harbour Pictures',
      project_name: 'Tide Line',
      billing_address: '1 Quay Street\nBristol BS1 4DJ\nUnited Kingdom',
      payment_url: answer.body.payment_url,
    });
    expect(order.body.items).toHaveLength(25);
    expect(order.body.items.reduce((sum, line) => sum + line.discounted_price_cents, 0)).toBe(71250);
    expect(
      order.body.items.every(
        (line) => line.price_cents - line.discount_cents === line.discounted_price_cents,
      ),
    ).toBe(true);
    expect(order.body.events.map((event) => event.status)).toEqual(['pending']);
    expect(await countRows('cart_items')).toBe(25);
  });

  it('refuses an empty cart, a form with mistakes and another buyer’s project, and stores nothing', async () => {
    const empty = await checkout();
    expect(empty.status).toBe(400);
    expect(messageOf(empty.body)).toBe(CHECKOUT_MESSAGES.emptyCart);
    await fillCart(2);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ production_title: '   ' }, 'production_title', CHECKOUT_MESSAGES.productionTitleRequired],
      [{ production_title: 'x'.repeat(201) }, 'production_title', CHECKOUT_MESSAGES.productionTitleTooLong],
      [{ billing_name: '<b>Me</b>' }, 'billing_name', CHECKOUT_MESSAGES.invalidCharacters],
      [{ billing_address: '' }, 'billing_address', CHECKOUT_MESSAGES.billingAddressRequired],
      [{ accept_terms: false }, 'accept_terms', CHECKOUT_MESSAGES.termsRequired],
      [{ company: 'A' }, 'company', 'Company name must be at least 2 characters long'],
      [{ project_id: 'not-a-uuid' }, 'project_id', 'Invalid project_id format - must be valid UUID'],
    ];
    for (const [overrides, field, message] of cases) {
      const answer = await checkout(overrides);
      expect(answer.status, field).toBe(400);
      expect(
        (answer.body as unknown as { error: { fields: Record<string, string> } }).error.fields[field],
      ).toBe(message);
    }
    const foreign = await checkout({ project_id: othersProjectId });
    expect(foreign.status).toBe(404);
    expect(messageOf(foreign.body)).toBe('Project not found');
    expect(await countRows('orders')).toBe(0);
  });

  it('shows a change between the quote and the pay button instead of applying it', async () => {
    await fillCart(3);
    const seen = await quote();
    await db.handle.raw(`update cart_items set license_type = 'hero-usage' where photo_id = $1`, [
      photoIds[0],
    ]);
    await db.handle.raw(`update photos set photo_status = 'draft' where id = $1`, [photoIds[1]]);
    const answer = await request<{ error: { code: string; message: string }; quote: CheckoutQuote }>(
      'POST',
      '/api/checkout',
      buyer,
      form({ fingerprint: seen.fingerprint }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.error).toEqual({ code: 'changed', message: CHECKOUT_MESSAGES.changed });
    expect(answer.body.quote.items.map((line) => line.license_type)).toContain('hero-usage');
    expect(answer.body.quote.unavailable.map((line) => line.photo_id)).toEqual([photoIds[1]]);
    expect(await countRows('orders')).toBe(0);
  });

  it('answers one order per attempt: a double click, two tabs and 20 parallel checkouts of one cart', async () => {
    await fillCart(25);
    const { fingerprint } = await quote();
    const same = form({ fingerprint });
    const twice = await Promise.all(
      [1, 2].map(() => request<CheckoutStarted>('POST', '/api/checkout', buyer, same)),
    );
    expect(twice.map((answer) => answer.status)).toEqual([201, 201]);
    expect(twice[1]?.body.order_id).toBe(twice[0]?.body.order_id);
    const many = await Promise.all(
      Array.from({ length: 20 }, () =>
        request<CheckoutStarted>('POST', '/api/checkout', buyer, form({ fingerprint })),
      ),
    );
    expect(new Set(many.map((answer) => answer.status))).toEqual(new Set([201]));
    expect(new Set(many.map((answer) => answer.body.order_id))).toEqual(new Set([twice[0]?.body.order_id]));
    expect(new Set(many.map((answer) => answer.body.payment_url)).size).toBe(1);
    expect(await countRows('orders')).toBe(1);
    expect(await countRows('test_payment_sessions')).toBe(1);
  });

  it('a cart changed after an order was placed replaces that order and closes its payment page', async () => {
    await fillCart(3);
    const first = await checkout();
    await createCartItem(db.handle, { userId: buyerId, photoId: photoIds[10] ?? '' });
    const second = await checkout();
    expect(second.status).toBe(201);
    expect(second.body.order_id).not.toBe(first.body.order_id);
    const statuses = await db.handle.raw<{ id: string; status: string }>('select id, status from orders');
    expect(statuses.find((row) => row.id === first.body.order_id)?.status).toBe('cancelled');
    expect((await payments.getSession(sessionOf(first.body)))?.status).toBe('expired');
    const pay = await request('POST', `/api/checkout/test-payments/${sessionOf(first.body)}`, buyer, {
      outcome: 'pay',
    });
    expect(pay.status).toBe(200);
    expect(await countRows('purchases')).toBe(0);
  });

  it('paying through the test provider pays the order, makes the purchases and empties only the licensed lines', async () => {
    await fillCart(25);
    const started = await checkout();
    await createCartItem(db.handle, { userId: buyerId, photoId: photoIds[29] ?? '' });
    const session = await request('GET', `/api/checkout/test-payments/${sessionOf(started.body)}`, buyer);
    expect(session.body).toMatchObject({
      order_id: started.body.order_id,
      amount_cents: 71250,
      status: 'open',
    });
    const paid = await request<{ redirect_url: string }>(
      'POST',
      `/api/checkout/test-payments/${sessionOf(started.body)}`,
      buyer,
      { outcome: 'pay' },
    );
    expect(paid.body.redirect_url).toBe(`/checkout/success?order=${started.body.order_id}`);
    const order = await request<OrderDetail>('GET', `/api/orders/${started.body.order_id}`, buyer);
    expect(order.body.status).toBe('paid');
    expect(order.body.payment_url).toBeNull();
    expect(order.body.certificate_code).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(order.body.events.map((event) => event.status)).toEqual(['pending', 'paid']);
    expect(await countRows('purchases', 'user_id = $1 and project_id = $2', [buyerId, projectId])).toBe(25);
    expect(await countRows('payments', `status = 'succeeded' and amount_cents = 71250`)).toBe(1);
    const cart = await db.handle.raw<{ photo_id: string }>('select photo_id from cart_items');
    expect(cart.map((row) => row.photo_id)).toEqual([photoIds[29]]);
    // The confirmation goes out once the order is paid (after the answer: it renders two PDFs).
    await expect
      .poll(
        async () =>
          (
            await db.handle.raw<{ subject: string }>(
              `select subject from mail_outbox where "to" = 'buyer@example.test'`,
            )
          ).map((mail) => mail.subject),
        { timeout: 20_000 },
      )
      .toContain(`Your Backdrop order ${started.body.order_number}: licences for The Baker's Dozen`);
    const list = await request<{ items: { id: string; status: string; item_count: number }[] }>(
      'GET',
      '/api/orders',
      buyer,
    );
    expect(list.body.items).toEqual([
      expect.objectContaining({ id: started.body.order_id, status: 'paid', item_count: 25 }),
    ]);
  });

  it('a declined or abandoned payment leaves the cart as it was, and the buyer can check out again', async () => {
    await fillCart(4);
    for (const [outcome, status, redirect] of [
      ['fail', 'failed', '/checkout?payment=failed'],
      ['abandon', 'cancelled', '/checkout?payment=cancelled'],
    ] as const) {
      const started = await checkout();
      const answer = await request<{ redirect_url: string }>(
        'POST',
        `/api/checkout/test-payments/${sessionOf(started.body)}`,
        buyer,
        { outcome },
      );
      expect(answer.body.redirect_url).toBe(redirect);
      const order = await request<OrderDetail>('GET', `/api/orders/${started.body.order_id}`, buyer);
      expect(order.body.status).toBe(status);
      expect(await countRows('cart_items')).toBe(4);
      expect(await countRows('purchases')).toBe(0);
    }
    expect((await checkout()).status).toBe(201);
    expect(await countRows('orders', `status = 'pending'`)).toBe(1);
  });

  it('the same attempt sent again after it ended answers where it got to', async () => {
    await fillCart(2);
    const { fingerprint } = await quote();
    const attempt = form({ fingerprint });
    const started = await request<CheckoutStarted>('POST', '/api/checkout', buyer, attempt);
    await request('POST', `/api/checkout/test-payments/${sessionOf(started.body)}`, buyer, {
      outcome: 'pay',
    });
    const again = await request<CheckoutStarted>('POST', '/api/checkout', buyer, attempt);
    expect(again.body.payment_url).toBe(`/checkout/success?order=${started.body.order_id}`);

    // Another photo: the two just paid for are licensed for this project now (issue 22).
    await createCartItem(db.handle, { userId: buyerId, photoId: photoIds[2] ?? '' });
    const next = form({ fingerprint: (await quote()).fingerprint });
    const declined = await request<CheckoutStarted>('POST', '/api/checkout', buyer, next);
    await request('POST', `/api/checkout/test-payments/${sessionOf(declined.body)}`, buyer, {
      outcome: 'fail',
    });
    const retried = await request('POST', '/api/checkout', buyer, next);
    expect(retried.status).toBe(400);
    expect(messageOf(retried.body)).toBe(
      'This checkout has ended without payment. Reload the page to start again.',
    );
    expect(await countRows('orders')).toBe(2);
  });

  it('webhooks: a forged or stale event is refused and stored nowhere; a duplicate does nothing; a late failure after payment changes nothing', async () => {
    await fillCart(2);
    const started = await checkout();
    const ref = sessionOf(started.body);
    const body = eventFor(ref);
    const forged = await deliver(
      body,
      payments.sign(eventFor(ref, 'checkout.session.completed', 'evt_other')),
    );
    expect(forged.status).toBe(400);
    const otherSecret = createTestProvider(db.handle, 'not-our-secret');
    expect((await deliver(body, otherSecret.sign(body))).status).toBe(400);
    expect((await deliver(body, 'garbage')).status).toBe(400);
    const stale = await deliver(body, payments.sign(body, Math.floor(Date.now() / 1000) - 600));
    expect(stale.status).toBe(400);
    expect(messageOf(stale.body)).toBe('The event is too old');
    expect(await countRows('payment_events')).toBe(0);

    // An event before the money: the session is still open, nothing changes.
    const early = await deliver(body, payments.sign(body));
    expect(early.body).toEqual({ received: true, result: 'ignored' });
    await payments.complete(ref, 'pay');
    const completed = eventFor(ref);
    expect((await deliver(completed, payments.sign(completed))).body.result).toBe('processed');
    expect((await deliver(completed, payments.sign(completed))).body.result).toBe('duplicate');
    const late = eventFor(ref, 'checkout.session.async_payment_failed');
    expect((await deliver(late, payments.sign(late))).body.result).toBe('ignored');
    const order = await request<OrderDetail>('GET', `/api/orders/${started.body.order_id}`, buyer);
    expect(order.body.status).toBe('paid');
    expect(await countRows('purchases')).toBe(2);
    expect(await countRows('payment_events')).toBe(3);
  });

  it('paid at the provider but not yet confirmed: a second tab’s checkout answers that order, never a second charge', async () => {
    await fillCart(3);
    const first = await checkout();
    await payments.complete(sessionOf(first.body), 'pay'); // its confirmation has not arrived
    const second = await checkout(); // a new key, the same cart
    expect(second.status).toBe(201);
    expect(second.body).toEqual({
      order_id: first.body.order_id,
      order_number: first.body.order_number,
      payment_url: `/checkout/success?order=${first.body.order_id}`,
    });
    expect(await countRows('orders')).toBe(1);
    expect(await countRows('test_payment_sessions')).toBe(1);
    expect(await countRows('purchases')).toBe(3);
    expect(await countRows('payments')).toBe(1);
  });

  it('a lost confirmation: the success page’s refresh reads the session and settles the order', async () => {
    await fillCart(1);
    const started = await checkout();
    await payments.complete(sessionOf(started.body), 'pay'); // the event is never delivered
    const refreshed = await request<OrderDetail>(
      'POST',
      `/api/orders/${started.body.order_id}/refresh`,
      buyer,
    );
    expect(refreshed.body.status).toBe('paid');
    expect(await countRows('purchases')).toBe(1);
  });

  it('only the buyer sees an order and its payment page; guests are asked to sign in', async () => {
    await fillCart(1);
    const started = await checkout();
    const ref = sessionOf(started.body);
    for (const [method, path] of [
      ['GET', `/api/orders/${started.body.order_id}`],
      ['POST', `/api/orders/${started.body.order_id}/refresh`],
      ['GET', `/api/checkout/test-payments/${ref}`],
    ] as const) {
      expect((await request(method, path, other)).status, `${method} ${path}`).toBe(404);
      expect((await request(method, path, null)).status, `guest ${method} ${path}`).toBe(401);
    }
    const foreignPay = await request('POST', `/api/checkout/test-payments/${ref}`, other, { outcome: 'pay' });
    expect(foreignPay.status).toBe(404);
    expect((await payments.getSession(ref))?.status).toBe('open');
    expect((await request<{ items: unknown[] }>('GET', '/api/orders', other)).body.items).toEqual([]);
    expect((await request('GET', '/api/checkout', null)).status).toBe(401);
    expect(
      (await request('POST', '/api/checkout', null, form({ fingerprint: 'ab'.repeat(16) }))).status,
    ).toBe(401);
    expect((await request('GET', '/api/orders/not-a-uuid', buyer)).status).toBe(400);
    expect((await request('GET', '/api/checkout/test-payments/tps_nope', buyer)).status).toBe(404);
  });

  it('without a payment provider checkout says payments are unavailable and places nothing', async () => {
    const closed = await createTestApp(db.handle, { payments: null });
    const call = apiClient(closed);
    await fillCart(1);
    const seen = await call<CheckoutQuote>('GET', '/api/checkout', buyer);
    expect(seen.body.payments_unavailable).toBe(true);
    const answer = await call('POST', '/api/checkout', buyer, form({ fingerprint: seen.body.fingerprint }));
    expect(answer.status).toBe(503);
    expect(messageOf(answer.body)).toBe(CHECKOUT_MESSAGES.paymentsUnavailable);
    expect(await countRows('orders')).toBe(0);
    void ORIGIN;
  });
});
