import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HELD_LICENCE_MESSAGES, type HeldLicence } from '../../../core/held-licences';
import type { LicenseType } from '../../../core/pricing';
import { checkOutAndPay, checkoutForm, quoteOf, sessionOf } from '../../../test/checkout-flow';
import { createCartItem, createPhoto, createProject, createUser } from '../../../test/factories';
import { type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf } from '../../../test/typed-client';
import { UPGRADE_MESSAGES } from './upgrade.service';

type App = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Issue 22 item 2: licences are per production. A second licence of the same or a lesser kind
 * for the same project is refused by every route that adds to an order; the same photo for
 * another project is a new licence; hero usage over background dressing is the upgrade, for
 * the difference.
 */
describe.each(TEST_DATABASES)('licences already held on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let buyer: Shopper;
  const photos: { id: string; photoid: number }[] = [];
  const projects = { summer: { id: '', name: '' }, night: { id: '', name: '' } };

  const photo = (index: number) => {
    const found = photos[index];
    if (!found) throw new Error(`no photo ${index}`);
    return found;
  };
  const fillCart = async (...lines: [number, LicenseType][]) => {
    await db.handle.raw('delete from cart_items where user_id = $1', [buyer.id]);
    for (const [index, licenseType] of lines)
      await createCartItem(db.handle, { userId: buyer.id, photoId: photo(index).id, licenseType });
  };
  const checkout = async (projectId: string) => {
    const { fingerprint } = await quoteOf(buyer.client);
    return buyer.client.checkout.$post({ json: checkoutForm(projectId, fingerprint) });
  };
  const licencesOf = async (index: number): Promise<HeldLicence[]> =>
    (await (await buyer.client.purchases.licensed.$get()).json()).items.find(
      (item) => item.photo_id === photo(index).id,
    )?.licences ?? [];
  const orderOf = async (id: string) => (await buyer.client.orders[':id'].$get({ param: { id } })).json();
  const upgrade = (purchaseId: string) =>
    buyer.client.checkout.upgrade.$post({
      json: {
        purchase_id: purchaseId,
        idempotency_key: `upgrade-${crypto.randomUUID()}`,
        accept_terms: true,
      },
    });
  const heldFor = async (index: number, projectId: string, license: LicenseType) =>
    (await licencesOf(index)).find((item) => item.project_id === projectId && item.license_type === license);
  const pendingOrders = async () =>
    db.handle.raw(`select 1 from orders where user_id = $1 and status = 'pending'`, [buyer.id]);

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    const creator = await createUser(db.handle);
    for (let index = 0; index < 4; index++) {
      const created = await createPhoto(db.handle, {
        creatorId: creator.id,
        title: `Porch ${index}`,
        price_cents: 4500,
      });
      photos.push({ id: created.id, photoid: created.photoid });
    }
    buyer = await signUpShopper(app, db.handle, 'buyer@example.test', 'Bea');
    projects.summer = await createProject(db.handle, { userId: buyer.id, name: 'The Long Summer' });
    projects.night = await createProject(db.handle, { userId: buyer.id, name: 'Night Shift' });
    // Held for The Long Summer: #0 as background dressing, #1 as hero usage.
    await fillCart([0, 'background-dressing'], [1, 'hero-usage']);
    await checkOutAndPay(buyer.client, projects.summer.id);
  });
  afterAll(() => db.drop());
  beforeEach(() => db.handle.raw('delete from cart_items where user_id = $1', [buyer.id]));

  it('POST /api/checkout refuses the same licence, a lesser one, and hero usage over background dressing for the same project, and places no order', async () => {
    const summer = async () => (await heldFor(0, projects.summer.id, 'background-dressing')) as HeldLicence;
    const hero = (await heldFor(1, projects.summer.id, 'hero-usage')) as HeldLicence;
    const cases: [[number, LicenseType], string][] = [
      [
        [0, 'background-dressing'],
        HELD_LICENCE_MESSAGES.held(photo(0).photoid, await summer(), 'background-dressing'),
      ],
      [[1, 'background-dressing'], HELD_LICENCE_MESSAGES.held(photo(1).photoid, hero, 'background-dressing')],
      [[1, 'hero-usage'], HELD_LICENCE_MESSAGES.held(photo(1).photoid, hero, 'hero-usage')],
      [[0, 'hero-usage'], HELD_LICENCE_MESSAGES.upgrade(photo(0).photoid, await summer())],
    ];
    for (const [line, message] of cases) {
      await fillCart(line, [2, 'background-dressing']);
      const refused = await checkout(projects.summer.id);
      expect(refused.status, JSON.stringify(line)).toBe(409);
      expect(messageOf(await refused.json())).toBe(message);
      expect(await pendingOrders()).toHaveLength(0);
    }
    expect(HELD_LICENCE_MESSAGES.upgrade(photo(0).photoid, await summer())).toContain(
      'upgrade it to hero usage for $180.00',
    );
    expect(HELD_LICENCE_MESSAGES.held(photo(1).photoid, hero, 'background-dressing')).toBe(
      `#${photo(1).photoid} is already licensed for The Long Summer (Hero usage, which includes background dressing). Remove it from your cart or choose another project.`,
    );
  });

  it('offers the upgrade for the difference (4× the price paid), charges it, then refuses hero usage for that project however it is asked', async () => {
    const summer = await heldFor(0, projects.summer.id, 'background-dressing');
    expect(summer).toMatchObject({ project_name: 'The Long Summer', upgrade_price_cents: 18000 });
    expect((await heldFor(1, projects.summer.id, 'hero-usage'))?.upgrade_price_cents).toBeNull();

    const answer = await upgrade(summer?.purchase_id ?? '');
    expect(answer.status).toBe(201);
    const started = await answer.json();
    const order = await orderOf(started.order_id);
    expect(order).toMatchObject({ total_cents: 18000, project_id: projects.summer.id });
    await buyer.client.checkout['test-payments'][':sessionId'].$post({
      param: { sessionId: sessionOf(started) },
      json: { outcome: 'pay' },
    });

    expect((await heldFor(0, projects.summer.id, 'background-dressing'))?.upgrade_price_cents).toBeNull();
    const again = await upgrade(summer?.purchase_id ?? '');
    expect(again.status).toBe(409);
    expect(messageOf(await again.json())).toBe(UPGRADE_MESSAGES.alreadyHero);
    await fillCart([0, 'hero-usage']);
    const refused = await checkout(projects.summer.id);
    expect(refused.status).toBe(409);
    expect(messageOf(await refused.json())).toContain('is already licensed for The Long Summer (Hero usage)');
  });

  it('licenses the same photos again for another project, and says so in the cart', async () => {
    await fillCart([0, 'background-dressing'], [1, 'hero-usage'], [3, 'hero-usage']);
    const cart = await (await buyer.client.cart.$get()).json();
    const lineOf = (index: number) => cart.items.find((line) => line.photo_id === photo(index).id);
    expect(lineOf(1)?.held.map((licence) => [licence.project_name, licence.license_type])).toEqual([
      ['The Long Summer', 'hero-usage'],
    ]);
    expect(lineOf(3)?.held).toEqual([]);

    const order = await orderOf(await checkOutAndPay(buyer.client, projects.night.id));
    expect(order.items).toHaveLength(3);
    expect(order.total_cents).toBe(4500 + 22500 + 22500);
    // Background dressing for Night Shift is upgradable on its own: hero usage is held for The Long Summer only.
    expect((await heldFor(0, projects.night.id, 'background-dressing'))?.upgrade_price_cents).toBe(18000);
  });

  it('batch add leaves out what the production holds already and counts it, and adds the rest', async () => {
    type Batch = Parameters<typeof buyer.client.cart.batch.$post>[0]['json'];
    const batch = (json: Batch) => buyer.client.cart.batch.$post({ json });
    // By now: #0 background dressing for both projects and hero usage for The Long Summer (its
    // upgrade, refunded here so it can be offered again); #1 hero usage for both; #2 nothing;
    // #3 hero usage for Night Shift.
    await db.handle.raw(
      `update order_items set refunded_cents = discounted_price_cents, refunded_at = now()
       where license_type = 'hero-usage' and photo_id = $1`,
      [photo(0).id],
    );
    const forSummer = await batch({
      project_id: projects.summer.id,
      items: [
        { photo_id: photo(0).id, license_type: 'background-dressing' },
        { photo_id: photo(0).id, license_type: 'hero-usage' },
        { photo_id: photo(1).id, license_type: 'background-dressing' },
        { photo_id: photo(2).id, license_type: 'background-dressing' },
      ],
    });
    expect(forSummer.status).toBe(200);
    expect(await forSummer.json()).toEqual({
      successCount: 1,
      errorCount: 0,
      duplicateCount: 0,
      licensedCount: 2,
      upgradableCount: 1,
    });
    // #3 for a project that holds nothing of it: a new licence.
    const another = await batch({
      project_id: projects.summer.id,
      items: [{ photo_id: photo(3).id, license_type: 'hero-usage' }],
    });
    expect(await another.json()).toMatchObject({ successCount: 1, licensedCount: 0, upgradableCount: 0 });
    // No project said: a photo held for any production is left out.
    await db.handle.raw('delete from cart_items where user_id = $1', [buyer.id]);
    const anyProject = await batch({ items: [{ photo_id: photo(1).id }, { photo_id: photo(2).id }] });
    expect(await anyProject.json()).toMatchObject({ successCount: 1, licensedCount: 1 });
    const bad = await batch({ project_id: 'nope', items: [{ photo_id: photo(2).id }] });
    expect(bad.status).toBe(400);
  });
});
