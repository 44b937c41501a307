import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByLink } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';
import { NOT_ALLOWED } from '../http/nul-bytes';
import { NOT_JSON } from '../http/valid-json';

// Raw requests (app.request) throughout: bodies the typed client would not let through, and
// better-auth's routes, which are not part of the typed API.

const SITE = 'http://localhost:3000';

/**
 * Issue 29 item 2: input that PostgreSQL cannot store or read as the column's type reached it
 * through better-auth's routes and answered 500. Every route, ours or better-auth's, answers 400
 * with a message a person can act on, and nothing reaches the database.
 */
describe.each(TEST_DATABASES)('input the database cannot take, on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let member = '';
  let admin = '';

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    member = await signUpByLink(app, 'nul-member@example.test', 'Sam');
    admin = await signUpByLink(app, 'nul-admin@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'nul-admin@example.test'`);
  });
  afterAll(() => db.drop());

  const send = (method: string, path: string, body?: string, cookie?: string, type = 'application/json') =>
    app.request(path, {
      method,
      headers: {
        Origin: SITE,
        ...(body === undefined ? {} : { 'Content-Type': type }),
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body,
    });

  const nulBodies = [
    ['POST', '/api/auth/reset-password', '{"token":"a\\u0000b","newPassword":"correct horse battery"}'],
    ['POST', '/api/auth/sign-in/email', '{"email":"sam\\u0000@example.test","password":"whatever12"}'],
    ['POST', '/api/auth/sign-in/magic-link', '{"email":"sam\\u0000@example.test"}'],
    ['POST', '/api/auth/revoke-session', '{"token":"abc\\u0000"}'],
  ] as const;

  it.each(nulBodies)('%s %s with a NUL in its JSON answers 400', async (method, path, body) => {
    for (const cookie of [undefined, member]) {
      const response = await send(method, path, body, cookie);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid', message: NOT_ALLOWED } });
    }
  });

  it("refuses a NUL in our own routes too, in the field's own words; a body of another kind is not read", async () => {
    const named = await send('PATCH', '/api/profile', '{"first_name":"Sa\\u0000m"}', member);
    expect(named.status).toBe(400);
    expect(await named.json()).toMatchObject({
      error: { message: 'First name contains invalid characters' },
    });
    for (const [body, type] of [
      ['{"first_name":"Sa\\u0000m"}', 'text/plain'],
      ['first_name=Sa%00m', 'application/x-www-form-urlencoded'],
    ] as const) {
      const response = await send('PATCH', '/api/profile', body, member, type);
      expect(response.status, type).toBe(400);
      expect(await response.json()).toMatchObject({ error: { message: NOT_JSON } });
    }
  });

  it('leaves alone what only looks like a NUL: an escaped backslash before u0000', async () => {
    const response = await send('PATCH', '/api/profile', '{"first_name":"Sam \\\\u0000"}', member);
    expect(response.status).not.toBe(500);
    expect(await response.json()).not.toMatchObject({ error: { message: NOT_ALLOWED } });
  });

  const adminCalls = [
    ['POST', '/api/auth/admin/set-role', '{"userId":"x","role":"admin"}'],
    ['POST', '/api/auth/admin/remove-user', '{"userId":"x"}'],
    ['POST', '/api/auth/admin/ban-user', '{"userId":"not-a-uuid"}'],
    ['POST', '/api/auth/admin/impersonate-user', '{"userId":"1"}'],
    ['GET', '/api/auth/admin/get-user?id=x', undefined],
  ] as const;

  it.each(adminCalls)(
    '%s %s with a user id that is not one answers 400, not 500',
    async (method, path, body) => {
      const response = await send(method, path, body, admin);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 'invalid', message: 'userId must be a valid id.' },
      });
    },
  );
});
