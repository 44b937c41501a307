import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByLink } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';

/**
 * Every protected and admin API route, in one table: later features add their routes here.
 * Signed out → 401; signed in without admin → 403 on admin routes; the right person → not 401/403.
 */
const PROTECTED: readonly {
  method: string;
  path: string;
  body?: unknown;
  admin?: boolean;
  status?: number;
}[] = [
  { method: 'GET', path: '/api/me' },
  { method: 'GET', path: '/api/profile' },
  { method: 'PATCH', path: '/api/profile', body: { first_name: 'Sam' } },
  { method: 'GET', path: '/api/photos/1', status: 404 },
  { method: 'GET', path: '/api/photos/1/similar', status: 404 },
  { method: 'GET', path: '/api/photos/1/similar-people', status: 404 },
  { method: 'GET', path: '/api/auth/admin/list-users', admin: true },
  { method: 'GET', path: '/api/admin/photos/1', admin: true, status: 404 },
  { method: 'PATCH', path: '/api/admin/photos/1', body: { photoshop: true }, admin: true, status: 404 },
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
    app.request(route.path, {
      method: route.method,
      headers: {
        'Content-Type': 'application/json',
        Origin: 'http://localhost:3000',
        ...(cookie ? { Cookie: cookie } : {}),
      },
      ...(route.body ? { body: JSON.stringify(route.body) } : {}),
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

    const search = await app.request('/api/photos/search', { headers: { Cookie: cookies } });
    expect((await search.json()).limit).toBe(75);
    expect((await call({ method: 'GET', path: '/api/me' }, cookies)).status).toBe(200);
    await db.handle.raw(`delete from session where user_id = ${whereRae}`);
    expect((await call({ method: 'GET', path: '/api/me' }, cookies)).status).toBe(401);
  });

  it('says "User not authenticated" in the error envelope', async () => {
    const response = await app.request('/api/profile');
    expect(await response.json()).toEqual({
      error: { code: 'unauthenticated', message: 'User not authenticated' },
    });
  });

  it('reports admin status in /api/me', async () => {
    const member = (await (await call({ method: 'GET', path: '/api/me' }, userCookie)).json()) as {
      isAdmin: boolean;
    };
    const boss = (await (await call({ method: 'GET', path: '/api/me' }, adminCookie)).json()) as {
      isAdmin: boolean;
    };
    expect(member.isAdmin).toBe(false);
    expect(boss.isAdmin).toBe(true);
  });

  it('updates only the changed profile fields and sets updated_at', async () => {
    const before = (await (await call({ method: 'GET', path: '/api/profile' }, userCookie)).json()) as {
      profile: { last_name: string; updated_at: string };
    };
    const response = await call(
      { method: 'PATCH', path: '/api/profile', body: { first_name: '  Samira ' } },
      userCookie,
    );
    const { profile } = (await response.json()) as {
      profile: { first_name: string; last_name: string; updated_at: string };
    };
    expect(profile.first_name).toBe('Samira');
    expect(profile.last_name).toBe(before.profile.last_name);
    expect(new Date(profile.updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(before.profile.updated_at).getTime(),
    );
  });

  it('refuses an empty first name or unknown fields with 400 and a message', async () => {
    const empty = await call(
      { method: 'PATCH', path: '/api/profile', body: { first_name: '   ' } },
      userCookie,
    );
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      error: { code: 'invalid', message: 'First name is required' },
    });
    const unknown = await call(
      { method: 'PATCH', path: '/api/profile', body: { role: 'admin' } },
      userCookie,
    );
    expect(unknown.status).toBe(400);
  });
});
