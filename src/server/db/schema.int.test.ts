import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPhoto, createUser } from '../../test/factories';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';

/** The constraints later features rely on are enforced by the database itself. */
describe.each(TEST_DATABASES)('schema constraints on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db.drop());
  beforeEach(() => db.reset());

  const sqlState = async (promise: Promise<unknown>): Promise<string | undefined> => {
    try {
      await promise;
      return undefined;
    } catch (error) {
      return (error as { code?: string }).code;
    }
  };

  it('allows one cart row per user, photo and licence (duplicate is 23505)', async () => {
    const creator = await createUser(db.handle);
    const buyer = await createUser(db.handle);
    const photo = await createPhoto(db.handle, { creatorId: creator.id });
    const insert = (license: string) =>
      db.handle.raw('insert into cart_items (user_id, photo_id, license_type) values ($1, $2, $3)', [
        buyer.id,
        photo.id,
        license,
      ]);
    await insert('background-dressing');
    await insert('hero-usage');
    expect(await sqlState(insert('hero-usage'))).toBe('23505');
    expect(await sqlState(insert('gold-plated'))).toBe('23514');
    const rows = await db.handle.raw<{ quantity: number }>(
      'select quantity from cart_items where user_id = $1',
      [buyer.id],
    );
    expect(rows.map((r) => r.quantity)).toEqual([1, 1]);
  });

  it('keeps one wishlist row per photo and checks share codes', async () => {
    const user = await createUser(db.handle);
    const photo = await createPhoto(db.handle, { creatorId: user.id });
    const [wishlist] = await db.handle.raw<{ id: string }>(
      `insert into wishlists (name, user_id, share_code) values ('Kitchens', $1, 'a1b2c3d4e5') returning id`,
      [user.id],
    );
    const add = () =>
      db.handle.raw('insert into wishlist_items (wishlist_id, photo_id) values ($1, $2)', [
        wishlist?.id,
        photo.id,
      ]);
    await add();
    expect(await sqlState(add())).toBe('23505');
    expect(
      await sqlState(
        db.handle.raw(`insert into wishlists (name, user_id, share_code) values ('x', $1, 'A1B2C3D4E5')`, [
          user.id,
        ]),
      ),
    ).toBe('23514');
    expect(
      await sqlState(
        db.handle.raw(`insert into wishlists (name, user_id, share_code) values ('y', $1, 'a1b2c3d4e5')`, [
          user.id,
        ]),
      ),
    ).toBe('23505');
  });

  it('makes company names unique per owner, ignoring case', async () => {
    const alice = await createUser(db.handle);
    const bob = await createUser(db.handle);
    const add = (owner: string, name: string) =>
      db.handle.raw('insert into companies (name, created_by) values ($1, $2)', [name, owner]);
    await add(alice.id, 'Lantern Street');
    expect(await sqlState(add(alice.id, 'LANTERN street'))).toBe('23505');
    await add(bob.id, 'lantern street');
  });

  it('rejects non-positive photoids and negative prices', async () => {
    const user = await createUser(db.handle);
    expect(await sqlState(createPhoto(db.handle, { creatorId: user.id, photoid: 0 }))).toBe('23514');
    expect(await sqlState(createPhoto(db.handle, { creatorId: user.id, price_cents: -1 }))).toBe('23514');
    const photo = await createPhoto(db.handle, { creatorId: user.id });
    expect(await sqlState(createPhoto(db.handle, { creatorId: user.id, photoid: photo.photoid }))).toBe(
      '23505',
    );
  });

  it('derives orientation from the size (square within 0.95–1.05, missing size is square)', async () => {
    const user = await createUser(db.handle);
    const cases = [
      [4000, 3000, 'horizontal'],
      [3000, 4000, 'vertical'],
      [3000, 3150, 'square'],
      [3000, 3200, 'vertical'],
      [null, null, 'square'],
    ] as const;
    for (const [width, height, expected] of cases) {
      const photo = await createPhoto(db.handle, { creatorId: user.id, width, height });
      const [row] = await db.handle.raw<{ orientation: string }>(
        'select orientation from photos where id = $1',
        [photo.id],
      );
      expect(row?.orientation, `${width}x${height}`).toBe(expected);
    }
  });

  it('cascades a deleted user to their cart, and keeps photos of creators', async () => {
    const creator = await createUser(db.handle);
    const buyer = await createUser(db.handle);
    const photo = await createPhoto(db.handle, { creatorId: creator.id });
    await db.handle.raw('insert into cart_items (user_id, photo_id) values ($1, $2)', [buyer.id, photo.id]);
    await db.handle.raw('delete from "user" where id = $1', [buyer.id]);
    expect(await db.handle.raw('select 1 from cart_items')).toHaveLength(0);
    expect(await db.handle.raw('select 1 from profiles where id = $1', [buyer.id])).toHaveLength(0);
    // ON DELETE RESTRICT: a creator with photos cannot be deleted. PostgreSQL 15 reports it as
    // foreign_key_violation, PGlite's PostgreSQL 18 as restrict_violation.
    expect(['23503', '23001']).toContain(
      await sqlState(db.handle.raw('delete from "user" where id = $1', [creator.id])),
    );
    expect(await db.handle.raw('select 1 from photos where id = $1', [photo.id])).toHaveLength(1);
  });

  it('serves photos_details with storefront, events and faces, and full-text search ignores accents', async () => {
    const creator = await createUser(db.handle, { storefrontName: 'The Okafor Family Archive' });
    const photo = await createPhoto(db.handle, {
      creatorId: creator.id,
      title: 'Breakfast in the kitchen, Montréal',
      tags: ['kitchen', 'formica table'],
      faces: true,
      people_count: 2,
    });
    const [event] = await db.handle.raw<{ id: string }>(
      `insert into events (name) values ('Christmas') returning id`,
    );
    await db.handle.raw('insert into photo_events (photo_id, event_id) values ($1, $2)', [
      photo.id,
      event?.id,
    ]);
    const [details] = await db.handle.raw<{
      storefront_name: string;
      event_names: string[];
      face_ids: string[];
      price: number;
    }>('select storefront_name, event_names, face_ids, price from photos_details where photoid = $1', [
      photo.photoid,
    ]);
    expect(details?.storefront_name).toBe('The Okafor Family Archive');
    expect(details?.event_names).toEqual(['Christmas']);
    expect(details?.face_ids.length).toBeGreaterThan(0);
    expect(details?.price).toBeCloseTo(photo.price_cents / 100);
    const hits = await db.handle.raw(
      `select id from photos where search_vector @@ plainto_tsquery('english', backdrop_unaccent('montreal kitchens'))`,
    );
    expect(hits).toHaveLength(1);
  });
});
