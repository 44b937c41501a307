import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByLink } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';
import { type TypedClient, typedClient } from '../../test/typed-client';

/** Ids no record has: admin routes answer 404 past the guard. */
const NO_ID = '00000000-0000-4000-8000-000000000000';
const NOBODY = '00000000-0000-4000-8000-000000000001';
const NOBODY2 = '00000000-0000-4000-8000-000000000002';

/**
 * Every protected and admin API route, in one table: later features add their routes here.
 * Signed out → 401; signed in without admin → 403 on admin routes; the right person → not 401/403.
 */
const PROTECTED: readonly {
  method: string;
  path: string;
  /** The request through the typed client; none for better-auth's own routes, which ApiType leaves out. */
  send?: (client: TypedClient) => Promise<Response>;
  admin?: boolean;
  status?: number;
}[] = [
  { method: 'GET', path: '/api/me', send: (c) => c.me.$get() },
  { method: 'GET', path: '/api/profile', send: (c) => c.profile.$get() },
  { method: 'PATCH', path: '/api/profile', send: (c) => c.profile.$patch({ json: { first_name: 'Sam' } }) },
  {
    method: 'GET',
    path: '/api/photos/1',
    send: (c) => c.photos[':key'].$get({ param: { key: '1' } }),
    status: 404,
  },
  {
    method: 'GET',
    path: '/api/photos/1/similar',
    send: (c) => c.photos[':key'].similar.$get({ param: { key: '1' } }),
    status: 404,
  },
  {
    method: 'GET',
    path: '/api/photos/1/similar-people',
    send: (c) => c.photos[':key']['similar-people'].$get({ param: { key: '1' } }),
    status: 404,
  },
  { method: 'GET', path: '/api/auth/admin/list-users', admin: true },
  {
    method: 'GET',
    path: '/api/admin/photos/1',
    send: (c) => c.admin.photos[':key'].$get({ param: { key: '1' } }),
    admin: true,
    status: 404,
  },
  {
    method: 'PATCH',
    path: '/api/admin/photos/1',
    send: (c) => c.admin.photos[':key'].$patch({ param: { key: '1' }, json: { photoshop: true } }),
    admin: true,
    status: 404,
  },
  {
    method: 'GET',
    path: '/api/admin/companies',
    send: (c) => c.admin.companies.$get({ query: {} }),
    admin: true,
  },
  {
    method: 'GET',
    path: '/api/admin/companies/00000000-0000-4000-8000-000000000001',
    send: (c) => c.admin.companies[':id'].$get({ param: { id: '00000000-0000-4000-8000-000000000001' } }),
    admin: true,
    status: 404,
  },
  {
    method: 'PATCH',
    path: '/api/admin/companies/00000000-0000-4000-8000-000000000001',
    send: (c) =>
      c.admin.companies[':id'].$patch({
        param: { id: '00000000-0000-4000-8000-000000000001' },
        json: { name: 'Acme', version: 1 },
      }),
    admin: true,
    status: 404,
  },
  {
    method: 'GET',
    path: '/api/admin/companies/00000000-0000-4000-8000-000000000001/merge-preview',
    send: (c) =>
      c.admin.companies[':id']['merge-preview'].$get({
        param: { id: '00000000-0000-4000-8000-000000000001' },
        query: { into: '00000000-0000-4000-8000-000000000002' },
      }),
    admin: true,
    status: 404,
  },
  {
    method: 'POST',
    path: '/api/admin/companies/00000000-0000-4000-8000-000000000001/merge',
    send: (c) =>
      c.admin.companies[':id'].merge.$post({
        param: { id: '00000000-0000-4000-8000-000000000001' },
        json: { into: '00000000-0000-4000-8000-000000000002', version: 1, into_version: 1 },
      }),
    admin: true,
    status: 404,
  },
  {
    method: 'GET',
    path: '/api/admin/accounts',
    send: (c) => c.admin.accounts.$get({ query: {} }),
    admin: true,
  },
  {
    method: 'POST',
    path: '/api/admin/accounts/:id/role',
    send: (c) => c.admin.accounts[':id'].role.$post({ param: { id: NOBODY }, json: { role: 'admin' } }),
    admin: true,
    status: 404,
  },
  {
    method: 'POST',
    path: '/api/admin/accounts/:id/ban',
    send: (c) => c.admin.accounts[':id'].ban.$post({ param: { id: NOBODY }, json: { reason: 'Spam' } }),
    admin: true,
    status: 404,
  },
  {
    method: 'POST',
    path: '/api/admin/accounts/:id/unban',
    send: (c) => c.admin.accounts[':id'].unban.$post({ param: { id: NOBODY } }),
    admin: true,
    status: 404,
  },
  {
    method: 'GET',
    path: '/api/admin/account-duplicates',
    send: (c) => c.admin['account-duplicates'].$get({ query: {} }),
    admin: true,
  },
  {
    method: 'GET',
    path: '/api/admin/account-merges/preview',
    send: (c) =>
      c.admin['account-merges'].preview.$get({ query: { survivor_id: NOBODY, merged_ids: NOBODY2 } }),
    admin: true,
    status: 404,
  },
  {
    method: 'POST',
    path: '/api/admin/account-merges',
    send: (c) => c.admin['account-merges'].$post({ json: { survivor_id: NOBODY, merged_ids: [NOBODY2] } }),
    admin: true,
    status: 404,
  },
  // Issue 25 items 4 and 5: site banners, synonyms and search settings (none exists: 404s).
  {
    method: 'GET',
    path: '/api/admin/banners',
    send: (c) => c.admin.banners.$get({ query: {} }),
    admin: true,
  },
  {
    method: 'GET',
    path: '/api/admin/banners/:id',
    send: (c) => c.admin.banners[':id'].$get({ param: { id: NO_ID } }),
    admin: true,
    status: 404,
  },
  {
    method: 'POST',
    path: '/api/admin/banners',
    send: (c) => c.admin.banners.$post({ json: { title: '', content: '' } }),
    admin: true,
    status: 400,
  },
  {
    method: 'PUT',
    path: '/api/admin/banners/:id',
    send: (c) =>
      c.admin.banners[':id'].$put({ param: { id: NO_ID }, json: { title: 'T', content: 'C', version: 1 } }),
    admin: true,
    status: 404,
  },
  {
    method: 'POST',
    path: '/api/admin/banners/:id/activate',
    send: (c) => c.admin.banners[':id'].activate.$post({ param: { id: NO_ID }, json: { version: 1 } }),
    admin: true,
    status: 404,
  },
  {
    method: 'POST',
    path: '/api/admin/banners/:id/deactivate',
    send: (c) => c.admin.banners[':id'].deactivate.$post({ param: { id: NO_ID }, json: { version: 1 } }),
    admin: true,
    status: 404,
  },
  {
    method: 'DELETE',
    path: '/api/admin/banners/:id',
    send: (c) => c.admin.banners[':id'].$delete({ param: { id: NO_ID }, query: { version: '1' } }),
    admin: true,
    status: 404,
  },
  {
    method: 'GET',
    path: '/api/admin/search-settings',
    send: (c) => c.admin['search-settings'].$get(),
    admin: true,
  },
  {
    method: 'PUT',
    path: '/api/admin/search-settings',
    send: (c) => c.admin['search-settings'].$put({ json: { settings: {} as never, version: 1 } }),
    admin: true,
    status: 400,
  },
  {
    method: 'POST',
    path: '/api/admin/search-settings/reset',
    send: (c) => c.admin['search-settings'].reset.$post({ json: { version: 999 } }),
    admin: true,
    status: 409,
  },
  {
    method: 'GET',
    path: '/api/admin/synonyms',
    send: (c) => c.admin.synonyms.$get({ query: {} }),
    admin: true,
  },
  {
    method: 'GET',
    path: '/api/admin/synonyms/preview',
    send: (c) => c.admin.synonyms.preview.$get({ query: { q: 'xmas' } }),
    admin: true,
  },
  {
    method: 'POST',
    path: '/api/admin/synonyms',
    send: (c) => c.admin.synonyms.$post({ json: { term: 'same', synonym_of: 'same' } }),
    admin: true,
    status: 400,
  },
  {
    method: 'PUT',
    path: '/api/admin/synonyms/:id',
    send: (c) =>
      c.admin.synonyms[':id'].$put({
        param: { id: NO_ID },
        json: { term: 'xmas', synonym_of: 'christmas', was: { term: 'x', synonym_of: 'y' } },
      }),
    admin: true,
    status: 404,
  },
  {
    method: 'DELETE',
    path: '/api/admin/synonyms/:id',
    send: (c) => c.admin.synonyms[':id'].$delete({ param: { id: NO_ID } }),
    admin: true,
    status: 404,
  },
  // issue 25 items 1 and 2: the back office's events and collections (an unknown id past the guard).
  { method: 'GET', path: '/api/admin/events', send: (c) => c.admin.events.$get({ query: {} }), admin: true },
  {
    method: 'POST',
    path: '/api/admin/events',
    send: (c) => c.admin.events.$post({ json: { name: 'Access check' } }),
    admin: true,
    status: 201,
  },
  {
    method: 'PATCH',
    path: '/api/admin/events/:id',
    send: (c) => c.admin.events[':id'].$patch({ param: { id: NOBODY }, json: { name: 'Renamed' } }),
    admin: true,
    status: 404,
  },
  {
    method: 'POST',
    path: '/api/admin/events/:id/merge',
    send: (c) => c.admin.events[':id'].merge.$post({ param: { id: NOBODY }, json: { into: NOBODY2 } }),
    admin: true,
    status: 404,
  },
  {
    method: 'DELETE',
    path: '/api/admin/events/:id',
    send: (c) => c.admin.events[':id'].$delete({ param: { id: NOBODY } }),
    admin: true,
    status: 404,
  },
  {
    method: 'POST',
    path: '/api/admin/events/:id/photos',
    send: (c) =>
      c.admin.events[':id'].photos.$post({ param: { id: NOBODY }, json: { photo_ids: [NOBODY2] } }),
    admin: true,
    status: 404,
  },
  {
    method: 'GET',
    path: '/api/admin/collections',
    send: (c) => c.admin.collections.$get({ query: {} }),
    admin: true,
  },
  {
    method: 'POST',
    path: '/api/admin/collections',
    send: (c) => c.admin.collections.$post({ json: { name: 'Access check' } }),
    admin: true,
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/admin/collections/:id',
    send: (c) => c.admin.collections[':id'].$get({ param: { id: NOBODY } }),
    admin: true,
    status: 404,
  },
  {
    method: 'PATCH',
    path: '/api/admin/collections/:id',
    send: (c) => c.admin.collections[':id'].$patch({ param: { id: NOBODY }, json: { version: 1 } }),
    admin: true,
    status: 404,
  },
  {
    method: 'POST',
    path: '/api/admin/collections/:id/photos',
    send: (c) =>
      c.admin.collections[':id'].photos.$post({ param: { id: NOBODY }, json: { version: 1, photoids: [1] } }),
    admin: true,
    status: 404,
  },
  {
    method: 'GET',
    path: '/api/admin/audit',
    send: (c) => c.admin.audit.$get({ query: {} }),
    admin: true,
  },
  {
    method: 'GET',
    path: '/api/studio/photos/:photoid/clearance',
    send: (c) => c.studio.photos[':photoid'].clearance.$get({ param: { photoid: '1' } }),
    status: 404,
  },
  {
    method: 'PUT',
    path: '/api/studio/photos/:photoid/clearance',
    send: (c) =>
      c.studio.photos[':photoid'].clearance.$put({ param: { photoid: '1' }, json: { version: 0 } }),
    status: 404,
  },
  {
    method: 'PUT',
    path: '/api/studio/photos/:photoid/releases/:releaseId',
    send: (c) =>
      c.studio.photos[':photoid'].releases[':releaseId'].$put({ param: { photoid: '1', releaseId: NOBODY } }),
    status: 404,
  },
  {
    method: 'DELETE',
    path: '/api/studio/photos/:photoid/releases/:releaseId',
    send: (c) =>
      c.studio.photos[':photoid'].releases[':releaseId'].$delete({
        param: { photoid: '1', releaseId: NOBODY },
      }),
    status: 404,
  },
  { method: 'GET', path: '/api/studio/releases', send: (c) => c.studio.releases.$get({ query: {} }) },
  {
    method: 'GET',
    path: '/api/studio/releases/:id/file',
    send: (c) => c.studio.releases[':id'].file.$get({ param: { id: NOBODY } }),
    status: 404,
  },
  // The studio (issue 26): any signed-in person, on their own photos (none here: 404).
  {
    method: 'GET',
    path: '/api/studio/selection',
    send: (c) => c.studio.selection.$get({ query: { ids: '1' } }),
  },
  {
    method: 'GET',
    path: '/api/studio/photos/1',
    send: (c) => c.studio.photos[':photoid'].$get({ param: { photoid: '1' } }),
    status: 404,
  },
  {
    method: 'PATCH',
    path: '/api/studio/photos/1',
    send: (c) =>
      c.studio.photos[':photoid'].$patch({ param: { photoid: '1' }, json: { version: 1, title: 'Kitchen' } }),
    status: 404,
  },
  {
    method: 'POST',
    path: '/api/studio/photos/bulk',
    send: (c) => c.studio.photos.bulk.$post({ json: { photoids: [1], add_tags: ['sofa'] } }),
  },
  {
    method: 'POST',
    path: '/api/studio/imports',
    send: (c) => c.studio.imports.$post({ json: { photoids: [1], csv: 'file_name,title\nA.jpg,Kitchen' } }),
  },
  {
    method: 'GET',
    path: '/api/studio/tag-suggestions',
    send: (c) => c.studio['tag-suggestions'].$get({ query: { q: 'ki' } }),
  },
  {
    method: 'GET',
    path: '/api/uploads',
    send: (c) => c.uploads.$get({ query: { batch: NO_ID } }),
  },
  {
    method: 'GET',
    path: '/api/uploads/creators',
    send: (c) => c.uploads.creators.$get({ query: {} }),
    admin: true,
  },
  // issue 26: the studio (any member: their own photos; 404 for others') and the review back office.
  { method: 'GET', path: '/api/studio/photos', send: (c) => c.studio.photos.$get({ query: {} }) },
  {
    method: 'GET',
    path: '/api/studio/photos/1/workflow',
    send: (c) => c.studio.photos[':photoid'].workflow.$get({ param: { photoid: '1' } }),
    status: 404,
  },
  {
    method: 'POST',
    path: '/api/studio/photos/1/status',
    send: (c) =>
      c.studio.photos[':photoid'].status.$post({
        param: { photoid: '1' },
        json: { to: 'submitted', version: 1 },
      }),
    status: 404,
  },
  { method: 'GET', path: '/api/admin/photos', send: (c) => c.admin.photos.$get({ query: {} }), admin: true },
  {
    method: 'POST',
    path: '/api/admin/photos/bulk',
    send: (c) => c.admin.photos.bulk.$post({ json: { photoids: [1], action: 'approve' } }),
    admin: true,
  },
  {
    method: 'GET',
    path: '/api/admin/review-queue',
    send: (c) => c.admin['review-queue'].$get({ query: {} }),
    admin: true,
  },
];

describe.each(TEST_DATABASES)('access control on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let userCookie = '';
  let adminCookie = '';

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    userCookie = await signUpByLink(app, 'member@example.test', 'Sam');
    adminCookie = await signUpByLink(app, 'boss@example.test', 'Sam');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
  });
  afterAll(() => db.drop());

  const call = (route: (typeof PROTECTED)[number], cookie?: string) =>
    route.send
      ? route.send(typedClient(app, cookie ?? null))
      : // Raw: better-auth's routes are not part of ApiType.
        app.request(route.path, {
          method: route.method,
          headers: { Origin: 'http://localhost:3000', ...(cookie ? { Cookie: cookie } : {}) },
        });

  it.each(PROTECTED)('$method $path answers 401 when signed out', async (route) => {
    const response = await call(route);
    expect(response.status).toBe(401);
  });

  it.each(PROTECTED.filter((route) => route.admin))(
    '$method $path answers 403 to a non-admin',
    async (route) => {
      expect((await call(route, userCookie)).status).toBe(403);
    },
  );

  it.each(PROTECTED)('$method $path lets the right person in', async (route) => {
    const response = await call(route, route.admin ? adminCookie : userCookie);
    // Past the guard: 200, or what the route says of missing data (no photo 1 in this database).
    expect(response.status).toBe(route.status ?? 200);
  });

  it('checks the session row on every guarded request: demotions and revocations count at once', async () => {
    const cookies = await signUpByLink(app, 'revoked@example.test', 'Rae');
    const admin = PROTECTED.find((route) => route.admin);
    if (!admin) throw new Error('no admin route in the table');
    const whereRae = `(select id from "user" where email = 'revoked@example.test')`;
    await db.handle.raw(`update "user" set role = 'admin' where id = ${whereRae}`);
    expect((await call(admin, cookies)).status).toBe(200);
    await db.handle.raw(`update "user" set role = 'user' where id = ${whereRae}`);
    expect((await call(admin, cookies)).status).toBe(403);

    const search = await typedClient(app, cookies).photos.search.$get({ query: {} });
    expect((await search.json()).limit).toBe(75);
    expect((await typedClient(app, cookies).me.$get()).status).toBe(200);
    await db.handle.raw(`delete from session where user_id = ${whereRae}`);
    expect((await typedClient(app, cookies).me.$get()).status).toBe(401);
  });

  it('says "User not authenticated" in the error envelope', async () => {
    const response = await typedClient(app, null).profile.$get();
    expect(await response.json()).toEqual({
      error: { code: 'unauthenticated', message: 'User not authenticated' },
    });
  });

  it('reports admin status in /api/me', async () => {
    const member = await (await typedClient(app, userCookie).me.$get()).json();
    const boss = await (await typedClient(app, adminCookie).me.$get()).json();
    expect(member.isAdmin).toBe(false);
    expect(boss.isAdmin).toBe(true);
  });

  it('updates only the changed profile fields and sets updated_at', async () => {
    const client = typedClient(app, userCookie);
    const before = await (await client.profile.$get()).json();
    const response = await client.profile.$patch({ json: { first_name: '  Samira ' } });
    const { profile } = await response.json();
    expect(profile.first_name).toBe('Samira');
    expect(profile.last_name).toBe(before.profile?.last_name);
    expect(new Date(profile.updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(before.profile?.updated_at ?? '').getTime(),
    );
  });

  it('refuses an empty first name or unknown fields with 400 and a message', async () => {
    const empty = await typedClient(app, userCookie).profile.$patch({ json: { first_name: '   ' } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      error: { code: 'invalid', message: 'First name is required' },
    });
    // Raw: an unknown field (`role`) does not compile with the typed client.
    const unknown = await app.request('/api/profile', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000', Cookie: userCookie },
      body: JSON.stringify({ role: 'admin' }),
    });
    expect(unknown.status).toBe(400);
  });
});
