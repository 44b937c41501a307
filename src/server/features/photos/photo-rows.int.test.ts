import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoDetailRowSchema, photoRowSchema } from '../../../core/photo-row';
import { signUpByLink } from '../../../test/auth-helpers';
import { createPhoto, createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { typedClient } from '../../../test/typed-client';

/**
 * The web trusts the row types of core/photo-row.ts (they reach it through `hc`): every list and
 * the detail answer rows that parse through those schemas, so the types cannot drift from the SQL.
 */
describe.each(TEST_DATABASES)('photo rows on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let cookie = '';
  let photoid = 0;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    const creatorId = (await createUser(db.handle, { storefrontName: 'The Okafor Family Archive' })).id;
    for (const title of ['Kitchen one', 'Kitchen two', 'Kitchen three'])
      photoid = (await createPhoto(db.handle, { creatorId, title, tags: ['kitchen'], faces: true })).photoid;
    const [event] = await db.handle.raw<{ id: string }>(
      `insert into events (name) values ('Birthday') returning id`,
    );
    await db.handle.raw('insert into photo_events (photo_id, event_id) select id, $1 from photos', [
      event?.id,
    ]);
    const [collection] = await db.handle.raw<{ id: string }>(
      `insert into collections (name, is_published) values ('Kitchens', true) returning id`,
    );
    await db.handle.raw('insert into collection_photos (collection_id, photo_id) select $1, id from photos', [
      collection?.id,
    ]);
    cookie = await signUpByLink(app, 'rows@example.test');
  });
  afterAll(() => db.drop());

  it('lists answer rows of the grid schema', async () => {
    const [collection] = await db.handle.raw<{ id: string }>('select id from collections');
    const client = typedClient(app, cookie);
    const key = String(photoid);
    const lists: [string, () => Promise<{ status: number; json(): Promise<{ items: unknown[] }> }>][] = [
      ['/api/photos/search?q=kitchen', () => client.photos.search.$get({ query: { q: 'kitchen' } })],
      ['/api/popular/photos?limit=5', () => client.popular.photos.$get({ query: { limit: '5' } })],
      [
        '/api/taxonomy/tag/kitchen',
        () => client.taxonomy[':type'][':id'].$get({ param: { type: 'tag', id: 'kitchen' }, query: {} }),
      ],
      [
        '/api/collections/:id',
        () => client.collections[':id'].$get({ param: { id: collection?.id ?? '' }, query: {} }),
      ],
      ['/api/photos/:key/similar', () => client.photos[':key'].similar.$get({ param: { key } })],
    ];
    for (const [path, send] of lists) {
      const response = await send();
      expect(response.status, path).toBe(200);
      const rows = (await response.json()).items;
      expect(rows.length, path).toBeGreaterThan(0);
      for (const row of rows) photoRowSchema.parse(row);
    }
  });

  it('the detail answers a row of the detail schema', async () => {
    const response = await typedClient(app, cookie).photos[':key'].$get({ param: { key: String(photoid) } });
    const { photo, events } = await response.json();
    expect(events).toEqual([{ id: expect.any(String), name: 'Birthday' }]);
    const parsed = photoDetailRowSchema.parse(photo);
    expect(parsed.event_names).toEqual(['Birthday']);
    expect(parsed.face_ids.length).toBeGreaterThan(0);
  });
});
