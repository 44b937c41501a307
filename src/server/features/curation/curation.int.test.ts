import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByLink } from '../../../test/auth-helpers';
import { createPhoto, createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, type TypedClient, typedClient } from '../../../test/typed-client';

describe.each(TEST_DATABASES)('events and collections on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let guest: TypedClient;
  let collectionId = '';
  let draftCollectionId = '';
  const photoIds: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    guest = typedClient(app, null);
    const creatorId = (await createUser(db.handle, { storefrontName: 'The Okafor Family Archive' })).id;
    for (const [index, title] of ['Kitchen one', 'Kitchen two', 'Kitchen three', 'Kitchen four'].entries()) {
      const photo = await createPhoto(db.handle, {
        creatorId,
        title,
        popularity: index * 10,
        photo_status: index === 3 ? 'withdrawn' : 'live',
      });
      photoIds.push(photo.id);
    }
    const [christmas, empty] = await db.handle.raw<{ id: string }>(
      `insert into events (name, description) values ('Christmas', 'Trees and wrapping paper'), ('Empty event', null)
       returning id`,
    );
    await db.handle.raw(`insert into photo_events (photo_id, event_id) select unnest($1::uuid[]), $2`, [
      photoIds,
      christmas?.id,
    ]);
    void empty;
    const [published, draft] = await db.handle.raw<{ id: string }>(
      `insert into collections (name, description, is_published) values
         ('1970s kitchens', 'Formica and linoleum', true), ('Unfinished', null, false) returning id`,
    );
    collectionId = published?.id ?? '';
    draftCollectionId = draft?.id ?? '';
    // Curated order: three, one, two; four is archived and never shown.
    for (const [position, index] of [2, 0, 1, 3].entries()) {
      await db.handle.raw(
        'insert into collection_photos (collection_id, photo_id, position) values ($1, $2, $3)',
        [collectionId, photoIds[index], position],
      );
    }
  });
  afterAll(() => db.drop());

  type PageQuery = { sort?: string; limit?: string; seed?: string; offset?: string };
  const collection = (id: string, query: PageQuery = {}, client = guest) =>
    client.collections[':id'].$get({ param: { id }, query });

  it('lists events with live photos, each with its count and most popular live photo as cover', async () => {
    const response = await guest.events.$get();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    const { items } = await response.json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      name: 'Christmas',
      description: 'Trees and wrapping paper',
      photo_count: 3,
    });
    const [cover] = await db.handle.raw<{ thumbnail_url: string }>(
      'select thumbnail_url from photos where id = $1',
      [photoIds[2]],
    );
    expect(items[0]?.cover?.thumbnail_url).toBe(cover?.thumbnail_url);
  });

  it('lists published collections only, with their live photo count and a cover', async () => {
    const { items } = await (await guest.collections.$get()).json();
    expect(items.map((item) => item.name)).toEqual(['1970s kitchens']);
    expect(items[0]).toMatchObject({ id: collectionId, description: 'Formica and linoleum', photo_count: 3 });
    expect(items[0]?.cover?.thumbnail_url).toMatch(/\S/);
  });

  it("pages a collection's live photos in the curator's order, or by the chosen sort", async () => {
    const curated = await (await collection(collectionId)).json();
    expect(curated.collection.name).toBe('1970s kitchens');
    expect(curated.total).toBe(3);
    expect(curated.items.map((item) => item.title)).toEqual(['Kitchen three', 'Kitchen one', 'Kitchen two']);
    const popular = await (await collection(collectionId, { sort: 'popular', limit: '2' })).json();
    expect(popular.items.map((item) => item.title)).toEqual(['Kitchen three', 'Kitchen two']);
    const random = async (seed: number) => {
      const response = await collection(collectionId, { sort: 'random', seed: String(seed) });
      return (await response.json()).items.map((item) => item.id);
    };
    expect(await random(7)).toEqual(await random(7));
  });

  it('shows guests the first 24 at most, and members further', async () => {
    const asGuest = await (await collection(collectionId, { offset: '24' })).json();
    expect(asGuest.items).toEqual([]);
    expect(asGuest.total).toBe(3);
    const cookie = await signUpByLink(app, 'member@example.test');
    const member = await collection(collectionId, { offset: '1' }, typedClient(app, cookie));
    expect(member.headers.get('cache-control')).toBe('private, no-store');
    expect((await member.json()).items).toHaveLength(2);
  });

  it('answers unknown, unpublished and malformed ids with "Collection not found"', async () => {
    for (const id of [draftCollectionId, '1b4e28ba-2fa1-41d2-883f-0016d3cca427', 'not-a-uuid']) {
      const response = await collection(id);
      expect(response.status).toBe(404);
      expect(messageOf(await response.json())).toBe('Collection not found');
    }
    const bad = await collection(collectionId, { sort: 'sideways' });
    expect(bad.status).toBe(400);
  });
});
