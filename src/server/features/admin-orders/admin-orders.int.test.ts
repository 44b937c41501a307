import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOrderDetail,
  AdminOrderList,
  PaymentDashboard,
  PaymentEventList,
  PaymentEventRow,
} from '../../../core/admin-orders';
import { REFUND_MESSAGES } from '../../../core/admin-orders';
import type { CheckoutQuote, CheckoutStarted } from '../../../core/checkout';
import type { LicensedPhotos } from '../../../core/purchases';
import { apiClient, messageOf } from '../../../test/api-client';
import { signUpByLink } from '../../../test/auth-helpers';
import { checkoutForm, payForCart, sessionOf } from '../../../test/checkout-flow';
import { createCartItem, createPhoto, createProject, createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { createTestProvider, type TestProvider } from '../../payments/test-provider';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** Issue 13 item 7: the back office's orders, refunds, provider events and dashboard. */
describe.each(TEST_DATABASES)('admin orders and payments on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let payments: TestProvider;
  let request: ReturnType<typeof apiClient>;
  let admin = '';
  let buyer = '';
  let buyerId = '';
  let other = '';
  let paidOrder = '';
  let otherOrder = '';
  const photos: { id: string; photoid: number }[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    payments = createTestProvider(db.handle, 'admin-test-secret');
    app = await createTestApp(db.handle, { payments });
    request = apiClient(app);
    const creator = await createUser(db.handle);
    for (let index = 0; index < 5; index++) {
      const photo = await createPhoto(db.handle, {
        creatorId: creator.id,
        title: `Diner booth ${index}`,
        price_cents: 2000,
      });
      photos.push({ id: photo.id, photoid: photo.photoid });
    }
    admin = await signUpByLink(app, 'boss@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
    buyer = await signUpByLink(app, 'buyer@example.test', 'Bea');
    other = await signUpByLink(app, 'other@example.test', 'Otto');
    const ids = await db.handle.raw<{ id: string; email: string }>(`select id, email from "user"`);
    buyerId = ids.find((row) => row.email === 'buyer@example.test')?.id ?? '';
    const otherId = ids.find((row) => row.email === 'other@example.test')?.id ?? '';
    const project = await createProject(db.handle, {
      userId: buyerId,
      name: 'Tide Line',
      company: 'Harbour Pictures',
    });
    for (const [index, photo] of photos.slice(0, 3).entries())
      await createCartItem(db.handle, {
        userId: buyerId,
        photoId: photo.id,
        licenseType: index === 0 ? 'hero-usage' : 'background-dressing',
      });
    paidOrder = await payForCart(request, buyer, project.id);
    const otherProject = await createProject(db.handle, {
      userId: otherId,
      name: 'Night Shift',
      company: 'Acme Films',
    });
    await createCartItem(db.handle, { userId: otherId, photoId: photos[4]?.id ?? '' });
    otherOrder = await payForCart(request, other, otherProject.id);
  });
  afterAll(() => db.drop());

  const list = async (query: string) =>
    (await request<AdminOrderList>('GET', `/api/admin/orders${query}`, admin)).body;

  it('lists orders newest first and finds them by buyer, order number, photo, status and date', async () => {
    const all = await list('');
    expect(all.total).toBe(2);
    expect(all.items.map((order) => order.id)).toEqual([otherOrder, paidOrder]);
    expect(all.items[1]).toMatchObject({
      buyer_email: 'buyer@example.test',
      item_count: 3,
      total_cents: 14000,
      status: 'paid',
    });
    expect((await list('?q=buyer%40example')).items.map((order) => order.id)).toEqual([paidOrder]);
    const number = all.items[1]?.order_number ?? '';
    expect((await list(`?q=${number}`)).items.map((order) => order.id)).toEqual([paidOrder]);
    expect((await list(`?q=${number.slice(3)}`)).items.map((order) => order.id)).toEqual([paidOrder]);
    expect((await list(`?q=%23${photos[4]?.photoid}`)).items.map((order) => order.id)).toEqual([otherOrder]);
    expect((await list('?q=night')).total).toBe(0); // project names are not searched; production titles are
    expect((await list('?status=pending')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).total).toBe(2);
    expect((await list('?to=2020-01-01')).total).toBe(0);
    expect((await list('?offset=50')).items).toEqual([]);
    for (const bad of ['?status=lost', '?from=yesterday', '?offset=-1', '?limit=5000'])
      expect((await request('GET', `/api/admin/orders${bad}`, admin)).status, bad).toBe(400);
  });

  it('refunds one line through the provider, then the rest: the status, history, licences and totals follow', async () => {
    const detail = (await request<AdminOrderDetail>('GET', `/api/admin/orders/${paidOrder}`, admin)).body;
    expect(detail).toMatchObject({ buyer: { email: 'buyer@example.test' }, payment: { provider: 'test' } });
    const hero = detail.items.find((line) => line.license_type === 'hero-usage');
    const first = await request<AdminOrderDetail>('POST', `/api/admin/orders/${paidOrder}/refunds`, admin, {
      item_ids: [hero?.id],
      reason: 'Cut from the final edit',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'partially_refunded', refunded_cents: 10000 });
    expect(first.body.events.at(-1)?.note).toBe(
      `Refunded #${hero?.photoid} ($100.00): Cut from the final edit`,
    );
    const licensed = await request<LicensedPhotos>('GET', '/api/purchases/licensed', buyer);
    expect(licensed.body.items.map((item) => item.photo_id)).not.toContain(hero?.photo_id);

    const again = await request('POST', `/api/admin/orders/${paidOrder}/refunds`, admin, {
      item_ids: [hero?.id],
      reason: 'Twice',
    });
    expect(again.status).toBe(400);
    expect(messageOf(again.body)).toBe(REFUND_MESSAGES.nothingToRefund);

    const rest = await request<AdminOrderDetail>('POST', `/api/admin/orders/${paidOrder}/refunds`, admin, {
      item_ids: detail.items.map((line) => line.id),
      reason: 'Production cancelled',
    });
    expect(rest.body).toMatchObject({ status: 'refunded', refunded_cents: 14000 });
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
    const detail = (await request<AdminOrderDetail>('GET', `/api/admin/orders/${otherOrder}`, admin)).body;
    const line = detail.items[0]?.id;
    const noReason = await request<{ error: { fields: Record<string, string> } }>(
      'POST',
      `/api/admin/orders/${otherOrder}/refunds`,
      admin,
      { item_ids: [line], reason: ' ' },
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields.reason).toBe(REFUND_MESSAGES.reasonRequired);
    const paidLine = (await request<AdminOrderDetail>('GET', `/api/admin/orders/${paidOrder}`, admin)).body
      .items[0]?.id;
    const foreign = await request('POST', `/api/admin/orders/${otherOrder}/refunds`, admin, {
      item_ids: [paidLine],
      reason: 'Wrong order',
    });
    expect(messageOf(foreign.body)).toBe(REFUND_MESSAGES.unknownLine);
    await createCartItem(db.handle, { userId: buyerId, photoId: photos[3]?.id ?? '' });
    const project = (
      await db.handle.raw<{ id: string }>('select id from projects where user_id = $1', [buyerId])
    )[0]?.id;
    const quote = await request<CheckoutQuote>('GET', '/api/checkout', buyer);
    const pending = await request<CheckoutStarted>(
      'POST',
      '/api/checkout',
      buyer,
      checkoutForm(project ?? '', { fingerprint: quote.body.fingerprint }),
    );
    const pendingDetail = (
      await request<AdminOrderDetail>('GET', `/api/admin/orders/${pending.body.order_id}`, admin)
    ).body;
    const unpaid = await request('POST', `/api/admin/orders/${pending.body.order_id}/refunds`, admin, {
      item_ids: [pendingDetail.items[0]?.id],
      reason: 'Not paid',
    });
    expect(messageOf(unpaid.body)).toBe(REFUND_MESSAGES.notPaid);

    // A confirmation whose processing failed is listed, and a retry settles the order from its session.
    await payments.complete(sessionOf(pending.body), 'pay');
    await db.handle.raw(
      `insert into payment_events (provider, event_id, type, state, error, payload)
       values ('test', 'evt_failed_once', 'checkout.session.completed', 'failed', 'database was restarting', $1)`,
      [JSON.stringify({ data: { object: { id: sessionOf(pending.body), object: 'checkout.session' } } })],
    );
    const failed = await request<PaymentEventList>('GET', '/api/admin/payments?state=failed', admin);
    expect(failed.body.items.map((event) => event.event_id)).toEqual(['evt_failed_once']);
    const retried = await request<PaymentEventRow>(
      'POST',
      `/api/admin/payment-events/${failed.body.items[0]?.id}/retry`,
      admin,
    );
    expect(retried.body).toMatchObject({ state: 'processed', error: null, order_id: pending.body.order_id });
    expect(
      (await request<AdminOrderDetail>('GET', `/api/admin/orders/${pending.body.order_id}`, admin)).body
        .status,
    ).toBe('paid');
    const twice = await request('POST', `/api/admin/payment-events/${failed.body.items[0]?.id}/retry`, admin);
    expect(messageOf(twice.body)).toBe('Only a failed event can be retried');
  });

  it('sums the dashboard from paid orders and refunds, per day and per licence', async () => {
    const dashboard = (await request<PaymentDashboard>('GET', '/api/admin/payments/dashboard?days=7', admin))
      .body;
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
    expect((await request('GET', '/api/admin/payments/dashboard?days=3', admin)).status).toBe(400);
  });

  it('is the back office’s only: buyers get 403, guests 401', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/orders'],
      ['GET', `/api/admin/orders/${paidOrder}`],
      ['POST', `/api/admin/orders/${paidOrder}/refunds`],
      ['GET', '/api/admin/payments'],
      ['GET', '/api/admin/payments/dashboard'],
    ] as const) {
      expect(
        (await request(method, path, buyer, method === 'POST' ? { item_ids: [], reason: 'x' } : undefined))
          .status,
      ).toBe(403);
      expect(
        (await request(method, path, null, method === 'POST' ? { item_ids: [], reason: 'x' } : undefined))
          .status,
      ).toBe(401);
    }
    expect(
      (await request('GET', '/api/admin/orders/00000000-0000-4000-8000-000000000000', admin)).status,
    ).toBe(404);
  });
});
