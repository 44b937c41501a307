import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../core/checkout';
import { apiClient } from '../../../test/api-client';
import {
  type CheckoutAnswer,
  checkoutForm,
  type FormChanges,
  quoteOf,
  sessionOf,
  startedOf,
} from '../../../test/checkout-flow';
import { createCartItem, createPhoto, createUser } from '../../../test/factories';
import { createProduction, type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, type TypedClient, typedClient } from '../../../test/typed-client';
import { createTestProvider, TEST_SIGNATURE_HEADER, type TestProvider } from '../../payments/test-provider';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** Issue 13 items 1–3: the quote, one order per attempt, the test provider and its signed events. */
describe.each(TEST_DATABASES)('checkout on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let payments: TestProvider;
  let buyer: Shopper;
  let other: Shopper;
  let projectId = '';
  let othersProjectId = '';
  /** 30 live photos at $10.00 … $50.00. */
  const photoIds: string[] = [];

  const form = (fingerprint: string, changes: FormChanges = {}) =>
    checkoutForm(projectId, fingerprint, changes);

  async function quote(shopper = buyer) {
    const answer = await shopper.client.checkout.$get();
    expect(answer.status).toBe(200);
    return answer.json();
  }

  /** The pay button: the form with the quote's fingerprint, as `shopper` (the buyer unless said). */
  async function checkout(changes: FormChanges = {}, shopper = buyer): Promise<CheckoutAnswer> {
    const { fingerprint } = await quote(shopper);
    return shopper.client.checkout.$post({ json: form(fingerprint, changes) });
  }

  /** A checkout that started (201): its order and the test provider's page. */
  const start = async (changes: FormChanges = {}) => startedOf(await checkout(changes));

  const testPayment = (client: TypedClient) => client.checkout['test-payments'][':sessionId'];
  const payAs = (outcome: 'pay' | 'fail' | 'abandon', sessionId: string, shopper = buyer) =>
    testPayment(shopper.client).$post({ param: { sessionId }, json: { outcome } });
  const orderOf = async (id: string) => (await buyer.client.orders[':id'].$get({ param: { id } })).json();

  async function fillCart(
    count: number,
    license: 'background-dressing' | 'hero-usage' = 'background-dressing',
  ) {
    for (const photoId of photoIds.slice(0, count))
      await createCartItem(db.handle, { userId: buyer.id, photoId, licenseType: license });
  }

  const countRows = async (table: string, where = 'true', params: unknown[] = []) =>
    (await db.handle.raw<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params))[0]
      ?.n;

  /** Raw: the provider posts its own signed body, which no typed client sends. */
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
    const creator = await createUser(db.handle);
    for (let index = 0; index < 30; index++) {
      const photo = await createPhoto(db.handle, {
        creatorId: creator.id,
        title: `Kitchen ${index}`,
        price_cents: 1000 * ((index % 5) + 1),
      });
      photoIds.push(photo.id);
    }
    buyer = await signUpShopper(app, db.handle, 'buyer@example.test', 'Bea');
    other = await signUpShopper(app, db.handle, 'other@example.test', 'Otto');
    projectId = (await createProduction(db.handle, buyer)).id;
    othersProjectId = (
      await createProduction(db.handle, other, { name: 'Elsewhere', company: 'Test Pictures' })
    ).id;
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
    const started = await startedOf(answer);
    expect(started.order_number).toMatch(/^BD-\d{6,}$/);
    expect(started.payment_url).toMatch(/^\/checkout\/test-payment\/tps_[0-9a-f]{24}$/);
    const order = await orderOf(started.order_id);
    expect(order).toMatchObject({
      status: 'pending',
      subtotal_cents: 75000,
      discount_percent: 5,
      discount_cents: 3750,
      total_cents: 71250,
      production_title: "The Baker's Dozen",
      company: 'Harbour Pictures',
      project_name: 'Tide Line',
      billing_address: '1 Quay Street\nBristol BS1 4DJ\nUnited Kingdom',
      payment_url: started.payment_url,
    });
    expect(order.items).toHaveLength(25);
    expect(order.items.reduce((sum, line) => sum + line.discounted_price_cents, 0)).toBe(71250);
    expect(
      order.items.every((line) => line.price_cents - line.discount_cents === line.discounted_price_cents),
    ).toBe(true);
    expect(order.events.map((event) => event.status)).toEqual(['pending']);
    expect(await countRows('cart_items')).toBe(25);
  });

  it('refuses an empty cart, a form with mistakes and another buyer’s project, and stores nothing', async () => {
    const empty = await checkout();
    expect(empty.status).toBe(400);
    expect(messageOf(await empty.json())).toBe(CHECKOUT_MESSAGES.emptyCart);
    await fillCart(2);
    const fieldError = (body: unknown, field: string) =>
      (body as { error: { fields: Record<string, string> } }).error.fields[field];
    const cases: [FormChanges, string, string][] = [
      [{ production_title: '   ' }, 'production_title', CHECKOUT_MESSAGES.productionTitleRequired],
      [{ production_title: 'x'.repeat(201) }, 'production_title', CHECKOUT_MESSAGES.productionTitleTooLong],
      [{ billing_name: '<b>Me</b>' }, 'billing_name', CHECKOUT_MESSAGES.invalidCharacters],
      [{ billing_address: '' }, 'billing_address', CHECKOUT_MESSAGES.billingAddressRequired],
      [{ company: 'A' }, 'company', 'Company name must be at least 2 characters long'],
      [{ project_id: 'not-a-uuid' }, 'project_id', 'Invalid project_id format - must be valid UUID'],
    ];
    for (const [changes, field, message] of cases) {
      const answer = await checkout(changes);
      expect(answer.status, field).toBe(400);
      expect(fieldError(await answer.json(), field)).toBe(message);
    }
    // Raw: terms not accepted (`accept_terms: false`) does not compile with the typed client.
    const unaccepted = await apiClient(app)('POST', '/api/checkout', buyer.cookie, {
      ...form((await quote()).fingerprint),
      accept_terms: false,
    });
    expect(unaccepted.status, 'accept_terms').toBe(400);
    expect(fieldError(unaccepted.body, 'accept_terms')).toBe(CHECKOUT_MESSAGES.termsRequired);
    const foreign = await checkout({ project_id: othersProjectId });
    expect(foreign.status).toBe(404);
    expect(messageOf(await foreign.json())).toBe('Project not found');
    expect(await countRows('orders')).toBe(0);
  });

  it('shows a change between the quote and the pay button instead of applying it', async () => {
    await fillCart(3);
    const seen = await quote();
    await db.handle.raw(`update cart_items set license_type = 'hero-usage' where photo_id = $1`, [
      photoIds[0],
    ]);
    await db.handle.raw(`update photos set photo_status = 'draft' where id = $1`, [photoIds[1]]);
    const answer = await buyer.client.checkout.$post({ json: form(seen.fingerprint) });
    expect(answer.status).toBe(409);
    if (answer.status !== 409) return;
    const changed = await answer.json();
    expect(changed.error).toEqual({ code: 'changed', message: CHECKOUT_MESSAGES.changed });
    expect(changed.quote.items.map((line) => line.license_type)).toContain('hero-usage');
    expect(changed.quote.unavailable.map((line) => line.photo_id)).toEqual([photoIds[1]]);
    expect(await countRows('orders')).toBe(0);
  });

  it('answers one order per attempt: a double click, two tabs and 20 parallel checkouts of one cart', async () => {
    await fillCart(25);
    const { fingerprint } = await quote();
    const same = form(fingerprint);
    const twice = await Promise.all([1, 2].map(() => buyer.client.checkout.$post({ json: same })));
    expect(twice.map((answer) => answer.status)).toEqual([201, 201]);
    const [one, two] = await Promise.all(twice.map(startedOf));
    expect(two?.order_id).toBe(one?.order_id);
    const many = await Promise.all(
      Array.from({ length: 20 }, () => buyer.client.checkout.$post({ json: form(fingerprint) })),
    );
    expect(new Set(many.map((answer) => answer.status))).toEqual(new Set([201]));
    const manyStarted = await Promise.all(many.map(startedOf));
    expect(new Set(manyStarted.map((started) => started.order_id))).toEqual(new Set([one?.order_id]));
    expect(new Set(manyStarted.map((started) => started.payment_url)).size).toBe(1);
    expect(await countRows('orders')).toBe(1);
    expect(await countRows('test_payment_sessions')).toBe(1);
  });

  it('sends both presses of a double-clicked Pay to the success page (issue 29 item 5)', async () => {
    for (let round = 0; round < 4; round++) {
      // Other photos each round: those paid for are licensed for the project already.
      for (const photoId of photoIds.slice(2 * round, 2 * round + 2))
        await createCartItem(db.handle, { userId: buyer.id, photoId });
      const started = await start();
      const presses = await Promise.all([1, 2].map(() => payAs('pay', sessionOf(started))));
      const answers = await Promise.all(presses.map((press) => press.json()));
      expect(answers, `round ${round}`).toEqual([
        { redirect_url: `/checkout/success?order=${started.order_id}`, status: 'paid' },
        { redirect_url: `/checkout/success?order=${started.order_id}`, status: 'paid' },
      ]);
    }
  });

  it('a cart changed after an order was placed replaces that order and closes its payment page', async () => {
    await fillCart(3);
    const first = await start();
    await createCartItem(db.handle, { userId: buyer.id, photoId: photoIds[10] ?? '' });
    const second = await checkout();
    expect(second.status).toBe(201);
    expect((await startedOf(second)).order_id).not.toBe(first.order_id);
    const statuses = await db.handle.raw<{ id: string; status: string }>('select id, status from orders');
    expect(statuses.find((row) => row.id === first.order_id)?.status).toBe('cancelled');
    expect((await payments.getSession(sessionOf(first)))?.status).toBe('expired');
    const pay = await payAs('pay', sessionOf(first));
    expect(pay.status).toBe(200);
    expect(await countRows('purchases')).toBe(0);
  });

  it('paying through the test provider pays the order, makes the purchases and empties only the licensed lines', async () => {
    await fillCart(25);
    const started = await start();
    await createCartItem(db.handle, { userId: buyer.id, photoId: photoIds[29] ?? '' });
    const sessionId = sessionOf(started);
    const session = await testPayment(buyer.client).$get({ param: { sessionId } });
    expect(await session.json()).toMatchObject({
      order_id: started.order_id,
      amount_cents: 71250,
      status: 'open',
    });
    const paid = await (await payAs('pay', sessionId)).json();
    expect(paid.redirect_url).toBe(`/checkout/success?order=${started.order_id}`);
    const order = await orderOf(started.order_id);
    expect(order.status).toBe('paid');
    expect(order.payment_url).toBeNull();
    expect(order.certificate_code).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(order.events.map((event) => event.status)).toEqual(['pending', 'paid']);
    expect(await countRows('purchases', 'user_id = $1 and project_id = $2', [buyer.id, projectId])).toBe(25);
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
      .toContain(`Your Backdrop order ${started.order_number}: licences for The Baker's Dozen`);
    const list = await (await buyer.client.orders.$get()).json();
    expect(list.items).toEqual([
      expect.objectContaining({ id: started.order_id, status: 'paid', item_count: 25 }),
    ]);
  });

  it('a declined or abandoned payment leaves the cart as it was, and the buyer can check out again', async () => {
    await fillCart(4);
    for (const [outcome, status, redirect] of [
      ['fail', 'failed', '/checkout?payment=failed'],
      ['abandon', 'cancelled', '/checkout?payment=cancelled'],
    ] as const) {
      const started = await start();
      const answer = await (await payAs(outcome, sessionOf(started))).json();
      expect(answer.redirect_url).toBe(redirect);
      expect((await orderOf(started.order_id)).status).toBe(status);
      expect(await countRows('cart_items')).toBe(4);
      expect(await countRows('purchases')).toBe(0);
    }
    expect((await checkout()).status).toBe(201);
    expect(await countRows('orders', `status = 'pending'`)).toBe(1);
  });

  it('the same attempt sent again after it ended answers where it got to', async () => {
    await fillCart(2);
    const { fingerprint } = await quote();
    const attempt = form(fingerprint);
    const started = await startedOf(await buyer.client.checkout.$post({ json: attempt }));
    await payAs('pay', sessionOf(started));
    const again = await startedOf(await buyer.client.checkout.$post({ json: attempt }));
    expect(again.payment_url).toBe(`/checkout/success?order=${started.order_id}`);

    // Another photo: the two just paid for are licensed for this project now (issue 22).
    await createCartItem(db.handle, { userId: buyer.id, photoId: photoIds[2] ?? '' });
    const next = form((await quote()).fingerprint);
    const declined = await startedOf(await buyer.client.checkout.$post({ json: next }));
    await payAs('fail', sessionOf(declined));
    const retried = await buyer.client.checkout.$post({ json: next });
    expect(retried.status).toBe(400);
    expect(messageOf(await retried.json())).toBe(
      'This checkout has ended without payment. Reload the page to start again.',
    );
    expect(await countRows('orders')).toBe(2);
  });

  it('webhooks: a forged or stale event is refused and stored nowhere; a duplicate does nothing; a late failure after payment changes nothing', async () => {
    await fillCart(2);
    const started = await start();
    const ref = sessionOf(started);
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
    expect((await orderOf(started.order_id)).status).toBe('paid');
    expect(await countRows('purchases')).toBe(2);
    expect(await countRows('payment_events')).toBe(3);
  });

  it('a paid session that did not take the order’s total licenses nothing and is held for review (issue 29 item 6)', async () => {
    await fillCart(2);
    const started = await start();
    const sessionId = sessionOf(started);
    expect(await orderOf(started.order_id)).toMatchObject({
      payment_held: false,
      payment_url: started.payment_url,
    });
    // The provider reports a dollar less than the order asked for (a tampered or mispriced session).
    await db.handle.raw('update test_payment_sessions set amount_cents = amount_cents - 100 where id = $1', [
      sessionId,
    ]);
    const paid = await (await payAs('pay', sessionId)).json();
    // Money was taken: the buyer is shown their order, not sent back to check out again.
    expect(paid).toEqual({ status: 'pending', redirect_url: `/checkout/success?order=${started.order_id}` });
    const order = await orderOf(started.order_id);
    expect(order.status).toBe('pending');
    // The buyer's pages say it is under review, and never offer to pay a second time.
    expect(order).toMatchObject({ payment_held: true, payment_url: null });
    const note = `The provider took $29.00 but the order's total is $30.00: held for review, nothing was licensed`;
    expect(order.events.map((event) => event.note)).toContain(note);
    expect(await countRows('purchases')).toBe(0);
    expect(await countRows('payments', `status = 'pending' and amount_cents = 2900`)).toBe(1);
    expect(await countRows('payment_events', `state = 'failed' and error = $1`, [note])).toBe(1);
    // The success page's refresh settles again: still held, the note written once.
    const refreshed = await buyer.client.orders[':id'].refresh.$post({ param: { id: started.order_id } });
    expect((await refreshed.json()).status).toBe('pending');
    expect((await orderOf(started.order_id)).events.filter((event) => event.note === note)).toHaveLength(1);
    expect(await countRows('cart_items')).toBe(2);
  });

  it('paid at the provider but not yet confirmed: a second tab’s checkout answers that order, never a second charge', async () => {
    await fillCart(3);
    const first = await start();
    await payments.complete(sessionOf(first), 'pay'); // its confirmation has not arrived
    const second = await checkout(); // a new key, the same cart
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual({
      order_id: first.order_id,
      order_number: first.order_number,
      payment_url: `/checkout/success?order=${first.order_id}`,
    });
    expect(await countRows('orders')).toBe(1);
    expect(await countRows('test_payment_sessions')).toBe(1);
    expect(await countRows('purchases')).toBe(3);
    expect(await countRows('payments')).toBe(1);
  });

  it('a lost confirmation: the success page’s refresh reads the session and settles the order', async () => {
    await fillCart(1);
    const started = await start();
    await payments.complete(sessionOf(started), 'pay'); // the event is never delivered
    const refreshed = await buyer.client.orders[':id'].refresh.$post({ param: { id: started.order_id } });
    expect((await refreshed.json()).status).toBe('paid');
    expect(await countRows('purchases')).toBe(1);
  });

  it('only the buyer sees an order and its payment page; guests are asked to sign in', async () => {
    await fillCart(1);
    const started = await start();
    const ref = sessionOf(started);
    const id = started.order_id;
    const guest = typedClient(app, null);
    const routes: [string, (client: TypedClient) => Promise<Response>][] = [
      ['GET the order', (client) => client.orders[':id'].$get({ param: { id } })],
      ['POST its refresh', (client) => client.orders[':id'].refresh.$post({ param: { id } })],
      ['GET its payment page', (client) => testPayment(client).$get({ param: { sessionId: ref } })],
    ];
    for (const [label, send] of routes) {
      expect((await send(other.client)).status, label).toBe(404);
      expect((await send(guest)).status, `guest ${label}`).toBe(401);
    }
    const foreignPay = await payAs('pay', ref, other);
    expect(foreignPay.status).toBe(404);
    expect((await payments.getSession(ref))?.status).toBe('open');
    expect((await (await other.client.orders.$get()).json()).items).toEqual([]);
    expect((await guest.checkout.$get()).status).toBe(401);
    expect((await guest.checkout.$post({ json: form('ab'.repeat(16)) })).status).toBe(401);
    expect((await buyer.client.orders[':id'].$get({ param: { id: 'not-a-uuid' } })).status).toBe(400);
    expect((await testPayment(buyer.client).$get({ param: { sessionId: 'tps_nope' } })).status).toBe(404);
  });

  it('without a payment provider checkout says payments are unavailable and places nothing', async () => {
    const closed = typedClient(await createTestApp(db.handle, { payments: null }), buyer.cookie);
    await fillCart(1);
    const seen = await quoteOf(closed);
    expect(seen.payments_unavailable).toBe(true);
    const answer = await closed.checkout.$post({ json: form(seen.fingerprint) });
    expect(answer.status).toBe(503);
    expect(messageOf(await answer.json())).toBe(CHECKOUT_MESSAGES.paymentsUnavailable);
    expect(await countRows('orders')).toBe(0);
  });
});
