import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByLink } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';
import { NOT_JSON } from '../http/valid-json';

// Raw requests (app.request): bodies of the wrong kind, which the typed client never sends.

/**
 * Issue 29 item 6: a route that takes JSON read a body of another kind as no body at all, so a
 * profile sent as plain text or as a form answered 200 and changed nothing. It is refused, saying
 * what to send; JSON with a charset, and requests with no body, are as before.
 */
describe.each(TEST_DATABASES)('bodies that are not JSON, on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let member = '';

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    member = await signUpByLink(app, 'kinds@example.test', 'Sam');
  });
  afterAll(() => db.drop());

  const patchProfile = (body: string, type: string) =>
    app.request('/api/profile', {
      method: 'PATCH',
      headers: { Origin: 'http://localhost:3000', Cookie: member, 'Content-Type': type },
      body,
    });

  it('refuses a profile sent as plain text or as a form, and changes nothing', async () => {
    for (const [body, type] of [
      ['{"first_name":"Ann"}', 'text/plain'],
      ['first_name=Ann', 'application/x-www-form-urlencoded'],
    ] as const) {
      const response = await patchProfile(body, type);
      expect(response.status, type).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid', message: NOT_JSON } });
    }
    const profile = await app.request('/api/profile', { headers: { Cookie: member } });
    expect(await profile.json()).toMatchObject({ profile: { first_name: 'Sam' } });
  });

  it('takes JSON with a charset as before', async () => {
    const response = await patchProfile('{"first_name":"Ann"}', 'application/json; charset=utf-8');
    expect(response.status).toBe(200);
    const profile = await app.request('/api/profile', { headers: { Cookie: member } });
    expect(await profile.json()).toMatchObject({ profile: { first_name: 'Ann' } });
  });
});
