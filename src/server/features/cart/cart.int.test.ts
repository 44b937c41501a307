import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LicenseType } from '../../../core/pricing';
import { apiClient } from '../../../test/api-client';
import { createPhoto, createUser } from '../../../test/factories';
import { type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, type TypedClient, typedClient } from '../../../test/typed-client';

type App = Awaited<ReturnType<typeof createTestApp>>;

const NOT_A_LINE = '00000000-0000-4000-8000-000000000000';

/** Issue 12, item 1: the cart, owner-scoped, priced on the server (spec §4, §7, §8, §9). */
describe.each(TEST_DATABASES)('cart on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let owner: Shopper;
  let other: Shopper;
  let ownerId = '';
  /** Live photos at $10.00, $20.00, … so every figure can be worked out by hand. */
  const photos: { id: string; photoid: number; price_cents: number }[] = [];
  let draftId = '';

  /** Raw: a body of the wrong shape for /api/cart`path`, which the typed client would not compile. */
  const raw = (method: string, path: string, shopper: Shopper, body: unknown) =>
    apiClient(app)(method, `/api/cart${path}`, shopper.cookie, body);

  async function cartOf(shopper: Shopper) {
    const response = await shopper.client.cart.$get();
    expect(response.status).toBe(200);
    return response.json();
  }

  type Batch = Parameters<TypedClient['cart']['batch']['$post']>[0]['json'];
  const batch = (shopper: Shopper, json: Batch) => shopper.client.cart.batch.$post({ json });
  const relicense = (shopper: Shopper, id: string, license_type: LicenseType) =>
    shopper.client.cart[':id'].$patch({ param: { id }, json: { license_type } });
  const remove = (shopper: Shopper, id: string) => shopper.client.cart[':id'].$delete({ param: { id } });

  async function rowsOf(userId: string) {
    return db.handle.raw<{ id: string; photo_id: string; license_type: string }>(
      'select id, photo_id, license_type from cart_items where user_id = $1 order by added_at',
      [userId],
    );
  }

  async function add(shopper: Shopper, photoId: string, license?: LicenseType) {
    return shopper.client.cart.$post({
      json: { photo_id: photoId, ...(license ? { license_type: license } : {}) },
    });
  }

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    const creator = await createUser(db.handle);
    for (let index = 0; index < 100; index++) {
      const photo = await createPhoto(db.handle, {
        creatorId: creator.id,
        title: `Kitchen ${index + 1}`,
        price_cents: 1000 * ((index % 5) + 1),
      });
      photos.push({ id: photo.id, photoid: photo.photoid, price_cents: photo.price_cents });
    }
    draftId = (await createPhoto(db.handle, { creatorId: creator.id, photo_status: 'draft' })).id;
    owner = await signUpShopper(app, db.handle, 'owner@example.test', 'Olive');
    other = await signUpShopper(app, db.handle, 'other@example.test', 'Otto');
    ownerId = owner.id;
  });
  afterAll(() => db.drop());
  beforeEach(() => db.handle.raw('delete from cart_items'));

  const photo = (index: number) => {
    const found = photos[index];
    if (!found) throw new Error(`no photo ${index}`);
    return found;
  };

  it('adds a photo with the default licence and lists it joined to its details, newest first', async () => {
    expect((await add(owner, photo(0).id)).status).toBe(201);
    const response = await add(owner, photo(1).id, 'hero-usage');
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      item: { photo_id: photo(1).id, license_type: 'hero-usage' },
    });

    const cart = await cartOf(owner);
    expect(cart.items.map((line) => [line.photo.photoid, line.license_type, line.quantity])).toEqual([
      [photo(1).photoid, 'hero-usage', 1],
      [photo(0).photoid, 'background-dressing', 1],
    ]);
    expect(cart.items[0]?.photo).toMatchObject({ title: 'Kitchen 2', price: 20, photo_status: 'live' });
    // Hero usage is 5× the photo's price (spec §9).
    expect(cart.items.map((line) => line.price_cents)).toEqual([10_000, 1000]);
    expect(cart.summary).toMatchObject({ item_count: 2, subtotal_cents: 11_000, total_cents: 11_000 });
    expect(await rowsOf(ownerId)).toHaveLength(2);
  });

  it("answers a line's photo created_at as a timestamp string on both databases", async () => {
    await add(owner, photo(0).id);
    const [line] = (await cartOf(owner)).items;
    const [row] = await db.handle.raw<{ created_at: Date }>('select created_at from photos where id = $1', [
      photo(0).id,
    ]);
    expect(typeof line?.photo.created_at).toBe('string');
    expect(new Date(line?.photo.created_at ?? '').getTime()).toBe(row?.created_at.getTime());
  });

  it('refuses the same photo and licence twice with the spec message, keeping one row', async () => {
    await add(owner, photo(0).id);
    const again = await add(owner, photo(0).id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: 'duplicate', message: 'This photo is already in your cart' },
    });
    // The other licence of the same photo is another line (spec §4: one row per photo and licence).
    expect((await add(owner, photo(0).id, 'hero-usage')).status).toBe(201);
    expect(await rowsOf(ownerId)).toHaveLength(2);
  });

  it('keeps one row when two tabs add the same photo at once', async () => {
    const statuses = (await Promise.all([add(owner, photo(3).id), add(owner, photo(3).id)])).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await rowsOf(ownerId)).toHaveLength(1);
  });

  it('answers bad input with a clear 400 or 404 and adds nothing', async () => {
    const cases: [string, number, string][] = [
      ['not-a-uuid', 400, 'Invalid photo_id format - must be valid UUID'],
      [NOT_A_LINE, 404, 'Photo not found'],
      [draftId, 404, 'Photo not found'],
    ];
    for (const [photoId, status, message] of cases) {
      const response = await add(owner, photoId);
      expect(response.status, photoId).toBe(status);
      expect(messageOf(await response.json())).toBe(message);
    }
    // Raw: a missing photo, an unknown licence and an unknown key do not compile with the typed client.
    const malformed: [unknown, number, string][] = [
      [{}, 400, 'Missing photo_id parameter'],
      [
        { photo_id: photo(0).id, license_type: 'poster' },
        400,
        'License type must be background-dressing or hero-usage',
      ],
    ];
    for (const [body, status, message] of malformed) {
      const response = await raw('POST', '', owner, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(messageOf(response.body)).toBe(message);
    }
    const extra = await raw('POST', '', owner, { photo_id: photo(0).id, user_id: ownerId });
    expect(extra.status).toBe(400);
    expect(await rowsOf(ownerId)).toHaveLength(0);
  });

  it('adds a batch together and counts successes, failures and duplicates (spec §4)', async () => {
    await add(owner, photo(0).id);
    const response = await batch(owner, {
      items: [
        { photo_id: photo(0).id }, // already in the cart: a duplicate
        { photo_id: photo(1).id },
        { photo_id: photo(1).id }, // asked twice: a duplicate
        { photo_id: photo(1).id, license_type: 'hero-usage' },
        { photo_id: photo(2).id, license_type: 'hero-usage' },
        { photo_id: NOT_A_LINE }, // unknown: a failure
        { photo_id: draftId }, // not published: a failure
      ],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      successCount: 3,
      errorCount: 2,
      duplicateCount: 2,
      licensedCount: 0,
      upgradableCount: 0,
    });
    expect(await rowsOf(ownerId)).toHaveLength(4);

    const empty = await batch(owner, { items: [] });
    expect(empty.status).toBe(400);
    expect(messageOf(await empty.json())).toBe('Choose at least one photo');
    const malformed = await batch(owner, { items: [{ photo_id: 'x' }] });
    expect(malformed.status).toBe(400);
    expect(await rowsOf(ownerId)).toHaveLength(4);
  });

  it('changes a line licence and reprices it; refuses a licence the cart already holds', async () => {
    await add(owner, photo(0).id);
    await add(owner, photo(0).id, 'hero-usage');
    const [line] = (await cartOf(owner)).items.filter((item) => item.license_type === 'background-dressing');
    if (!line) throw new Error('no line');
    const clash = await relicense(owner, line.id, 'hero-usage');
    expect(clash.status).toBe(409);
    expect(messageOf(await clash.json())).toBe('This photo is already in your cart');

    await db.handle.raw(`delete from cart_items where license_type = 'hero-usage'`);
    const changed = await relicense(owner, line.id, 'hero-usage');
    expect(changed.status).toBe(200);
    expect((await cartOf(owner)).items[0]).toMatchObject({ license_type: 'hero-usage', price_cents: 5000 });

    // Raw: a licence that does not exist does not compile with the typed client.
    const bad = await raw('PATCH', `/${line.id}`, owner, { license_type: 'billboard' });
    expect(bad.status).toBe(400);
    const notUuid = await relicense(owner, '42', 'hero-usage');
    expect(notUuid.status).toBe(400);
    expect(messageOf(await notUuid.json())).toBe('Invalid id format - must be valid UUID');
  });

  it('removes a line and clears the whole cart', async () => {
    await add(owner, photo(0).id);
    await add(owner, photo(1).id);
    const [first] = (await cartOf(owner)).items;
    const removed = await remove(owner, first?.id ?? '');
    expect(removed.status).toBe(200);
    expect(await rowsOf(ownerId)).toHaveLength(1);
    expect((await remove(owner, first?.id ?? '')).status).toBe(404);

    const cleared = await owner.client.cart.$delete();
    expect(await cleared.json()).toEqual({ removed: 1 });
    expect(await rowsOf(ownerId)).toHaveLength(0);
  });

  it('shows a photo unpublished after it was added, but neither prices nor counts it', async () => {
    await add(owner, photo(0).id);
    await add(owner, photo(1).id);
    await db.handle.raw(`update photos set photo_status = 'withdrawn' where id = $1`, [photo(1).id]);
    const cart = await cartOf(owner);
    expect(cart.items.map((line) => [line.photo_id, line.available])).toEqual([
      [photo(1).id, false],
      [photo(0).id, true],
    ]);
    expect(cart.summary).toMatchObject({ item_count: 1, subtotal_cents: 1000, total_cents: 1000 });
    await db.handle.raw(`update photos set photo_status = 'live' where id = $1`, [photo(1).id]);
  });

  // spec §4, §9: none below 25; 5% at 25, 10% at 50, 15% at 75; spread by each line's share.
  it.each([
    [0, 0, 25],
    [24, 0, 1],
    [25, 5, 25],
    [49, 5, 1],
    [50, 10, 25],
    [74, 10, 1],
    [75, 15, null],
    [100, 15, null],
  ])('prices %i items with mixed licences at %i%% off', async (count, percent, needed) => {
    if (count > 0) {
      const items = Array.from({ length: count }, (_, index) => ({
        photo_id: photo(index).id,
        license_type: index % 3 === 0 ? ('hero-usage' as const) : ('background-dressing' as const),
      }));
      const added = await (await batch(owner, { items })).json();
      expect(added.successCount).toBe(count);
    }
    const { items, summary } = await cartOf(owner);
    const subtotal = Array.from({ length: count }, (_, index) => {
      return photo(index).price_cents * (index % 3 === 0 ? 5 : 1);
    }).reduce((sum, cents) => sum + cents, 0);
    const discount = Math.round((subtotal * percent) / 100);
    expect(summary).toMatchObject({
      item_count: count,
      subtotal_cents: subtotal,
      discount_percent: percent,
      discount_cents: discount,
      total_cents: subtotal - discount,
    });
    expect(summary.next?.items_needed ?? null).toBe(needed === null ? null : needed);
    // The discounted line prices are whole cents that add up to the total.
    expect(items.reduce((sum, line) => sum + line.discounted_price_cents, 0)).toBe(subtotal - discount);
    for (const line of items) {
      expect(Number.isInteger(line.discounted_price_cents)).toBe(true);
      const share = (line.price_cents * (subtotal - discount)) / Math.max(subtotal, 1);
      expect(Math.abs(line.discounted_price_cents - share)).toBeLessThan(1);
    }
  });

  describe('access', () => {
    let ownersLine = '';
    beforeEach(async () => {
      await add(owner, photo(0).id);
      ownersLine = (await cartOf(owner)).items[0]?.id ?? '';
    });

    /** Requests a signed-in user could have sent, so only the missing session refuses them. */
    const routes: [string, (client: TypedClient) => Promise<Response>][] = [
      ['GET /api/cart', (client) => client.cart.$get()],
      ['POST /api/cart', (client) => client.cart.$post({ json: { photo_id: photo(1).id } })],
      [
        'POST /api/cart/batch',
        (client) => client.cart.batch.$post({ json: { items: [{ photo_id: photo(1).id }] } }),
      ],
      [
        'PATCH /api/cart/:id',
        (client) =>
          client.cart[':id'].$patch({ param: { id: ownersLine }, json: { license_type: 'hero-usage' } }),
      ],
      ['DELETE /api/cart/:id', (client) => client.cart[':id'].$delete({ param: { id: ownersLine } })],
      ['DELETE /api/cart', (client) => client.cart.$delete()],
    ];

    it.each(routes)('guests get 401 on %s and change nothing', async (_label, send) => {
      const response = await send(typedClient(app, null));
      expect(response.status).toBe(401);
      expect(messageOf(await response.json())).toBe('User not authenticated');
      expect(await rowsOf(ownerId)).toEqual([
        expect.objectContaining({ license_type: 'background-dressing' }),
      ]);
    });

    it("another user neither sees, changes nor removes the owner's lines", async () => {
      expect((await cartOf(other)).items).toEqual([]);
      expect((await relicense(other, ownersLine, 'hero-usage')).status).toBe(404);
      expect((await remove(other, ownersLine)).status).toBe(404);
      expect(await (await other.client.cart.$delete()).json()).toEqual({ removed: 0 });
      expect(await rowsOf(ownerId)).toEqual([
        expect.objectContaining({ id: ownersLine, license_type: 'background-dressing' }),
      ]);
    });

    it('the owner reads and changes their own line', async () => {
      expect((await cartOf(owner)).items.map((line) => line.id)).toEqual([ownersLine]);
      expect((await relicense(owner, ownersLine, 'hero-usage')).status).toBe(200);
      expect((await remove(owner, ownersLine)).status).toBe(200);
      expect(await rowsOf(ownerId)).toEqual([]);
    });
  });
});
