import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authPost, newestMail, openLink, sessionCookie } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';
import { typedClient } from '../../test/typed-client';
import { importLegacyUsers } from './legacy-users';

const signup = {
  first_name: 'Dana',
  last_name: 'Reyes',
  agreement_type: 'custom',
  agreement_accepted: true,
  agreement_date: '2026-11-22T10:00:00.000Z',
};

describe.each(TEST_DATABASES)('accounts on %s', (kind) => {
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

  async function signUpByLink(email: string) {
    const sent = await authPost(app, '/sign-in/magic-link', {
      email,
      name: 'Dana Reyes',
      callbackURL: '/profile',
      newUserCallbackURL: '/profile',
      metadata: signup,
    });
    expect(sent.status).toBe(200);
    const mail = await newestMail(app, email);
    const link = mail.links.find((url) => url.includes('/magic-link/verify'));
    if (!link) throw new Error('no magic link in the mail');
    return { mail, link };
  }

  it('signs up by one-time link and carries the sign-up details into the profile', async () => {
    const { mail, link } = await signUpByLink('dana@example.test');
    expect(mail.subject).toBe('Confirm your Backdrop account');
    const verified = await openLink(app, link);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('http://localhost:3000/profile');
    const me = await typedClient(app, sessionCookie(verified)).me.$get();
    expect(me.status).toBe(200);
    const body = (await me.json()) as {
      user: { email: string };
      profile: Record<string, unknown>;
      isAdmin: boolean;
    };
    expect(body.user.email).toBe('dana@example.test');
    expect(body.isAdmin).toBe(false);
    expect(body.profile).toMatchObject({
      first_name: 'Dana',
      last_name: 'Reyes',
      agreement_type: 'custom',
      agreement_accepted: true,
      needs_password_setup: false,
    });
    expect(new Date(String(body.profile.agreement_date)).toISOString()).toBe(signup.agreement_date);
  });

  it('does not create an account from a login link without sign-up details', async () => {
    const sent = await authPost(app, '/sign-in/magic-link', {
      email: 'stranger@example.test',
      callbackURL: '/profile',
    });
    expect(sent.status).toBe(200);
    const mail = await newestMail(app, 'stranger@example.test');
    expect(mail.subject).toBe('Create your Backdrop account');
    expect(mail.links).toEqual(['http://localhost:3000/auth?mode=signup']);
    expect(await db.handle.raw(`select 1 from "user" where email = 'stranger@example.test'`)).toHaveLength(0);
  });

  it('keeps the page a stranger was signing in to reach in the sign-up link (issue 22 item 4)', async () => {
    await authPost(app, '/sign-in/magic-link', { email: 'guest@example.test', callbackURL: '/photo/579' });
    const mail = await newestMail(app, 'guest@example.test');
    expect(mail.subject).toBe('Create your Backdrop account');
    expect(mail.links).toEqual(['http://localhost:3000/auth?mode=signup&returnUrl=%2Fphoto%2F579']);
  });

  it('sends a login link to an existing account', async () => {
    const { link } = await signUpByLink('back@example.test');
    await openLink(app, link);
    await authPost(app, '/sign-in/magic-link', { email: 'back@example.test', callbackURL: '/profile' });
    const mail = await newestMail(app, 'back@example.test');
    expect(mail.subject).toBe('Your Backdrop login link');
    const login = mail.links.find((url) => url.includes('/magic-link/verify'));
    const verified = await openLink(app, login ?? '');
    expect(verified.status).toBe(302);
    expect(sessionCookie(verified)).toMatch(/^better-auth\.session_token=/);
  });

  it('accepts a link once only', async () => {
    const { link } = await signUpByLink('once@example.test');
    expect((await openLink(app, link)).status).toBe(302);
    const again = await openLink(app, link);
    expect(again.headers.get('location')).toContain('error=INVALID_TOKEN');
    expect(again.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token='))).toBe(false);
  });

  it('refuses a link older than 10 minutes', async () => {
    const { link } = await signUpByLink('late@example.test');
    await db.handle.raw(`update verification set expires_at = now() - interval '1 second'`);
    const late = await openLink(app, link);
    expect(late.headers.get('location')).toContain('error=INVALID_TOKEN');
    const [row] = await db.handle.raw<{ n: number }>(
      `select count(*)::int as n from "user" where email = 'late@example.test'`,
    );
    expect(row?.n).toBe(0);
  });

  it('sets the link to expire 10 minutes after it was sent', async () => {
    await signUpByLink('ttl@example.test');
    const [row] = await db.handle.raw<{ seconds: number }>(
      `select extract(epoch from (expires_at - now()))::int as seconds from verification where identifier like 'magic-link%' order by created_at desc limit 1`,
    );
    expect(row?.seconds).toBeGreaterThan(590);
    expect(row?.seconds).toBeLessThanOrEqual(600);
  });

  it('requires the human check: missing token is 400 with the spec message, a forged one 403', async () => {
    const missing = await authPost(app, '/sign-in/magic-link', { email: 'x@example.test' }, { token: null });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: 'Please complete the Turnstile verification.' });
    const forged = await authPost(
      app,
      '/sign-in/magic-link',
      { email: 'x@example.test' },
      { token: 'abc.123.def' },
    );
    expect(forged.status).toBe(403);
  });

  it('accepts a human-check token once only', async () => {
    const token = await (await typedClient(app, null)['human-check'].$post()).json();
    expect(
      (await authPost(app, '/sign-in/magic-link', { email: 'a@example.test' }, { token: token.token }))
        .status,
    ).toBe(200);
    expect(
      (await authPost(app, '/sign-in/magic-link', { email: 'a@example.test' }, { token: token.token }))
        .status,
    ).toBe(403);
  });

  it('limits login links per e-mail (from one address) and says when to try again', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await authPost(app, '/sign-in/magic-link', { email: 'busy@example.test' })).status).toBe(200);
    }
    const limited = await authPost(app, '/sign-in/magic-link', { email: 'busy@example.test' });
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as { message: string };
    expect(body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  });

  it('limits login links per address across e-mails', async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await authPost(app, '/sign-in/magic-link', { email: `n${attempt}@example.test` })).status).toBe(
        200,
      );
    }
    const limited = await authPost(app, '/sign-in/magic-link', { email: 'n-last@example.test' });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('signs in with a password, resets it by e-mail and clears needs_password_setup', async () => {
    const { link } = await signUpByLink('pw@example.test');
    await openLink(app, link);
    await db.handle.raw(`update profiles set needs_password_setup = true`);
    const requested = await authPost(app, '/request-password-reset', {
      email: 'pw@example.test',
      redirectTo: '/reset-password',
    });
    expect(requested.status).toBe(200);
    const mail = await newestMail(app, 'pw@example.test');
    expect(mail.subject).toBe('Reset your Backdrop password');
    const resetLink = mail.links.find((url) => url.includes('/reset-password/'));
    if (!resetLink) throw new Error('no reset link');
    const opened = await openLink(app, resetLink);
    const location = new URL(opened.headers.get('location') ?? '', 'http://localhost:3000');
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token') ?? '';
    const reset = await authPost(
      app,
      '/reset-password',
      { newPassword: 'a-new-password-42', token },
      { token: null },
    );
    expect(reset.status).toBe(200);
    const [profile] = await db.handle.raw<{ needs_password_setup: boolean }>(
      'select needs_password_setup from profiles',
    );
    expect(profile?.needs_password_setup).toBe(false);
    const signedIn = await authPost(app, '/sign-in/email', {
      email: 'pw@example.test',
      password: 'a-new-password-42',
    });
    expect(signedIn.status).toBe(200);
    const wrong = await authPost(app, '/sign-in/email', {
      email: 'pw@example.test',
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it('answers a reset request for an unknown e-mail like any other (no enumeration)', async () => {
    const response = await authPost(app, '/request-password-reset', {
      email: 'nobody@example.test',
      redirectTo: '/reset-password',
    });
    expect(response.status).toBe(200);
    // Raw: the development outbox is mounted outside ApiType.
    const outbox = (await (await app.request('/api/dev/outbox?to=nobody@example.test')).json()) as {
      total: number;
    };
    expect(outbox.total).toBe(0);
  });

  it('mails a legacy user a password setup link when their login fails', async () => {
    expect(
      await importLegacyUsers(db.handle, [{ email: 'Lee@Legacy.test', firstName: 'Lee', lastName: 'Wong' }]),
    ).toBe(1);
    const failed = await authPost(app, '/sign-in/email', {
      email: 'lee@legacy.test',
      password: 'old-wordpress-pass',
    });
    expect(failed.status).toBe(401);
    const body = (await failed.json()) as { code: string; message: string };
    expect(body.code).toBe('LEGACY_USER_RESET_SENT');
    expect(body.message).toMatch(/^Welcome to our new and improved website!/);
    const mail = await newestMail(app, 'lee@legacy.test');
    expect(mail.subject).toBe('Set your password for the new Backdrop');
    const link = mail.links.find((url) => url.includes('/reset-password/'));
    expect(link).toContain(encodeURIComponent('/auth/reset-password'));
    const [profile] = await db.handle.raw<{ needs_password_setup: boolean; first_name: string }>(
      'select needs_password_setup, first_name from profiles',
    );
    expect(profile).toEqual({ needs_password_setup: true, first_name: 'Lee' });
  });
});
