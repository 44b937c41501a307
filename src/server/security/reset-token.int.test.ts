import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authPost, newestMail, openLink, signUpByLink } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';

/**
 * Attack: password-reset tokens were stored in clear in verification.identifier, so anyone who
 * could read that table (a backup, a replica, a log of queries) could reset any password. They are
 * now stored hashed, as sign-in link tokens are, and the mailed link still works.
 */
describe.each(TEST_DATABASES)('reset tokens on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db.drop());
  beforeEach(async () => {
    await db.reset();
    app = await createTestApp(db.handle);
  });

  it('keeps no usable copy of the mailed token, and the link still works once', async () => {
    await signUpByLink(app, 'kim@example.test', 'Kim');
    const requested = await authPost(app, '/request-password-reset', {
      email: 'kim@example.test',
      redirectTo: '/reset-password',
    });
    expect(requested.status).toBe(200);
    const link = (await newestMail(app, 'kim@example.test')).links.find((url) =>
      url.includes('/reset-password/'),
    );
    const token = new URL(link ?? 'http://x/').pathname.split('/').pop() ?? '';
    expect(token.length).toBeGreaterThanOrEqual(20);

    const rows = await db.handle.raw<{ identifier: string; value: string }>(
      'select identifier, value from verification',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.identifier).not.toContain(token);
      expect(row.value).not.toContain(token);
    }

    const opened = await openLink(app, link ?? '');
    const location = new URL(opened.headers.get('location') ?? '', 'http://localhost:3000');
    expect(location.pathname).toBe('/reset-password');
    expect(location.searchParams.get('token')).toBe(token);
    const reset = await authPost(
      app,
      '/reset-password',
      { newPassword: 'kims-new-password', token },
      { token: null },
    );
    expect(reset.status).toBe(200);
    const signedIn = await authPost(app, '/sign-in/email', {
      email: 'kim@example.test',
      password: 'kims-new-password',
    });
    expect(signedIn.status).toBe(200);
    const again = await authPost(
      app,
      '/reset-password',
      { newPassword: 'another-password', token },
      { token: null },
    );
    expect(again.status).toBe(400);
  });

  it('does not accept the stored identifier as a token', async () => {
    await signUpByLink(app, 'kim@example.test', 'Kim');
    await authPost(app, '/request-password-reset', {
      email: 'kim@example.test',
      redirectTo: '/reset-password',
    });
    const [row] = await db.handle.raw<{ identifier: string }>(
      `select identifier from verification where value = (select id::text from "user" where email = 'kim@example.test')`,
    );
    const stored = row?.identifier ?? '';
    expect(stored).not.toBe('');
    for (const token of [stored, stored.replace(/^reset-password:/, '')]) {
      const response = await authPost(
        app,
        '/reset-password',
        { newPassword: 'stolen-password', token },
        { token: null },
      );
      expect(response.status).toBe(400);
    }
  });
});
