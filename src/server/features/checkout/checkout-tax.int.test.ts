import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutStarted } from '../../../core/checkout';
import { CHECKOUT_MESSAGES } from '../../../core/checkout';
import { apiClient } from '../../../test/api-client';
import { signUpByLink } from '../../../test/auth-helpers';
import { checkoutForm, type FormChanges, quoteOf, sessionOf, startedOf } from '../../../test/checkout-flow';
import { createCartItem, createPhoto, createProject, createUser } from '../../../test/factories';
import { createProduction, type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { typedClient } from '../../../test/typed-client';
import { pdfText } from '../documents/pdf-text.testing';

type App = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Issue 22: the PO number and the tax line (a rate per billing country from TAX_RATES, in whole
 * cents), the seller from configuration on the invoice, the form kept through a payment that did
 * not happen, and the buyer's order list showing what they bought.
 */
describe.each(TEST_DATABASES)('checkout tax, PO number and unpaid attempts on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let buyer: Shopper;
  let other: Shopper;
  let projectId = '';
  /** $10.01, $20.03, $30.05: $60.09 together, so tax rounds. */
  const photoIds: string[] = [];

  const quote = async (shopper = buyer) => quoteOf(shopper.client);

  /** The checkout form sent as the pay button does, with `overrides` of its fields. */
  async function checkout(overrides: FormChanges = {}) {
    const { fingerprint } = await quote();
    return buyer.client.checkout.$post({ json: checkoutForm(projectId, fingerprint, overrides) });
  }

  /** A checkout that started (201), as the test provider's page opens it. */
  const start = async (overrides: FormChanges = {}) => startedOf(await checkout(overrides));

  async function fillCart() {
    for (const photoId of photoIds) await createCartItem(db.handle, { userId: buyer.id, photoId });
  }

  async function settle(started: CheckoutStarted, outcome: 'pay' | 'fail' | 'abandon') {
    const answer = await buyer.client.checkout['test-payments'][':sessionId'].$post({
      param: { sessionId: sessionOf(started) },
      json: { outcome },
    });
    expect(answer.status).toBe(200);
  }

  const orderOf = (id: string, shopper = buyer) => shopper.client.orders[':id'].$get({ param: { id } });
  const orderBody = async (id: string) => (await orderOf(id)).json();

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle, {
      env: {
        TAX_RATES: 'GB:20,FR:5.5',
        SELLER_NAME: 'Backdrop Archive Licensing Ltd',
        SELLER_ADDRESS: '12 Reel Street|London W1 1AA|United Kingdom',
        SELLER_EMAIL: 'accounts@backdrop.test',
      },
    });
    const creator = await createUser(db.handle);
    for (const price of [1001, 2003, 3005]) {
      const photo = await createPhoto(db.handle, { creatorId: creator.id, price_cents: price });
      photoIds.push(photo.id);
    }
    buyer = await signUpShopper(app, db.handle, 'tax-buyer@example.test', 'Bea');
    other = await signUpShopper(app, db.handle, 'tax-other@example.test', 'Otto');
    projectId = (await createProduction(db.handle, buyer)).id;
  });
  afterAll(() => db.drop());
  beforeEach(async () => {
    for (const table of ['cart_items', 'purchases', 'payments', 'payment_events', 'orders'])
      await db.handle.raw(`delete from ${table}`);
  });

  it('quotes the configured rates; the order charges the billing country’s tax in whole cents, shared over its lines', async () => {
    await fillCart();
    const seen = await quote();
    expect(seen.tax).toEqual({ mode: 'rates', rates: { GB: 2000, FR: 550 } });
    expect(seen.summary.total_cents).toBe(6009);

    // 20% of $60.09 is 1201.8 cents: 1202.
    const started = await checkout({ billing_country: 'gb', po_number: '  PO-4471 / B ' });
    expect(started.status).toBe(201);
    const order = await orderBody((await startedOf(started)).order_id);
    expect(order).toMatchObject({
      subtotal_cents: 6009,
      discount_cents: 0,
      tax_rate_bp: 2000,
      tax_cents: 1202,
      total_cents: 7211,
      billing_country: 'GB',
      po_number: 'PO-4471 / B',
    });
    const lines = await db.handle.raw<{ discounted_price_cents: number; tax_cents: number }>(
      'select discounted_price_cents, tax_cents from order_items where order_id = $1 order by price_cents',
      [order.id],
    );
    expect(lines.reduce((sum, line) => sum + line.tax_cents, 0)).toBe(1202);
    // 200.2, 400.6 and 601 cents, rounded so they add up: the largest remainder takes the cent.
    expect(lines.map((line) => line.tax_cents)).toEqual([200, 401, 601]);
    // The provider is asked for the total with tax.
    const [session] = await db.handle.raw<{ amount_cents: number }>(
      'select amount_cents from test_payment_sessions where order_id = $1',
      [order.id],
    );
    expect(session?.amount_cents).toBe(7211);
  });

  it('rounds a fractional rate half up, and charges no tax where the table lists no rate', async () => {
    await fillCart();
    // 5.5% of $60.09 is 330.495 cents: 330.
    const france = await start({ billing_country: 'FR' });
    expect(await orderBody(france.order_id)).toMatchObject({
      tax_rate_bp: 550,
      tax_cents: 330,
      total_cents: 6339,
      po_number: null,
    });
    const us = await start({ billing_country: 'US', idempotency_key: `attempt-${crypto.randomUUID()}` });
    expect(await orderBody(us.order_id)).toMatchObject({
      tax_rate_bp: 0,
      tax_cents: 0,
      total_cents: 6009,
    });
  });

  it('refuses a missing or unknown country and a PO number that is too long or not plain text', async () => {
    await fillCart();
    const fieldError = (body: unknown, field: string) =>
      (body as { error: { fields: Record<string, string> } }).error.fields[field];
    // Raw: a form without the country does not compile with the typed client.
    const { billing_country: _missing, ...withoutCountry } = checkoutForm(
      projectId,
      (await quote()).fingerprint,
    );
    const missing = await apiClient(app)('POST', '/api/checkout', buyer.cookie, withoutCountry);
    expect(missing.status, 'billing_country').toBe(400);
    expect(fieldError(missing.body, 'billing_country')).toBe(CHECKOUT_MESSAGES.countryRequired);
    const cases: [FormChanges, string, string][] = [
      [{ billing_country: 'ZZ' }, 'billing_country', CHECKOUT_MESSAGES.countryRequired],
      [{ po_number: 'P'.repeat(51) }, 'po_number', CHECKOUT_MESSAGES.poNumberTooLong],
      [{ po_number: '<PO>' }, 'po_number', CHECKOUT_MESSAGES.invalidCharacters],
    ];
    for (const [overrides, field, message] of cases) {
      const answer = await checkout(overrides);
      expect(answer.status, field).toBe(400);
      expect(fieldError(await answer.json(), field)).toBe(message);
    }
    expect((await db.handle.raw<{ n: number }>('select count(*)::int as n from orders'))[0]?.n).toBe(0);
  });

  it('prints the PO number, the tax line and the configured seller on the invoice, and refunds a line with its tax', async () => {
    await fillCart();
    const started = await start({ po_number: 'PO-4471' });
    await settle(started, 'pay');
    // Raw: a PDF is a link the browser follows, not a call of the web app's typed client.
    const response = await app.request(`/api/orders/${started.order_id}/invoice.pdf`, {
      headers: { Cookie: buyer.cookie },
    });
    expect(response.status).toBe(200);
    const { text } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('PO NUMBER');
    expect(text).toContain('PO-4471');
    expect(text).toContain('Tax (20%, United Kingdom) $12.02');
    expect(text).toContain('Total $72.11');
    for (const line of [
      'Backdrop Archive Licensing Ltd',
      '12 Reel Street',
      'London W1 1AA',
      'accounts@backdrop.test',
    ])
      expect(text).toContain(line);
    expect(text).not.toContain('100 Archive Street');

    const admin = await signUpByLink(app, `tax-admin-${crypto.randomUUID()}@example.test`, 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email like 'tax-admin-%'`);
    const order = await orderBody(started.order_id);
    const cheapest = [...order.items].sort((a, b) => a.price_cents - b.price_cents)[0];
    const refund = await typedClient(app, admin).admin.orders[':id'].refunds.$post({
      param: { id: order.id },
      json: { item_ids: [cheapest?.id ?? ''], reason: 'Cut from the edit' },
    });
    expect(refund.status).toBe(200);
    expect(await orderBody(order.id)).toMatchObject({
      status: 'partially_refunded',
      refunded_cents: 1001 + 200,
    });
  });

  it('keeps the form of a declined or abandoned payment for its buyer only; a paid checkout starts afresh', async () => {
    await fillCart();
    expect((await quote()).draft).toBeNull();
    const declined = await start({
      production_title: 'Tide Line — Episode 4',
      billing_address: '1 Quay Street\nBristol BS1 4DJ',
      po_number: 'PO-88',
    });
    await settle(declined, 'fail');
    const expected = {
      project_id: projectId,
      production_title: 'Tide Line — Episode 4',
      company: 'Harbour Pictures',
      billing_name: 'Harbour Pictures Ltd',
      billing_address: '1 Quay Street\nBristol BS1 4DJ',
      billing_country: 'GB',
      po_number: 'PO-88',
      accept_terms: true,
    };
    expect((await quote()).draft).toEqual(expected);
    // Another person signed in on the same browser never gets it.
    expect((await quote(other)).draft).toBeNull();

    const abandoned = await start({
      idempotency_key: `attempt-${crypto.randomUUID()}`,
      po_number: 'PO-89',
    });
    await settle(abandoned, 'abandon');
    expect((await quote()).draft).toMatchObject({
      ...expected,
      billing_address: '1 Quay Street\nBristol BS1 4DJ\nUnited Kingdom',
      production_title: "The Baker's Dozen",
      po_number: 'PO-89',
    });

    const paid = await start({ idempotency_key: `attempt-${crypto.randomUUID()}` });
    await settle(paid, 'pay');
    await fillCart();
    expect((await quote()).draft).toBeNull();
  });

  it('lists what the buyer bought or may still pay for, not declined or abandoned attempts, whose links still work for their owner', async () => {
    await fillCart();
    const failed = await start();
    await settle(failed, 'fail');
    const cancelled = await start({ idempotency_key: `attempt-${crypto.randomUUID()}` });
    await settle(cancelled, 'abandon');
    const paid = await start({ idempotency_key: `attempt-${crypto.randomUUID()}` });
    await settle(paid, 'pay');
    // The same photos again, for another production: the first one holds them now (issue 22).
    await fillCart();
    const nextProduction = await createProject(db.handle, {
      userId: buyer.id,
      name: 'Night Shift',
      company: 'Harbour Pictures',
    });
    const pending = await checkout({
      idempotency_key: `attempt-${crypto.randomUUID()}`,
      project_id: nextProduction.id,
    });
    expect(pending.status).toBe(201);

    const list = await (await buyer.client.orders.$get()).json();
    expect(list.items.map((order) => [order.id, order.status])).toEqual([
      [(await startedOf(pending)).order_id, 'pending'],
      [paid.order_id, 'paid'],
    ]);
    const direct = await orderOf(failed.order_id);
    expect(direct.status).toBe(200);
    expect((await direct.json()).status).toBe('failed');
    expect((await orderBody(cancelled.order_id)).status).toBe('cancelled');
    expect((await orderOf(failed.order_id, other)).status).toBe(404);
  });
});
