import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartAnswer, CartBatchResult } from '../../../core/cart';
import { apiClient, messageOf } from '../../../test/api-client';
import { signUpByLink } from '../../../test/auth-helpers';
import { createPhoto, createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';

type App = Awaited<ReturnType<typeof createTestApp>>;

const NOT_A_LINE = '00000000-0000-4000-8000-000000000000';

/** Issue 12, item 1: the cart, owner-scoped, priced on the server (spec §4, §7, §8, §9). */
describe.each(TEST_DATABASES)('cart on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let owner = '';
  let other = '';
  let ownerId = '';
  /** Live photos at $10.00, $20.00, … so every figure can be worked out by hand. */
  const photos: { id: string; photoid: number; price_cents: number }[] = [];
  let draftId = '';

  let request: ReturnType<typeof apiClient>;
  /** A call to /api/cart`path` as the given browser (null: a guest). */
  const call = (method: string, path: string, cookie: string | null, body?: unknown) =>
    request(method, `/api/cart${path}`, cookie, body);

  async function cartOf(cookie: string): Promise<CartAnswer> {
    const response = await call('GET', '', cookie);
    expect(response.status).toBe(200);
    return response.body as unknown as CartAnswer;
  }

  async function rowsOf(userId: string) {
    return db.handle.raw<{ id: string; photo_id: string; license_type: string }>(
      'select id, photo_id, license_type from cart_items where user_id = $1 order by added_at',
      [userId],
    );
  }

  async function add(cookie: string, photoId: string, license?: string) {
    return call('POST', '', cookie, { photo_id: photoId, ...(license ? { license_type: license } : {}) });
  }

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    request = apiClient(app);
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
    owner = await signUpByLink(app, 'owner@example.test', 'Olive');
    other = await signUpByLink(app, 'other@example.test', 'Otto');
    const [row] = await db.handle.raw<{ id: string }>(`select id from "user" where email = $1`, [
      'owner@example.test',
    ]);
    ownerId = row?.id ?? '';
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
    expect(response.body).toMatchObject({
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
    expect(again.body).toEqual({
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
    const cases: [unknown, number, string][] = [
      [{ photo_id: 'not-a-uuid' }, 400, 'Invalid photo_id format - must be valid UUID'],
      [{}, 400, 'Missing photo_id parameter'],
      [
        { photo_id: photo(0).id, license_type: 'poster' },
        400,
        'License type must be background-dressing or hero-usage',
      ],
      [{ photo_id: NOT_A_LINE }, 404, 'Photo not found'],
      [{ photo_id: draftId }, 404, 'Photo not found'],
    ];
    for (const [body, status, message] of cases) {
      const response = await call('POST', '', owner, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(messageOf(response.body)).toBe(message);
    }
    const extra = await call('POST', '', owner, { photo_id: photo(0).id, user_id: ownerId });
    expect(extra.status).toBe(400);
    expect(await rowsOf(ownerId)).toHaveLength(0);
  });

  it('adds a batch together and counts successes, failures and duplicates (spec §4)', async () => {
    await add(owner, photo(0).id);
    const response = await call('POST', '/batch', owner, {
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
    expect(response.body as unknown as CartBatchResult).toEqual({
      successCount: 3,
      errorCount: 2,
      duplicateCount: 2,
      licensedCount: 0,
      upgradableCount: 0,
    });
    expect(await rowsOf(ownerId)).toHaveLength(4);

    const empty = await call('POST', '/batch', owner, { items: [] });
    expect(empty.status).toBe(400);
    expect(messageOf(empty.body)).toBe('Choose at least one photo');
    const malformed = await call('POST', '/batch', owner, { items: [{ photo_id: 'x' }] });
    expect(malformed.status).toBe(400);
    expect(await rowsOf(ownerId)).toHaveLength(4);
  });

  it('changes a line licence and reprices it; refuses a licence the cart already holds', async () => {
    await add(owner, photo(0).id);
    await add(owner, photo(0).id, 'hero-usage');
    const [line] = (await cartOf(owner)).items.filter((item) => item.license_type === 'background-dressing');
    if (!line) throw new Error('no line');
    const clash = await call('PATCH', `/${line.id}`, owner, { license_type: 'hero-usage' });
    expect(clash.status).toBe(409);
    expect(messageOf(clash.body)).toBe('This photo is already in your cart');

    await db.handle.raw(`delete from cart_items where license_type = 'hero-usage'`);
    const changed = await call('PATCH', `/${line.id}`, owner, { license_type: 'hero-usage' });
    expect(changed.status).toBe(200);
    expect((await cartOf(owner)).items[0]).toMatchObject({ license_type: 'hero-usage', price_cents: 5000 });

    const bad = await call('PATCH', `/${line.id}`, owner, { license_type: 'billboard' });
    expect(bad.status).toBe(400);
    const notUuid = await call('PATCH', '/42', owner, { license_type: 'hero-usage' });
    expect(notUuid.status).toBe(400);
    expect(messageOf(notUuid.body)).toBe('Invalid id format - must be valid UUID');
  });

  it('removes a line and clears the whole cart', async () => {
    await add(owner, photo(0).id);
    await add(owner, photo(1).id);
    const [first] = (await cartOf(owner)).items;
    const removed = await call('DELETE', `/${first?.id}`, owner);
    expect(removed.status).toBe(200);
    expect(await rowsOf(ownerId)).toHaveLength(1);
    expect((await call('DELETE', `/${first?.id}`, owner)).status).toBe(404);

    const cleared = await call('DELETE', '', owner);
    expect(cleared.body).toEqual({ removed: 1 });
    expect(await rowsOf(ownerId)).toHaveLength(0);
  });

  it('shows a photo unpublished after it was added, but neither prices nor counts it', async () => {
    await add(owner, photo(0).id);
    await add(owner, photo(1).id);
    await db.handle.raw(`update photos set photo_status = 'archived' where id = $1`, [photo(1).id]);
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
        license_type: index % 3 === 0 ? 'hero-usage' : 'background-dressing',
      }));
      const batch = (await call('POST', '/batch', owner, { items })).body as unknown as CartBatchResult;
      expect(batch.successCount).toBe(count);
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

    const routes: [string, string, () => string, unknown?][] = [
      ['GET /api/cart', 'GET', () => ''],
      ['POST /api/cart', 'POST', () => '', { photo_id: '' }],
      ['POST /api/cart/batch', 'POST', () => '/batch', { items: [] }],
      ['PATCH /api/cart/:id', 'PATCH', () => `/${ownersLine}`, { license_type: 'hero-usage' }],
      ['DELETE /api/cart/:id', 'DELETE', () => `/${ownersLine}`],
      ['DELETE /api/cart', 'DELETE', () => ''],
    ];

    it.each(routes)('guests get 401 on %s and change nothing', async (_label, method, path, body) => {
      const response = await call(method, path(), null, body === undefined ? undefined : fill(body));
      expect(response.status).toBe(401);
      expect(messageOf(response.body)).toBe('User not authenticated');
      expect(await rowsOf(ownerId)).toEqual([
        expect.objectContaining({ license_type: 'background-dressing' }),
      ]);
    });

    it("another user neither sees, changes nor removes the owner's lines", async () => {
      expect((await cartOf(other)).items).toEqual([]);
      expect((await call('PATCH', `/${ownersLine}`, other, { license_type: 'hero-usage' })).status).toBe(404);
      expect((await call('DELETE', `/${ownersLine}`, other)).status).toBe(404);
      expect((await call('DELETE', '', other)).body).toEqual({ removed: 0 });
      expect(await rowsOf(ownerId)).toEqual([
        expect.objectContaining({ id: ownersLine, license_type: 'background-dressing' }),
      ]);
    });

    it('the owner reads and changes their own line', async () => {
      expect((await cartOf(owner)).items.map((line) => line.id)).toEqual([ownersLine]);
      expect((await call('PATCH', `/${ownersLine}`, owner, { license_type: 'hero-usage' })).status).toBe(200);
      expect((await call('DELETE', `/${ownersLine}`, owner)).status).toBe(200);
      expect(await rowsOf(ownerId)).toEqual([]);
    });

    /** A request a signed-in user could have sent, so only the missing session refuses it. */
    function fill(body: unknown): unknown {
      if (typeof body === 'object' && body !== null && 'photo_id' in body) return { photo_id: photo(1).id };
      if (typeof body === 'object' && body !== null && 'items' in body)
        return { items: [{ photo_id: photo(1).id }] };
      return body;
    }
  });
});
