import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../core/checkout';
import { upgradePriceCents } from '../../../core/pricing';
import { apiClient } from '../../../test/api-client';
import { sessionOf } from '../../../test/checkout-flow';
import { createPhoto, createUser } from '../../../test/factories';
import { buyLines, createProduction, type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, type TypedClient, typedClient } from '../../../test/typed-client';
import { UPGRADE_MESSAGES } from './upgrade.service';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** Issue 13 item 4: background dressing upgraded to hero usage after purchase, for the difference. */
describe.each(TEST_DATABASES)('licence upgrades on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let buyer: Shopper;
  let other: Shopper;
  let orderId = '';
  const photos: { id: string; photoid: number }[] = [];
  const key = () => `upgrade-${crypto.randomUUID()}`;

  /** The upgrade button of a purchase, as `client` (the buyer unless said). */
  const upgrade = (purchaseId: string, client: TypedClient = buyer.client) =>
    client.checkout.upgrade.$post({
      json: { purchase_id: purchaseId, idempotency_key: key(), accept_terms: true },
    });
  const orderOf = async (id: string) => (await buyer.client.orders[':id'].$get({ param: { id } })).json();
  const verify = async (code: string) =>
    (await typedClient(app, null).verify[':code'].$get({ param: { code } })).json();

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    const creator = await createUser(db.handle);
    for (let index = 0; index < 3; index++) {
      const photo = await createPhoto(db.handle, {
        creatorId: creator.id,
        title: `Porch ${index}`,
        price_cents: 4500,
      });
      photos.push({ id: photo.id, photoid: photo.photoid });
    }
    buyer = await signUpShopper(app, db.handle, 'buyer@example.test', 'Bea');
    other = await signUpShopper(app, db.handle, 'other@example.test', 'Otto');
    const project = await createProduction(db.handle, buyer);
    const lines = photos.map((photo, index) => ({
      photoId: photo.id,
      licenseType: index === 2 ? ('hero-usage' as const) : ('background-dressing' as const),
    }));
    orderId = await buyLines(db.handle, buyer, project.id, lines);
  });
  afterAll(() => db.drop());

  const purchaseOf = async (photoIndex: number, license = 'background-dressing') =>
    (await (await buyer.client.purchases.$get()).json()).items.find(
      (item) => item.photo_id === photos[photoIndex]?.id && item.license_type === license,
    );

  it('charges only the difference (4× the price paid), and once paid the photo is licensed for hero usage and the first certificate reads as amended', async () => {
    expect(upgradePriceCents(4500)).toBe(18000);
    const purchase = await purchaseOf(0);
    expect(purchase?.upgrade_price_cents).toBe(18000);
    expect((await purchaseOf(2, 'hero-usage'))?.upgrade_price_cents).toBeNull();
    const answer = await upgrade(purchase?.id ?? '');
    expect(answer.status).toBe(201);
    const started = await answer.json();
    const pending = await orderOf(started.order_id);
    expect(pending).toMatchObject({
      status: 'pending',
      total_cents: 18000,
      discount_cents: 0,
      production_title: "The Baker's Dozen",
    });
    expect(pending.items).toEqual([
      expect.objectContaining({ photo_id: photos[0]?.id, license_type: 'hero-usage', price_cents: 18000 }),
    ]);

    await buyer.client.checkout['test-payments'][':sessionId'].$post({
      param: { sessionId: sessionOf(started) },
      json: { outcome: 'pay' },
    });
    const licensed = await (await buyer.client.purchases.licensed.$get()).json();
    expect(licensed.items.find((item) => item.photo_id === photos[0]?.id)?.license_types).toEqual([
      'background-dressing',
      'hero-usage',
    ]);
    const upgraded = await orderOf(started.order_id);
    const first = await orderOf(orderId);
    const verified = await verify(first.certificate_code ?? '');
    expect(verified.items.find((item) => item.photoid === photos[0]?.photoid)?.amendment).toBe(
      `Upgraded to hero usage after purchase: order ${upgraded.order_number}, certificate ${upgraded.certificate_code}`,
    );
    const amending = await verify(upgraded.certificate_code ?? '');
    expect(amending.items[0]?.amendment).toBe(
      `Amends the background-dressing licence of order ${first.order_number}, certificate ${first.certificate_code}`,
    );

    const again = await upgrade(purchase?.id ?? '');
    expect(again.status).toBe(409);
    expect(messageOf(await again.json())).toBe(UPGRADE_MESSAGES.alreadyHero);
  });

  it('refuses a hero licence, a refunded one, another buyer’s, and bad input; a double click makes one order', async () => {
    const hero = await purchaseOf(2, 'hero-usage');
    const heroAnswer = await upgrade(hero?.id ?? '');
    expect(messageOf(await heroAnswer.json())).toBe(UPGRADE_MESSAGES.notBackground);

    const purchase = await purchaseOf(1);
    expect((await upgrade(purchase?.id ?? '', other.client)).status).toBe(404);
    expect((await upgrade(purchase?.id ?? '', typedClient(app, null))).status).toBe(401);
    expect((await upgrade('nope')).status).toBe(400);

    // Raw: an upgrade without `accept_terms` does not compile with the typed client.
    const unaccepted = await apiClient(app)('POST', '/api/checkout/upgrade', buyer.cookie, {
      purchase_id: purchase?.id,
      idempotency_key: key(),
    });
    expect(unaccepted.status).toBe(400);
    expect(messageOf(unaccepted.body)).toBe(CHECKOUT_MESSAGES.termsRequired);
    expect(await db.handle.raw(`select 1 from orders where status = 'pending'`)).toHaveLength(0);

    const attempt = { purchase_id: purchase?.id ?? '', idempotency_key: key(), accept_terms: true as const };
    const twice = await Promise.all(
      [1, 2].map(async () => (await buyer.client.checkout.upgrade.$post({ json: attempt })).json()),
    );
    expect(twice[1]?.order_id).toBe(twice[0]?.order_id);
    expect(await db.handle.raw(`select 1 from orders where status = 'pending'`)).toHaveLength(1);

    await db.handle.raw(
      'update order_items set refunded_cents = discounted_price_cents, refunded_at = now() where photo_id = $1 and order_id = $2',
      [photos[1]?.id, orderId],
    );
    const refunded = await upgrade(purchase?.id ?? '');
    expect(messageOf(await refunded.json())).toBe(UPGRADE_MESSAGES.refunded);
  });
});
