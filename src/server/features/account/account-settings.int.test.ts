import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, signUpByLink } from '../../../test/auth-helpers';
import { createPhoto } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, type TypedClient, typedClient } from '../../../test/typed-client';

/** Issue 12, item 6: the account page's calls — password, signing out everywhere, closing the account. */
describe.each(TEST_DATABASES)('account settings on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
  });
  /** A browser signed up as `email` (the account page's own calls). */
  const signedUp = async (email: string, firstName: string) =>
    typedClient(app, await signUpByLink(app, email, firstName));
  const settingsOf = async (client: TypedClient) => (await client.account.$get()).json();
  type Passwords = { current_password?: string; new_password: string };
  const setPassword = (client: TypedClient, json: Passwords) => client.account.password.$post({ json });
  afterAll(() => db.drop());

  const userId = async (email: string) =>
    (await db.handle.raw<{ id: string }>(`select id from "user" where email = $1`, [email]))[0]?.id ?? '';

  it('sets a first password, then changes it only with the current one', async () => {
    const pat = await signedUp('pat@example.test', 'Pat');
    expect(await settingsOf(pat)).toMatchObject({
      email: 'pat@example.test',
      has_password: false,
      session_count: 1,
    });
    const short = await setPassword(pat, { new_password: 'short' });
    expect(short.status).toBe(400);
    expect(messageOf(await short.json())).toBe('Password must be at least 8 characters');

    expect((await setPassword(pat, { new_password: 'first-password-1' })).status).toBe(200);
    expect(await settingsOf(pat)).toMatchObject({ has_password: true });

    const missing = await setPassword(pat, { new_password: 'second-password-2' });
    expect(messageOf(await missing.json())).toBe('Enter your current password');
    const wrong = await setPassword(pat, {
      current_password: 'not-it-at-all',
      new_password: 'second-password-2',
    });
    expect(wrong.status).toBe(400);
    expect(messageOf(await wrong.json())).toBe('Current password is incorrect');
    const changed = await setPassword(pat, {
      current_password: 'first-password-1',
      new_password: 'second-password-2',
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
    const first = await signedUp('sam@example.test', 'Sam');
    expect(await (await first.account['sign-out-everywhere'].$post()).json()).toMatchObject({
      signed_out: 1,
    });
    expect((await first.me.$get()).status).toBe(401);
  });

  it('closes an account only when its e-mail is typed, and keeps nothing personal', async () => {
    const cleo = await signedUp('cleo@example.test', 'Cleo');
    const id = await userId('cleo@example.test');
    const creator = await signedUp('creator@example.test', 'Cy');
    const photo = await createPhoto(db.handle, { creatorId: await userId('creator@example.test') });
    await cleo.cart.$post({ json: { photo_id: photo.id } });
    await cleo.companies.$post({ json: { name: 'Cleo Films' } });
    const project = await (
      await cleo.projects.$post({ json: { name: 'Pilot', company: 'Cleo Films' } })
    ).json();
    const wishlist = await (
      await cleo.wishlists.$post({
        json: { name: 'Dens', project_id: project.project.id, photo_id: photo.id },
      })
    ).json();
    await cleo.wishlists[':id'].share.$post({ param: { id: wishlist.wishlist.id } });

    const close = (client: TypedClient, confirm_email: string) =>
      client.account.$delete({ json: { confirm_email } });
    const unconfirmed = await close(cleo, 'someone@else.test');
    expect(unconfirmed.status).toBe(400);
    expect(messageOf(await unconfirmed.json())).toBe('Type your e-mail address to confirm');
    expect(await userId('cleo@example.test')).toBe(id);

    expect((await close(cleo, 'CLEO@example.test ')).status).toBe(200);
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
    expect((await cleo.me.$get()).status).toBe(401);

    // A creator's photos stay licensed to buyers: that account is closed with the team.
    const refused = await close(creator, 'creator@example.test');
    expect(refused.status).toBe(403);
    expect(await userId('creator@example.test')).not.toBe('');
  });

  it('answers guests 401 on every account route', async () => {
    const guest = typedClient(app, null);
    const routes: [string, () => Promise<Response>][] = [
      ['GET /api/account', () => guest.account.$get()],
      ['POST /api/account/password', () => guest.account.password.$post({ json: { new_password: 'x' } })],
      ['POST /api/account/sign-out-everywhere', () => guest.account['sign-out-everywhere'].$post()],
      ['DELETE /api/account', () => guest.account.$delete({ json: { confirm_email: '' } })],
    ];
    for (const [label, send] of routes) expect((await send()).status, label).toBe(401);
  });
});
