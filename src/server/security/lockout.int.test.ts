import { hashPassword } from 'better-auth/crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authPost, newestMail } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';
import { ACCOUNT_LIMITS } from '../auth/account-limits';

// Raw requests (app.request) throughout: better-auth sign-in (not in ApiType) and the development outbox.

/**
 * Attack: limits that protect an account were counted per e-mail from any address, so a stranger
 * could lock its owner out (9 password attempts, 6 link requests, 4 reset requests). Now a
 * stranger's address runs out of attempts and the owner, from another address, still gets in.
 */
const OWNER = 'owner@example.test';
const PASSWORD = 'the-owners-password';
const STRANGER = '203.0.113.7';
const OWNER_ADDRESS = '198.51.100.20';

describe.each(TEST_DATABASES)('account lock-out on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db.drop());
  beforeEach(async () => {
    await db.reset();
    app = await createTestApp(db.handle);
    const owner = await createUser(db.handle, { email: OWNER });
    await db.handle.raw(
      `insert into account (account_id, provider_id, user_id, password) values ($1::text, 'credential', $1::uuid, $2)`,
      [owner.id, await hashPassword(PASSWORD)],
    );
  });

  async function mailsTo(email: string): Promise<number> {
    const response = await app.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    return ((await response.json()) as { total: number }).total;
  }

  /** Sends `count` requests from `from` and returns the statuses. */
  async function attempts(path: string, body: object, count: number, from: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await authPost(app, path, body, { from })).status);
    return statuses;
  }

  it('a stranger who runs out of password attempts does not block the owner elsewhere', async () => {
    const { max } = ACCOUNT_LIMITS['/sign-in/email'].perAddress;
    const guesses = await attempts('/sign-in/email', { email: OWNER, password: 'guess-1234' }, max, STRANGER);
    expect(guesses.every((status) => status === 401)).toBe(true);
    const refused = await authPost(
      app,
      '/sign-in/email',
      { email: OWNER, password: PASSWORD },
      { from: STRANGER },
    );
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many attempts\./);

    const owner = await authPost(
      app,
      '/sign-in/email',
      { email: OWNER, password: PASSWORD },
      { from: OWNER_ADDRESS },
    );
    expect(owner.status).toBe(200);
  });

  it('a stranger who runs out of sign-in links does not stop the owner getting one', async () => {
    const { max } = ACCOUNT_LIMITS['/sign-in/magic-link'].perAddress;
    const body = { email: OWNER, callbackURL: '/profile' };
    expect(await attempts('/sign-in/magic-link', body, max, STRANGER)).toEqual(Array(max).fill(200));
    expect((await authPost(app, '/sign-in/magic-link', body, { from: STRANGER })).status).toBe(429);

    const before = await mailsTo(OWNER);
    expect((await authPost(app, '/sign-in/magic-link', body, { from: OWNER_ADDRESS })).status).toBe(200);
    expect(await mailsTo(OWNER)).toBe(before + 1);
    expect((await newestMail(app, OWNER)).subject).toBe('Your Backdrop login link');
  });

  it('a stranger who runs out of reset requests does not stop the owner resetting', async () => {
    const { max } = ACCOUNT_LIMITS['/request-password-reset'].perAddress;
    const body = { email: OWNER, redirectTo: '/reset-password' };
    expect(await attempts('/request-password-reset', body, max, STRANGER)).toEqual(Array(max).fill(200));
    expect((await authPost(app, '/request-password-reset', body, { from: STRANGER })).status).toBe(429);
    expect((await authPost(app, '/request-password-reset', body, { from: OWNER_ADDRESS })).status).toBe(200);
  });

  it('counts an IPv6 network (/64) as one address, so new addresses in it do not buy more attempts', async () => {
    const { max } = ACCOUNT_LIMITS['/request-password-reset'].perAddress;
    const body = { email: OWNER, redirectTo: '/reset-password' };
    for (let i = 1; i <= max; i++)
      expect(
        (await authPost(app, '/request-password-reset', body, { from: `2001:db8:1:2::${i}` })).status,
      ).toBe(200);
    expect((await authPost(app, '/request-password-reset', body, { from: '2001:db8:1:2::ff' })).status).toBe(
      429,
    );
    expect((await authPost(app, '/request-password-reset', body, { from: '2001:db8:1:3::1' })).status).toBe(
      200,
    );
  });

  it('still has a per-account ceiling for attempts spread over many addresses', async () => {
    const { perAddress, perAccount } = ACCOUNT_LIMITS['/request-password-reset'];
    const body = { email: OWNER, redirectTo: '/reset-password' };
    const addresses = Math.ceil(perAccount.max / perAddress.max);
    expect(addresses).toBeGreaterThanOrEqual(10);
    let sent = 0;
    for (let n = 0; n < addresses; n++) {
      for (let i = 0; i < perAddress.max && sent < perAccount.max; i++, sent++) {
        expect(
          (await authPost(app, '/request-password-reset', body, { from: `192.0.2.${n + 1}` })).status,
        ).toBe(200);
      }
    }
    expect((await authPost(app, '/request-password-reset', body, { from: '192.0.2.200' })).status).toBe(429);
  });

  it('answers a known and an unknown e-mail alike when limited', async () => {
    const { max } = ACCOUNT_LIMITS['/sign-in/magic-link'].perAddress;
    const answers = [];
    for (const email of [OWNER, 'nobody@example.test']) {
      await attempts('/sign-in/magic-link', { email }, max, STRANGER);
      const limited = await authPost(app, '/sign-in/magic-link', { email }, { from: STRANGER });
      answers.push({ status: limited.status, body: ((await limited.json()) as { code: string }).code });
    }
    expect(answers[0]).toEqual({ status: 429, body: 'TOO_MANY_REQUESTS' });
    expect(answers[1]).toEqual(answers[0]);
  });
});
