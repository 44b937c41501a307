import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhoto, createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, typedClient } from '../../../test/typed-client';

describe.each(TEST_DATABASES)('creator storefront on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let creatorId = '';
  let buyerId = '';

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    creatorId = (await createUser(db.handle, { storefrontName: 'The Okafor Family Archive' })).id;
    buyerId = (await createUser(db.handle, { firstName: 'Private' })).id;
    const photo = (decade: string, country: string, tags: string[], photo_status = 'live') =>
      createPhoto(db.handle, {
        creatorId,
        decade_taken: decade,
        location_country: country,
        tags,
        photo_status,
      });
    await photo('1970s', 'United States', ['kitchen', 'formica table']);
    await photo('1970s', 'United States', ['kitchen', 'birthday cake']);
    await photo('1950s', 'Canada', ['kitchen', 'snow']);
    // Not live: counted nowhere.
    await photo('1990s', 'Mexico', ['jukebox'], 'draft');
  });
  afterAll(() => db.drop());

  const storefront = (id: string) => typedClient(app, null).creators[':id'].$get({ param: { id } });

  it('describes what the archive holds, from live photos only', async () => {
    const response = await storefront(creatorId);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    const body = await response.json();
    expect(body).toMatchObject({
      id: creatorId,
      storefront_name: 'The Okafor Family Archive',
      photo_count: 3,
      decades: [
        { value: '1950s', count: 1 },
        { value: '1970s', count: 2 },
      ],
      countries: [
        { value: 'United States', count: 2 },
        { value: 'Canada', count: 1 },
      ],
    });
    expect(body.top_tags[0]).toEqual({ value: 'kitchen', count: 3 });
    expect(body.top_tags.map((tag) => tag.value)).not.toContain('jukebox');
    expect(Number.isNaN(Date.parse(body.member_since))).toBe(false);
  });

  it('keeps a member who sells nothing private', async () => {
    const response = await storefront(buyerId);
    expect(response.status).toBe(404);
    expect(messageOf(await response.json())).toBe('Creator not found');
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    const unknown = await storefront('1b4e28ba-2fa1-41d2-883f-0016d3cca427');
    expect(unknown.status).toBe(404);
    const malformed = await storefront('not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(messageOf(await malformed.json())).toBe('Invalid id format - must be valid UUID');
  });
});
