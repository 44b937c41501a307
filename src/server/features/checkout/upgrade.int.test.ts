import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, type CheckoutStarted, type OrderDetail } from '../../../core/checkout';
import { upgradePriceCents } from '../../../core/pricing';
import type { LicensedPhotos, PurchaseList } from '../../../core/purchases';
import { apiClient, messageOf } from '../../../test/api-client';
import { signUpByLink } from '../../../test/auth-helpers';
import { payForCart, sessionOf } from '../../../test/checkout-flow';
import { createCartItem, createPhoto, createProject, createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { UPGRADE_MESSAGES } from './upgrade.service';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** Issue 13 item 4: background dressing upgraded to hero usage after purchase, for the difference. */
describe.each(TEST_DATABASES)('licence upgrades on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let request: ReturnType<typeof apiClient>;
  let buyer = '';
  let other = '';
  let orderId = '';
  const photos: { id: string; photoid: number }[] = [];
  const key = () => `upgrade-${crypto.randomUUID()}`;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    request = apiClient(app);
    const creator = await createUser(db.handle);
    for (let index = 0; index < 3; index++) {
      const photo = await createPhoto(db.handle, {
        creatorId: creator.id,
        title: `Porch ${index}`,
        price_cents: 4500,
      });
      photos.push({ id: photo.id, photoid: photo.photoid });
    }
    buyer = await signUpByLink(app, 'buyer@example.test', 'Bea');
    other = await signUpByLink(app, 'other@example.test', 'Otto');
    const [row] = await db.handle.raw<{ id: string }>(
      `select id from "user" where email = 'buyer@example.test'`,
    );
    const buyerId = row?.id ?? '';
    const project = await createProject(db.handle, {
      userId: buyerId,
      name: 'Tide Line',
      company: 'Harbour Pictures',
    });
    for (const [index, photo] of photos.entries())
      await createCartItem(db.handle, {
        userId: buyerId,
        photoId: photo.id,
        licenseType: index === 2 ? 'hero-usage' : 'background-dressing',
      });
    orderId = await payForCart(request, buyer, project.id);
  });
  afterAll(() => db.drop());

  const purchaseOf = async (photoIndex: number, license = 'background-dressing') =>
    (await request<PurchaseList>('GET', '/api/purchases', buyer)).body.items.find(
      (item) => item.photo_id === photos[photoIndex]?.id && item.license_type === license,
    );

  it('charges only the difference (4× the price paid), and once paid the photo is licensed for hero usage and the first certificate reads as amended', async () => {
    expect(upgradePriceCents(4500)).toBe(18000);
    const purchase = await purchaseOf(0);
    expect(purchase?.upgrade_price_cents).toBe(18000);
    expect((await purchaseOf(2, 'hero-usage'))?.upgrade_price_cents).toBeNull();
    const started = await request<CheckoutStarted>('POST', '/api/checkout/upgrade', buyer, {
      purchase_id: purchase?.id,
      idempotency_key: key(),
      accept_terms: true,
    });
    expect(started.status).toBe(201);
    const pending = (await request<OrderDetail>('GET', `/api/orders/${started.body.order_id}`, buyer)).body;
    expect(pending).toMatchObject({
      status: 'pending',
      total_cents: 18000,
      discount_cents: 0,
      production_title: "The Baker's Dozen",
    });
    expect(pending.items).toEqual([
      expect.objectContaining({ photo_id: photos[0]?.id, license_type: 'hero-usage', price_cents: 18000 }),
    ]);

    await request('POST', `/api/checkout/test-payments/${sessionOf(started.body)}`, buyer, {
      outcome: 'pay',
    });
    const licensed = await request<LicensedPhotos>('GET', '/api/purchases/licensed', buyer);
    expect(licensed.body.items.find((item) => item.photo_id === photos[0]?.id)?.license_types).toEqual([
      'background-dressing',
      'hero-usage',
    ]);
    const upgrade = (await request<OrderDetail>('GET', `/api/orders/${started.body.order_id}`, buyer)).body;
    const first = (await request<OrderDetail>('GET', `/api/orders/${orderId}`, buyer)).body;
    const verified = await request<{ items: { photoid: number; amendment: string | null }[] }>(
      'GET',
      `/api/verify/${first.certificate_code}`,
      null,
    );
    expect(verified.body.items.find((item) => item.photoid === photos[0]?.photoid)?.amendment).toBe(
      `Upgraded to hero usage after purchase: order ${upgrade.order_number}, certificate ${upgrade.certificate_code}`,
    );
    const amending = await request<{ items: { amendment: string | null }[] }>(
      'GET',
      `/api/verify/${upgrade.certificate_code}`,
      null,
    );
    expect(amending.body.items[0]?.amendment).toBe(
      `Amends the background-dressing licence of order ${first.order_number}, certificate ${first.certificate_code}`,
    );

    const again = await request('POST', '/api/checkout/upgrade', buyer, {
      purchase_id: purchase?.id,
      idempotency_key: key(),
      accept_terms: true,
    });
    expect(again.status).toBe(409);
    expect(messageOf(again.body)).toBe(UPGRADE_MESSAGES.alreadyHero);
  });

  it('refuses a hero licence, a refunded one, another buyer’s, and bad input; a double click makes one order', async () => {
    const hero = await purchaseOf(2, 'hero-usage');
    const heroAnswer = await request('POST', '/api/checkout/upgrade', buyer, {
      purchase_id: hero?.id,
      idempotency_key: key(),
      accept_terms: true,
    });
    expect(messageOf(heroAnswer.body)).toBe(UPGRADE_MESSAGES.notBackground);

    const purchase = await purchaseOf(1);
    expect(
      (
        await request('POST', '/api/checkout/upgrade', other, {
          purchase_id: purchase?.id,
          idempotency_key: key(),
          accept_terms: true,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await request('POST', '/api/checkout/upgrade', null, {
          purchase_id: purchase?.id,
          idempotency_key: key(),
          accept_terms: true,
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await request('POST', '/api/checkout/upgrade', buyer, {
          purchase_id: 'nope',
          idempotency_key: key(),
          accept_terms: true,
        })
      ).status,
    ).toBe(400);

    const unaccepted = await request('POST', '/api/checkout/upgrade', buyer, {
      purchase_id: purchase?.id,
      idempotency_key: key(),
    });
    expect(unaccepted.status).toBe(400);
    expect(messageOf(unaccepted.body)).toBe(CHECKOUT_MESSAGES.termsRequired);
    expect(await db.handle.raw(`select 1 from orders where status = 'pending'`)).toHaveLength(0);

    const attempt = { purchase_id: purchase?.id, idempotency_key: key(), accept_terms: true };
    const twice = await Promise.all(
      [1, 2].map(() => request<CheckoutStarted>('POST', '/api/checkout/upgrade', buyer, attempt)),
    );
    expect(twice[1]?.body.order_id).toBe(twice[0]?.body.order_id);
    expect(await db.handle.raw(`select 1 from orders where status = 'pending'`)).toHaveLength(1);

    await db.handle.raw(
      'update order_items set refunded_cents = discounted_price_cents, refunded_at = now() where photo_id = $1 and order_id = $2',
      [photos[1]?.id, orderId],
    );
    const refunded = await request('POST', '/api/checkout/upgrade', buyer, {
      purchase_id: purchase?.id,
      idempotency_key: key(),
      accept_terms: true,
    });
    expect(messageOf(refunded.body)).toBe(UPGRADE_MESSAGES.refunded);
  });
});
