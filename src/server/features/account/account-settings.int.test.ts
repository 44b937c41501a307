import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, messageOf } from '../../../test/api-client';
import { authPost, signUpByLink } from '../../../test/auth-helpers';
import { createPhoto } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';

/** Issue 12, item 6: the account page's calls — password, signing out everywhere, closing the account. */
describe.each(TEST_DATABASES)('account settings on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    call = apiClient(app);
  });
  afterAll(() => db.drop());

  const userId = async (email: string) =>
    (await db.handle.raw<{ id: string }>(`select id from "user" where email = $1`, [email]))[0]?.id ?? '';

  it('sets a first password, then changes it only with the current one', async () => {
    const cookie = await signUpByLink(app, 'pat@example.test', 'Pat');
    expect((await call('GET', '/api/account', cookie)).body).toMatchObject({
      email: 'pat@example.test',
      has_password: false,
      session_count: 1,
    });
    const short = await call('POST', '/api/account/password', cookie, { new_password: 'short' });
    expect(short.status).toBe(400);
    expect(messageOf(short.body)).toBe('Password must be at least 8 characters');

    expect(
      (await call('POST', '/api/account/password', cookie, { new_password: 'first-password-1' })).status,
    ).toBe(200);
    expect((await call('GET', '/api/account', cookie)).body).toMatchObject({ has_password: true });

    const missing = await call('POST', '/api/account/password', cookie, {
      new_password: 'second-password-2',
    });
    expect(messageOf(missing.body)).toBe('Enter your current password');
    const wrong = await call('POST', '/api/account/password', cookie, {
      current_password: 'not-it-at-all',
      new_password: 'second-password-2',
    });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.body)).toBe('Current password is incorrect');
    const changed = await app.request('/api/account/password', {
      method: 'POST',
      headers: { Origin: 'http://localhost:3000', Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ current_password: 'first-password-1', new_password: 'second-password-2' }),
    });
    expect(changed.status).toBe(200);
    // The browser that changed it stays signed in with a new session; the old cookie no longer works.
    expect(
      changed.headers.getSetCookie().some((value) => value.startsWith('better-auth.session_token=')),
    ).toBe(true);

    const signIn = await authPost(app, '/sign-in/email', {
      email: 'pat@example.test',
      password: 'second-password-2',
    });
    expect(signIn.status).toBe(200);
  });

  it('signs every browser out', async () => {
    const first = await signUpByLink(app, 'sam@example.test', 'Sam');
    expect((await call('POST', '/api/account/sign-out-everywhere', first)).body).toMatchObject({
      signed_out: 1,
    });
    expect((await call('GET', '/api/me', first)).status).toBe(401);
  });

  it('closes an account only when its e-mail is typed, and keeps nothing personal', async () => {
    const cookie = await signUpByLink(app, 'cleo@example.test', 'Cleo');
    const id = await userId('cleo@example.test');
    const creator = await signUpByLink(app, 'creator@example.test', 'Cy');
    const photo = await createPhoto(db.handle, { creatorId: await userId('creator@example.test') });
    await call('POST', '/api/cart', cookie, { photo_id: photo.id });
    await call('POST', '/api/companies', cookie, { name: 'Cleo Films' });
    const project = await call<{ project: { id: string } }>('POST', '/api/projects', cookie, {
      name: 'Pilot',
      company: 'Cleo Films',
    });
    const wishlist = await call<{ wishlist: { id: string } }>('POST', '/api/wishlists', cookie, {
      name: 'Dens',
      project_id: project.body.project.id,
      photo_id: photo.id,
    });
    await call('POST', `/api/wishlists/${wishlist.body.wishlist.id}/share`, cookie);

    const unconfirmed = await call('DELETE', '/api/account', cookie, { confirm_email: 'someone@else.test' });
    expect(unconfirmed.status).toBe(400);
    expect(messageOf(unconfirmed.body)).toBe('Type your e-mail address to confirm');
    expect(await userId('cleo@example.test')).toBe(id);

    expect(
      (await call('DELETE', '/api/account', cookie, { confirm_email: 'CLEO@example.test ' })).status,
    ).toBe(200);
    for (const [table, column] of [
      ['"user"', 'id'],
      ['profiles', 'id'],
      ['session', 'user_id'],
      ['cart_items', 'user_id'],
      ['wishlists', 'user_id'],
      ['projects', 'user_id'],
      ['companies', 'created_by'],
    ]) {
      const rows = await db.handle.raw(`select 1 from ${table} where ${column} = $1`, [id]);
      expect(rows, table).toHaveLength(0);
    }
    expect(await db.handle.raw('select 1 from wishlist_items')).toHaveLength(0);
    expect(await db.handle.raw(`select 1 from mail_outbox where "to" = 'cleo@example.test'`)).toHaveLength(0);
    expect((await call('GET', '/api/me', cookie)).status).toBe(401);

    // A creator's photos stay licensed to buyers: that account is closed with the team.
    const refused = await call('DELETE', '/api/account', creator, { confirm_email: 'creator@example.test' });
    expect(refused.status).toBe(403);
    expect(await userId('creator@example.test')).not.toBe('');
  });

  it('answers guests 401 on every account route', async () => {
    for (const [method, path] of [
      ['GET', '/api/account'],
      ['POST', '/api/account/password'],
      ['POST', '/api/account/sign-out-everywhere'],
      ['DELETE', '/api/account'],
    ] as const) {
      expect(
        (await call(method, path, null, method === 'GET' ? undefined : {})).status,
        `${method} ${path}`,
      ).toBe(401);
    }
  });
});
