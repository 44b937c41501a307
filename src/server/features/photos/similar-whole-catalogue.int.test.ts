import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMILAR_BULK_FETCH } from '../../../core/similarity';
import { signUpByLink } from '../../../test/auth-helpers';
import { createPhoto, createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { typedClient } from '../../../test/typed-client';

/**
 * Issue 11, finding 9: only the 72 most popular photos sharing a tag were scored, so "Stockings
 * on the mantel" (score 97) was missed for "Christmas morning presents".
 */
describe.each(TEST_DATABASES)('similar photos from the whole catalogue, on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let cookie = '';

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    const creator = await createUser(db.handle);
    const base = { creatorId: creator.id, decade_taken: '1970s', people_composition: 'Family' };
    await createPhoto(db.handle, {
      ...base,
      photoid: 1,
      title: 'Christmas morning presents',
      tags: ['christmas', 'presents', 'christmas tree', 'stockings', 'fireplace'],
      popularity: 500,
    });
    // More popular photos sharing only the common "presents" than the old bulk fetch took.
    for (let index = 0; index < SIMILAR_BULK_FETCH + 8; index++) {
      await createPhoto(db.handle, {
        ...base,
        photoid: 100 + index,
        title: `Birthday presents ${index}`,
        tags: ['presents', 'balloons'],
        popularity: 1000 - index,
      });
    }
    await createPhoto(db.handle, {
      ...base,
      photoid: 2,
      title: 'Stockings on the mantel',
      tags: ['christmas', 'christmas tree', 'stockings', 'fireplace'],
      popularity: 0,
    });
    cookie = await signUpByLink(app, 'similar@example.test', 'Sim');
  });
  afterAll(() => db.drop());

  it('finds the best match however unpopular it is', async () => {
    const response = await typedClient(app, cookie).photos[':key'].similar.$get({ param: { key: '1' } });
    const body = await response.json();
    expect(body.items[0]?.photoid).toBe(2);
    // Then the popular ones, each sharing "presents" and the rest of what counts.
    expect(body.items[1]?.score).toBeLessThan(body.items[0]?.score ?? 0);
  });
});
