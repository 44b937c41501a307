import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authPost, ORIGIN, signUpByLink } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';

// Raw requests (app.request) throughout: hostile and oversized names by design, sent to better-auth (not in ApiType) and as raw profile bodies.

/**
 * Attack: sign-up stored a 1,000,000-character name (spec §5: at most 100), and names with NUL or
 * markup reached the database. Every path that writes a name now refuses them with 400 and the
 * rule's message before anything is stored.
 */
const HUGE = 'x'.repeat(1_000_000);
const details = {
  first_name: 'Dana',
  last_name: 'Reyes',
  agreement_type: 'standard',
  agreement_accepted: true,
  agreement_date: '2026-11-22T10:00:00.000Z',
};

describe.each(TEST_DATABASES)('names on %s', (kind) => {
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

  /** The longest name any table holds, in characters. */
  async function longestStoredName(): Promise<number> {
    const [row] = await db.handle.raw<{ longest: number }>(
      `select greatest(
         (select coalesce(max(length(name)), 0) from "user"),
         (select coalesce(max(length(first_name) + coalesce(length(last_name), 0)), 0) from profiles),
         (select coalesce(max(length(first_name) + coalesce(length(last_name), 0)), 0) from pending_signups),
         (select coalesce(max(length(value)), 0) from verification)
       )::int as longest`,
    );
    return row?.longest ?? 0;
  }

  const signUp = (body: Record<string, unknown>) =>
    authPost(app, '/sign-in/magic-link', { email: 'dana@example.test', callbackURL: '/profile', ...body });

  it.each([
    ['a 1,000,000-character first name', { first_name: HUGE }, 'First name must be less than 100 characters'],
    [
      'a 101-character last name',
      { last_name: 'y'.repeat(101) },
      'Last name must be less than 100 characters',
    ],
    ['NUL in the first name', { first_name: 'Da\u0000na' }, 'First name contains invalid characters'],
    ['a line break in the last name', { last_name: 'Re\nyes' }, 'Last name contains invalid characters'],
    [
      'markup in the first name',
      { first_name: '<img src=x onerror=alert(1)>' },
      'First name contains invalid characters',
    ],
  ])('refuses sign-up details with %s', async (_, change, message) => {
    const response = await signUp({ name: 'Dana Reyes', metadata: { ...details, ...change } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_INPUT', message });
    expect(await db.handle.raw('select 1 from pending_signups')).toHaveLength(0);
  });

  it('refuses a huge or malformed display name on the link, before it is stored', async () => {
    const huge = await signUp({ name: HUGE, metadata: details });
    expect(huge.status).toBe(400);
    expect(await huge.json()).toMatchObject({ message: 'Name must be less than 201 characters' });
    const nul = await signUp({ name: 'Dana\u0000', metadata: details });
    expect(nul.status).toBe(400);
    expect(await longestStoredName()).toBe(0);
  });

  it('answers a known e-mail the same, so the check tells nothing about accounts', async () => {
    await signUpByLink(app, 'dana@example.test', 'Dana');
    const response = await signUp({ name: HUGE, metadata: details });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Name must be less than 201 characters' });
  });

  it('refuses the old sign-up endpoint a huge name like any other sign-up (it is off)', async () => {
    const response = await authPost(app, '/sign-up/email', {
      email: 'big@example.test',
      password: 'password-1234',
      name: HUGE,
    });
    expect(response.status).toBe(400);
    expect(await longestStoredName()).toBe(0);
  });

  it('accepts the names people have, up to 100 characters', async () => {
    const response = await signUp({
      name: "Siobhán O'Brien",
      metadata: { ...details, first_name: 'Siobhán', last_name: `O'Brien ${'z'.repeat(92)}` },
    });
    expect(response.status).toBe(200);
  });

  describe('PATCH /api/profile', () => {
    const patch = (cookie: string, body: unknown) =>
      app.request('/api/profile', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN, Cookie: cookie },
        body: JSON.stringify(body),
      });

    it.each([
      [
        'a 1,000,000-character first name',
        { first_name: HUGE },
        'First name must be less than 100 characters',
      ],
      [
        'a 101-character last name',
        { last_name: 'y'.repeat(101) },
        'Last name must be less than 100 characters',
      ],
      ['NUL', { first_name: 'Sam\u0000' }, 'First name contains invalid characters'],
      ['a bell character', { first_name: 'Sam\u0007' }, 'First name contains invalid characters'],
      ['markup', { last_name: '<b>Lee</b>' }, 'Last name contains invalid characters'],
    ])('refuses %s with 400 and the message', async (_, body, message) => {
      const cookie = await signUpByLink(app, 'sam@example.test', 'Sam');
      const response = await patch(cookie, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid', message } });
      const [profile] = await db.handle.raw<{ first_name: string }>('select first_name from profiles');
      expect(profile?.first_name).toBe('Sam');
    });

    it("accepts O'Brien", async () => {
      const cookie = await signUpByLink(app, 'sam@example.test', 'Sam');
      const response = await patch(cookie, { first_name: ' Seán ', last_name: "O'Brien" });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ profile: { first_name: 'Seán', last_name: "O'Brien" } });
    });
  });

  it("has no update-user endpoint to write the account's name around these rules", async () => {
    const cookie = await signUpByLink(app, 'sam@example.test', 'Sam');
    const response = await authPost(
      app,
      '/update-user',
      { name: 'x'.repeat(10_000), image: 'x'.repeat(10_000) },
      { cookie, token: null },
    );
    expect(response.status).toBe(404);
    expect(await longestStoredName()).toBeLessThan(100);
  });
});
