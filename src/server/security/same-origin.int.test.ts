import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, signInByLink } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';

// Raw requests (app.request) throughout: the Origin header itself is under test (missing, foreign, ours), so each request sets it by hand.

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(TEST_DATABASES)('state-changing requests come from our own pages, on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let cookie = '';
  let userId = '';
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    userId = (await createUser(db.handle, { email: 'member@example.test', firstName: 'Sam' })).id;
    cookie = await signInByLink(app, 'member@example.test');
  });
  afterAll(() => db.drop());

  const rename = (firstName: string, headers: Record<string, string>) =>
    app.request('/api/profile', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, ...headers },
      body: JSON.stringify({ first_name: firstName }),
    });
  const storedName = async () =>
    (
      await db.handle.raw<{ first_name: string }>('select first_name from profiles where id = $1', [userId])
    )[0]?.first_name;

  it('refuses a foreign Origin and changes nothing (finding 7)', async () => {
    const response = await rename('Mallory', { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: {
        code: 'forbidden',
        message: 'This request must come from a Backdrop page. Reload the page and try again.',
      },
    });
    expect(await storedName()).toBe('Sam');
  });

  it('refuses cross-site fetches, writes with no Origin and an opaque "null" Origin', async () => {
    const attempts: Record<string, string>[] = [
      { Origin: ORIGIN, 'Sec-Fetch-Site': 'cross-site' },
      {},
      { Origin: 'null' },
      { Origin: 'http://localhost:3000.evil.example' },
    ];
    for (const headers of attempts) {
      expect((await rename('Mallory', headers)).status, JSON.stringify(headers)).toBe(403);
    }
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await app.request('/api/profile', {
        method,
        headers: { Cookie: cookie, Origin: 'https://evil.example' },
      });
      expect(response.status, method).toBe(403);
    }
    const signOut = await app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
    });
    expect(signOut.status).toBe(403);
    expect(await storedName()).toBe('Sam');
  });

  it('lets our own pages write, same-origin and same-site alike', async () => {
    const response = await rename('Samira', { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' });
    expect(response.status).toBe(200);
    expect(await storedName()).toBe('Samira');
    // Reading stays open to any client.
    const read = await app.request('/api/profile', {
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
    });
    expect(read.status).toBe(200);
  });
});
