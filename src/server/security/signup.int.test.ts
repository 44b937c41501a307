import { hashPassword } from 'better-auth/crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authPost, signUpByLink } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';

/**
 * Attack: POST /api/auth/sign-up/email was still on. It answered 422 USER_ALREADY_EXISTS for known
 * e-mails (account enumeration) and made signed-in accounts with no verified e-mail and no
 * agreement. Now accounts come only from the sign-up link (spec §2), and known and unknown
 * e-mails get the same answer from every public auth endpoint.
 */
const signupDetails = {
  first_name: 'Dana',
  agreement_type: 'standard',
  agreement_accepted: true,
  agreement_date: '2026-11-22T10:00:00.000Z',
};

describe.each(TEST_DATABASES)('sign-up and enumeration on %s', (kind) => {
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

  it('makes no account, and no session, through e-mail and password sign-up', async () => {
    const response = await authPost(app, '/sign-up/email', {
      email: 'walk-in@example.test',
      password: 'password-1234',
      name: 'Walk In',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'EMAIL_PASSWORD_SIGN_UP_DISABLED' });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await db.handle.raw('select 1 from "user"')).toHaveLength(0);
    expect(await db.handle.raw('select 1 from profiles')).toHaveLength(0);
  });

  /** What a stranger can see of one request: the status and the whole body. */
  async function answer(path: string, body: Record<string, unknown>) {
    const response = await authPost(app, path, body);
    return { status: response.status, body: await response.json() };
  }

  const REQUESTS: readonly [string, string, Record<string, unknown>][] = [
    ['sign-up/email', '/sign-up/email', { password: 'password-1234', name: 'Someone' }],
    ['sign-in/email', '/sign-in/email', { password: 'a-wrong-password' }],
    ['sign-in/magic-link', '/sign-in/magic-link', { callbackURL: '/profile' }],
    [
      'sign-in/magic-link with sign-up details',
      '/sign-in/magic-link',
      { name: 'Dana', callbackURL: '/profile', metadata: signupDetails },
    ],
    ['request-password-reset', '/request-password-reset', { redirectTo: '/reset-password' }],
  ];

  it.each(REQUESTS)('answers %s the same for known and unknown e-mails', async (_, path, body) => {
    // One account with a password, one made by link only, and an e-mail nobody has.
    await signUpByLink(app, 'with-password@example.test', 'Pat');
    await db.handle.raw(
      `insert into account (account_id, provider_id, user_id, password)
       select id::text, 'credential', id, $1 from "user" where email = 'with-password@example.test'`,
      [await hashPassword('the-real-password')],
    );
    await signUpByLink(app, 'link-only@example.test', 'Lin');
    const answers = [];
    for (const email of ['with-password@example.test', 'link-only@example.test', 'nobody@example.test'])
      answers.push(await answer(path, { email, ...body }));
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]?.status).toBeLessThan(500);
  });
});
