import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_RESULT_CAP } from '../../../core/search-rules';
import { signUpByLink } from '../../../test/auth-helpers';
import { createPhoto, createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { typedClient } from '../../../test/typed-client';

const LIVE_PHOTOS = GUEST_RESULT_CAP + 6;

describe.each(TEST_DATABASES)('popular photos on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let cookie = '';

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    const creator = await createUser(db.handle);
    for (let index = 0; index < LIVE_PHOTOS; index++) {
      await createPhoto(db.handle, { creatorId: creator.id, popularity: 1000 - index });
    }
    cookie = await signUpByLink(app, 'buyer@example.test', 'Buyer');
  });
  afterAll(() => db.drop());

  const popular = (limit: number, signedIn = false) =>
    typedClient(app, signedIn ? cookie : null).popular.photos.$get({ query: { limit: String(limit) } });

  it('gives a guest no more than the guest cap, however many are asked for (finding 7)', async () => {
    const response = await popular(100);
    const body = await response.json();
    expect(body.items).toHaveLength(GUEST_RESULT_CAP);
    expect(body.limit).toBe(GUEST_RESULT_CAP);
    // The longer list depends on who asks: a shared cache must not give a member's to a guest.
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('gives a signed-in buyer the whole list asked for, most popular first, privately', async () => {
    const response = await popular(100, true);
    const body = await response.json();
    expect(body.items).toHaveLength(LIVE_PHOTOS);
    const popularity = body.items.map((item) => item.total_clicks);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
  });

  it("answers the home strip's 24 the same to everyone, cacheable", async () => {
    const guest = await popular(GUEST_RESULT_CAP);
    expect((await guest.json()).items).toHaveLength(GUEST_RESULT_CAP);
    expect(guest.headers.get('cache-control')).toBe('public, max-age=300');
    expect(guest.headers.get('vary') ?? '').not.toContain('Cookie');
  });
});
