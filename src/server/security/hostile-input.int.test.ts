import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_PARAM_FIELDS } from '../../core/search-params';
import { signInByLink } from '../../test/auth-helpers';
import { createPhoto, createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';
import { rebuildSearchLexicon } from '../demo/demo-extras';

// Raw requests (app.request) throughout: hostile input by design (NUL bytes, huge and malformed values) that the typed client would not let through.

type App = Awaited<ReturnType<typeof createTestApp>>;

const ALLOWED = [200, 204, 400, 401, 403, 404, 429];
const TAXONOMY_TYPES = ['tag', 'event', 'decade', 'country', 'city', 'ethnicity', 'emotion', 'image_style'];
/** Every parameter the search takes, from its schema. */
const SEARCH_PARAMS = Object.keys(SEARCH_PARAM_FIELDS);

/**
 * Percent-encodes anything, lone surrogates included (as the WTF-8 bytes a hostile client can
 * send, which are not valid UTF-8), where encodeURIComponent would throw.
 */
function encodeAnything(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** Values an attacker sends: NUL and other control bytes, lone surrogates, 10 kB, SQL and tsquery syntax. */
const hostile = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'kitchen\u0000',
    '\ud800',
    'x'.repeat(10_000),
    "'; drop table photos; --",
    '!!&|:*<->()',
    '%',
    '..%2F..%2Fetc',
    '-1',
    '1e309',
    '99999999999999999999',
    'all',
    '',
    ' ',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 300 }),
  fc.integer().map(String),
);

/** Every GET route of the API, as a function of one hostile value. */
const GET_ROUTES: ((value: string) => string)[] = [
  () => '/api/health',
  () => '/api/me',
  () => '/api/profile',
  () => '/api/auth/config',
  () => '/api/photos/count',
  (v) => `/api/photos/${v}`,
  (v) => `/api/photos/${v}/similar`,
  (v) => `/api/photos/${v}/similar-people`,
  (v) => `/api/photos/1/similar?offset=${v}`,
  (v) => `/api/creators/${v}`,
  (v) => `/api/popular/photos?limit=${v}`,
  (v) => `/api/popular/tags?limit=${v}`,
  () => '/api/trending',
  () => '/api/banner',
  () => '/api/background-images',
  (v) => `/api/dev/outbox?limit=${v}&to=${v}`,
  (v) => `/api/taxonomy/${v}/kitchen`,
  (v) => `/api/no-such-route/${v}`,
  ...TAXONOMY_TYPES.map((type) => (v: string) => `/api/taxonomy/${type}/${v}`),
  ...TAXONOMY_TYPES.map((type) => (v: string) => `/api/taxonomy/${type}/kitchen?sort=${v}&decade=${v}`),
  ...SEARCH_PARAMS.map((name) => (v: string) => `/api/photos/search?${name}=${v}`),
  // An array where one value is expected.
  ...SEARCH_PARAMS.map((name) => (v: string) => `/api/photos/search?${name}=${v}&${name}=1`),
];

async function expectSafeAnswer(app: App, url: string, cookie: string): Promise<void> {
  const response = await app.request(url, cookie ? { headers: { Cookie: cookie } } : {});
  const where = `${url.slice(0, 120)} → ${response.status}`;
  expect(ALLOWED, where).toContain(response.status);
  const text = await response.text();
  if (response.status === 204) return;
  const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
  if (response.status >= 400) {
    expect(typeof body.error?.code, where).toBe('string');
    expect(typeof body.error?.message, where).toBe('string');
  }
}

describe.each(TEST_DATABASES)('hostile input to every GET endpoint on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let cookie = '';
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    // Rate limits are off in test apps: they would answer 429 before the routes see most values.
    app = await createTestApp(db.handle);
    const creator = await createUser(db.handle, { email: 'member@example.test' });
    await createPhoto(db.handle, {
      creatorId: creator.id,
      photoid: 1,
      title: 'Kitchen table',
      tags: ['kitchen'],
    });
    await createPhoto(db.handle, {
      creatorId: creator.id,
      photoid: 2,
      title: 'Porch swing',
      tags: ['porch'],
    });
    await rebuildSearchLexicon(db.handle);
    cookie = await signInByLink(app, 'member@example.test');
  });
  afterAll(() => db.drop());

  it('refuses NUL bytes and 10 kB ids with 400, never 500 (finding 6)', async () => {
    const nul = encodeAnything('Ohio\u0000');
    for (const name of ['country', 'state', 'city', 'ethnicities', 'age_groups']) {
      const response = await app.request(`/api/photos/search?${name}=${nul}`);
      expect(response.status, name).toBe(400);
      expect(await response.json(), name).toEqual({
        error: {
          code: 'invalid',
          message: `${name} contains characters that are not allowed.`,
          fields: { [name]: `${name} contains characters that are not allowed.` },
        },
      });
    }
    for (const type of TAXONOMY_TYPES) {
      const withNul = await app.request(`/api/taxonomy/${type}/${encodeAnything('kit\u0000chen')}`);
      expect(withNul.status, type).toBe(400);
      const long = await app.request(`/api/taxonomy/${type}/${'k'.repeat(10_000)}`);
      expect([400, 404], type).toContain(long.status);
      const shortEnough = await app.request(`/api/taxonomy/${type}/${'k'.repeat(1_000)}`);
      expect(shortEnough.status, type).toBe(400);
      expect(((await shortEnough.json()) as { error: { message: string } }).error.message).toBe(
        'Invalid taxonomyId - must be at most 200 characters',
      );
    }
  });

  it('answers every hostile value with a status the client can act on and the error envelope', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...GET_ROUTES),
        hostile,
        fc.boolean(),
        async (route, value, signedIn) => {
          await expectSafeAnswer(app, route(encodeAnything(value)), signedIn ? cookie : '');
        },
      ),
      { numRuns: 400 },
    );
  });
});
