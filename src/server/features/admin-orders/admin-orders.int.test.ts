import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_MESSAGES } from '../../../core/admin-orders';
import { checkoutForm, quoteOf, sessionOf, startedOf } from '../../../test/checkout-flow';
import { createCartItem, createPhoto, createUser } from '../../../test/factories';
import { buyLines, createProduction, type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, type TypedClient, typedClient } from '../../../test/typed-client';
import { createTestProvider, type TestProvider } from '../../payments/test-provider';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** Issue 13 item 7: the back office's orders, refunds, provider events and dashboard. */
describe.each(TEST_DATABASES)('admin orders and payments on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let payments: TestProvider;
  let admin: Shopper;
  let buyer: Shopper;
  let other: Shopper;
  let paidOrder = '';
  let otherOrder = '';
  const photos: { id: string; photoid: number }[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    payments = createTestProvider(db.handle, 'admin-test-secret');
    app = await createTestApp(db.handle, { payments });
    const creator = await createUser(db.handle);
    for (let index = 0; index < 5; index++) {
      const photo = await createPhoto(db.handle, {
        creatorId: creator.id,
        title: `Diner booth ${index}`,
        price_cents: 2000,
      });
      photos.push({ id: photo.id, photoid: photo.photoid });
    }
    admin = await signUpShopper(app, db.handle, 'boss@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
    buyer = await signUpShopper(app, db.handle, 'buyer@example.test', 'Bea');
    other = await signUpShopper(app, db.handle, 'other@example.test', 'Otto');
    const project = await createProduction(db.handle, buyer);
    const lines = photos.slice(0, 3).map((photo, index) => ({
      photoId: photo.id,
      licenseType: index === 0 ? ('hero-usage' as const) : ('background-dressing' as const),
    }));
    paidOrder = await buyLines(db.handle, buyer, project.id, lines);
    const otherProject = await createProduction(db.handle, other, {
      name: 'Night Shift',
      company: 'Acme Films',
    });
    otherOrder = await buyLines(db.handle, other, otherProject.id, [{ photoId: photos[4]?.id ?? '' }]);
  });
  afterAll(() => db.drop());

  const list = (query: Record<string, string>) => admin.client.admin.orders.$get({ query });
  const listed = async (query: Record<string, string>) => (await list(query)).json();
  const orderOf = async (id: string) =>
    (await admin.client.admin.orders[':id'].$get({ param: { id } })).json();
  const refund = (id: string, json: { item_ids: string[]; reason: string }) =>
    admin.client.admin.orders[':id'].refunds.$post({ param: { id }, json });

  /** The buyer checks out what is in their cart: the order stays pending until its session is paid. */
  async function startPendingOrder() {
    const project = (
      await db.handle.raw<{ id: string }>('select id from projects where user_id = $1', [buyer.id])
    )[0]?.id;
    const { fingerprint } = await quoteOf(buyer.client);
    return startedOf(await buyer.client.checkout.$post({ json: checkoutForm(project ?? '', fingerprint) }));
  }

  /** A confirmation of the session whose processing failed, as the webhook route keeps one. */
  const failedConfirmation = (eventId: string, sessionRef: string) =>
    db.handle.raw(
      `insert into payment_events (provider, event_id, type, state, error, payload)
       values ('test', $1, 'checkout.session.completed', 'failed', 'database was restarting', $2)`,
      [eventId, JSON.stringify({ data: { object: { id: sessionRef, object: 'checkout.session' } } })],
    );

  it('lists orders newest first and finds them by buyer, order number, photo, status and date', async () => {
    const all = await listed({});
    expect(all.total).toBe(2);
    expect(all.items.map((order) => order.id)).toEqual([otherOrder, paidOrder]);
    expect(all.items[1]).toMatchObject({
      buyer_email: 'buyer@example.test',
      item_count: 3,
      total_cents: 14000,
      status: 'paid',
    });
    expect((await listed({ q: 'buyer@example' })).items.map((order) => order.id)).toEqual([paidOrder]);
    const number = all.items[1]?.order_number ?? '';
    expect((await listed({ q: number })).items.map((order) => order.id)).toEqual([paidOrder]);
    expect((await listed({ q: number.slice(3) })).items.map((order) => order.id)).toEqual([paidOrder]);
    expect((await listed({ q: `#${photos[4]?.photoid}` })).items.map((order) => order.id)).toEqual([
      otherOrder,
    ]);
    expect((await listed({ q: 'night' })).total).toBe(0); // project names are not searched; production titles are
    expect((await listed({ status: 'pending' })).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await listed({ from: today, to: today })).total).toBe(2);
    expect((await listed({ to: '2020-01-01' })).total).toBe(0);
    expect((await listed({ offset: '50' })).items).toEqual([]);
    // Sorted by total (issue 25: every back-office list sorts on the server).
    const byTotal = await listed({ sort: 'total', dir: 'asc' });
    const totals = byTotal.items.map((order) => order.total_cents);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect((await listed({ sort: 'total', dir: 'desc' })).items.map((order) => order.id)).toEqual(
      byTotal.items.map((order) => order.id).reverse(),
    );
    expect((await listed({ sort: 'created_at', dir: 'asc' })).items.map((order) => order.id)).toEqual([
      paidOrder,
      otherOrder,
    ]);
    const bads: Record<string, string>[] = [
      { status: 'lost' },
      { from: 'yesterday' },
      { offset: '-1' },
      { limit: '5000' },
      { sort: 'buyer_password' },
      { dir: 'sideways' },
    ];
    for (const bad of bads) expect((await list(bad)).status, JSON.stringify(bad)).toBe(400);
  });

  it('answers a day that does not exist with 400, not a database error (issue 29 item 2)', async () => {
    for (const day of ['2024-02-30', '2023-02-29', '2024-04-31', '0000-01-01']) {
      for (const name of ['from', 'to']) {
        const response = await list({ [name]: day });
        expect(response.status, `${name}=${day}`).toBe(400);
        expect(await response.json()).toMatchObject({
          error: { message: `${name} must be a date as YYYY-MM-DD` },
        });
      }
    }
    expect((await list({ from: '2024-02-29', to: '2024-02-29' })).status).toBe(200);
  });

  it('refunds one line through the provider, then the rest: the status, history, licences and totals follow', async () => {
    const detail = await orderOf(paidOrder);
    expect(detail).toMatchObject({ buyer: { email: 'buyer@example.test' }, payment: { provider: 'test' } });
    const hero = detail.items.find((line) => line.license_type === 'hero-usage');
    const first = await refund(paidOrder, { item_ids: [hero?.id ?? ''], reason: 'Cut from the final edit' });
    expect(first.status).toBe(200);
    const refunded = await first.json();
    expect(refunded).toMatchObject({ status: 'partially_refunded', refunded_cents: 10000 });
    expect(refunded.events.at(-1)?.note).toBe(
      `Refunded #${hero?.photoid} ($100.00): Cut from the final edit`,
    );
    const licensed = await (await buyer.client.purchases.licensed.$get()).json();
    expect(licensed.items.map((item) => item.photo_id)).not.toContain(hero?.photo_id);

    const again = await refund(paidOrder, { item_ids: [hero?.id ?? ''], reason: 'Twice' });
    expect(again.status).toBe(400);
    expect(messageOf(await again.json())).toBe(REFUND_MESSAGES.nothingToRefund);

    const rest = await refund(paidOrder, {
      item_ids: detail.items.map((line) => line.id),
      reason: 'Production cancelled',
    });
    expect(await rest.json()).toMatchObject({ status: 'refunded', refunded_cents: 14000 });
    const rows = await db.handle.raw<{ status: string; amount_cents: number }>(
      `select status, amount_cents from payments where order_id = $1 order by amount_cents`,
      [paidOrder],
    );
    expect(rows).toEqual([
      { status: 'refunded', amount_cents: 4000 },
      { status: 'refunded', amount_cents: 10000 },
      { status: 'succeeded', amount_cents: 14000 },
    ]);
  });

  it('refuses a refund without a reason, of a line of another order, or of an unpaid order', async () => {
    const detail = await orderOf(otherOrder);
    const line = detail.items[0]?.id ?? '';
    const noReason = await refund(otherOrder, { item_ids: [line], reason: ' ' });
    expect(noReason.status).toBe(400);
    const refused = (await noReason.json()) as unknown as { error: { fields: Record<string, string> } };
    expect(refused.error.fields.reason).toBe(REFUND_MESSAGES.reasonRequired);
    const paidLine = (await orderOf(paidOrder)).items[0]?.id ?? '';
    const foreign = await refund(otherOrder, { item_ids: [paidLine], reason: 'Wrong order' });
    expect(messageOf(await foreign.json())).toBe(REFUND_MESSAGES.unknownLine);
    await createCartItem(db.handle, { userId: buyer.id, photoId: photos[3]?.id ?? '' });
    const pending = await startPendingOrder();
    const pendingDetail = await orderOf(pending.order_id);
    const unpaid = await refund(pending.order_id, {
      item_ids: [pendingDetail.items[0]?.id ?? ''],
      reason: 'Not paid',
    });
    expect(messageOf(await unpaid.json())).toBe(REFUND_MESSAGES.notPaid);

    // A confirmation whose processing failed is listed, and a retry settles the order from its session.
    await payments.complete(sessionOf(pending), 'pay');
    await failedConfirmation('evt_failed_once', sessionOf(pending));
    const failed = await (await admin.client.admin.payments.$get({ query: { state: 'failed' } })).json();
    expect(failed.items.map((event) => event.event_id)).toEqual(['evt_failed_once']);
    const retry = () =>
      admin.client.admin['payment-events'][':id'].retry.$post({ param: { id: failed.items[0]?.id ?? '' } });
    const retried = await (await retry()).json();
    expect(retried).toMatchObject({ state: 'processed', error: null, order_id: pending.order_id });
    expect((await orderOf(pending.order_id)).status).toBe('paid');
    const twice = await retry();
    expect(messageOf(await twice.json())).toBe('Only a failed event can be retried');
  });

  it('a retried event whose session took another amount than the order’s total stays failed and licenses nothing (issue 29 item 6)', async () => {
    const creator = await createUser(db.handle);
    const photo = await createPhoto(db.handle, { creatorId: creator.id, title: 'Held', price_cents: 5000 });
    await createCartItem(db.handle, { userId: buyer.id, photoId: photo.id });
    const pending = await startPendingOrder();
    await db.handle.raw('update test_payment_sessions set amount_cents = 4000 where id = $1', [
      sessionOf(pending),
    ]);
    await payments.complete(sessionOf(pending), 'pay');
    await failedConfirmation('evt_held', sessionOf(pending));
    const failed = await (await admin.client.admin.payments.$get({ query: { state: 'failed' } })).json();
    const event = failed.items.find((item) => item.event_id === 'evt_held');
    const retried = await (
      await admin.client.admin['payment-events'][':id'].retry.$post({ param: { id: event?.id ?? '' } })
    ).json();
    expect(retried).toMatchObject({ state: 'failed', order_id: pending.order_id });
    expect(retried.error).toMatch(/^Held: the provider took another amount than the order's total/);
    const order = await orderOf(pending.order_id);
    expect(order.status).toBe('pending');
    expect(order.events.map((entry) => entry.note)).toContain(
      `The provider took $40.00 but the order's total is $50.00: held for review, nothing was licensed`,
    );
    const licensed = await db.handle.raw<{ n: number }>(
      'select count(*)::int as n from purchases where order_id = $1',
      [pending.order_id],
    );
    expect(licensed[0]?.n).toBe(0);
  });

  it('sums the dashboard from paid orders and refunds, per day and per licence', async () => {
    const dashboardOf = (days: string) => admin.client.admin.payments.dashboard.$get({ query: { days } });
    const dashboard = await (await dashboardOf('7')).json();
    expect(dashboard.revenue_by_day).toHaveLength(7);
    const orders = await db.handle.raw<{ total: number; n: number }>(
      `select coalesce(sum(total_cents), 0)::int as total, count(*)::int as n from orders where status in ('paid', 'refunded', 'partially_refunded')`,
    );
    expect(dashboard.gross_cents).toBe(orders[0]?.total);
    expect(dashboard.order_count).toBe(orders[0]?.n);
    expect(dashboard.average_order_cents).toBe(Math.round((orders[0]?.total ?? 0) / (orders[0]?.n ?? 1)));
    expect(dashboard.refunded_cents).toBe(14000);
    expect(dashboard.refund_count).toBe(2);
    expect(dashboard.revenue_by_license.map((row) => row.license_type)).toEqual([
      'background-dressing',
      'hero-usage',
    ]);
    expect((await dashboardOf('3')).status).toBe(400);
  });

  it('is the back office’s only: buyers get 403, guests 401', async () => {
    const routes: [string, (client: TypedClient) => Promise<Response>][] = [
      ['GET /api/admin/orders', (client) => client.admin.orders.$get()],
      ['GET an order', (client) => client.admin.orders[':id'].$get({ param: { id: paidOrder } })],
      [
        'POST a refund',
        (client) =>
          client.admin.orders[':id'].refunds.$post({
            param: { id: paidOrder },
            json: { item_ids: [], reason: 'x' },
          }),
      ],
      ['GET /api/admin/payments', (client) => client.admin.payments.$get()],
      ['GET the dashboard', (client) => client.admin.payments.dashboard.$get()],
    ];
    for (const [label, send] of routes) {
      expect((await send(buyer.client)).status, label).toBe(403);
      expect((await send(typedClient(app, null))).status, label).toBe(401);
    }
    expect(
      (await admin.client.admin.orders[':id'].$get({ param: { id: '00000000-0000-4000-8000-000000000000' } }))
        .status,
    ).toBe(404);
  });
});
