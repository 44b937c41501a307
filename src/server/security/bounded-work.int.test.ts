import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fromAddress, ORIGIN } from '../../test/auth-helpers';
import { createPhoto, createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';
import { openPglite, openPostgres } from '../db/client';
import { databaseCause } from '../db/database-error';
import { sqlRows } from '../db/typed-rows';
import { rebuildSearchLexicon } from '../demo/demo-extras';

// Raw requests (app.request) throughout: huge bodies, counted reads, rate limits per client address and better-auth routes, none of which the typed client sends.

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** A request body that counts the bytes anyone read from it. */
function countingBody(totalBytes: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const counter = { read: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.read >= totalBytes) return controller.close();
      counter.read += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

describe.each(TEST_DATABASES)('bounded work per request on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    const creator = await createUser(db.handle);
    for (const [photoid, title] of [
      [1, 'Lunch by the lake'],
      [2, 'Living room at Christmas'],
      [3, 'Lemonade stand'],
    ] as const) {
      await createPhoto(db.handle, { creatorId: creator.id, photoid, title, tags: ['summer'] });
    }
    await rebuildSearchLexicon(db.handle);
  });
  afterAll(() => db.drop());

  it('refuses a search that expands past the caps instead of stalling the server (finding 2)', async () => {
    const app = await createTestApp(db.handle);
    const search = (q: string) => app.request(`/api/photos/search?q=${encodeURIComponent(q)}`);
    const attack = await search(Array.from({ length: 66 }, () => 'l*').join(' '));
    expect(attack.status).toBe(400);
    expect(((await attack.json()) as ErrorBody).error).toEqual({
      code: 'invalid',
      message: 'Search text can have at most 32 words',
      fields: { q: 'Search text can have at most 32 words' },
    });
    const wildcards = await search('l* li* la* lu*');
    expect(wildcards.status).toBe(400);
    expect(((await wildcards.json()) as ErrorBody).error.message).toBe(
      'Use * or ? in at most 3 words of a search',
    );
    const words = await search(Array.from({ length: 33 }, (_, i) => `w${i}`).join(' '));
    expect(((await words.json()) as ErrorBody).error.message).toBe('Search text can have at most 32 words');
    // Within the caps the search runs and finds what it should.
    const fine = await search('l* la* summer');
    expect(fine.status).toBe(200);
    expect(((await fine.json()) as { total: number }).total).toBeGreaterThan(0);
  });

  it('refuses a 100 MB body by its length before reading a byte of it (finding 3)', async () => {
    const app = await createTestApp(db.handle);
    const { stream, counter } = countingBody(100 * 1024 * 1024);
    const response = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(100 * 1024 * 1024),
        Origin: ORIGIN,
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).error).toEqual({
      code: 'too_large',
      message: 'The request is too large: at most 1 MB of data can be sent at once.',
    });
    // The stream may have been primed with a chunk or two, never read through.
    expect(counter.read).toBeLessThan(1024 * 1024);
  });

  it('stops reading a body without a length once it passes 1 MB', async () => {
    const app = await createTestApp(db.handle);
    const { stream, counter } = countingBody(20 * 1024 * 1024);
    const response = await app.request('/api/profile', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(counter.read).toBeLessThan(2 * 1024 * 1024);
  });

  it('answers 429 with Retry-After once one address searches faster than a person can', async () => {
    const app = await createTestApp(db.handle, { env: { RATE_LIMITS: 'on' } });
    const statuses: number[] = [];
    let limited: Response | null = null;
    // The bucket holds 60 and refills 3 a second: on a busy machine, where a search takes longer,
    // more than 70 are needed to empty it (it fails once under load). 400 searches cannot all be slow.
    for (let i = 0; i < 400 && !limited; i++) {
      const response = await app.request(
        `/api/photos/search?q=lake&offset=${i}`,
        {},
        fromAddress('203.0.113.7'),
      );
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    if (!limited) throw new Error('400 searches in a row were never limited');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(((await limited.json()) as ErrorBody).error).toEqual({
      code: 'rate_limited',
      message: `Too many requests. Please try again in ${retryAfter} seconds.`,
    });
    // Taxonomy pages are searches too; another address is not affected.
    expect((await app.request('/api/taxonomy/tag/summer', {}, fromAddress('203.0.113.7'))).status).toBe(429);
    expect((await app.request('/api/photos/search?q=lake', {}, fromAddress('203.0.113.8'))).status).toBe(200);
    // Load tests on one machine switch the limits off.
    const unlimited = await createTestApp(db.handle, { env: { RATE_LIMITS: 'off' } });
    for (let i = 0; i < 65; i++) {
      const response = await unlimited.request(
        `/api/photos/search?offset=${i}`,
        {},
        fromAddress('203.0.113.7'),
      );
      expect(response.status).toBe(200);
    }
  });

  it('answers 503 when the database runs out of a statement time budget', async () => {
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    const app = await createTestApp({ ...db.handle, raw: () => Promise.reject(cancelled) });
    const response = await app.request('/api/photos/search?q=lake');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(((await response.json()) as ErrorBody).error).toEqual({
      code: 'busy',
      message: 'This took too long to answer. Please try again in a moment, or narrow your search.',
    });
  });
});

describe('statement time budgets', () => {
  it('PGlite refuses a statement that waited past its budget instead of stalling behind a slow one', async () => {
    const handle = await openPglite(null, { queueBudgetMs: 100 });
    try {
      const slow = handle.raw('select count(*)::int as n from generate_series(1, 2000000)');
      const queued = handle.raw('select 1 as one');
      await expect(slow).resolves.toEqual([{ n: 2_000_000 }]);
      await expect(queued).rejects.toThrow('waited more than 100 ms for the database');
      // The queue does not stay blocked: the next statement runs.
      await expect(handle.raw('select 2 as two')).resolves.toEqual([{ two: 2 }]);
    } finally {
      await handle.close();
    }
  });

  it('PGlite gives the typed builder the same budget: its statements queue behind raw ones', async () => {
    const handle = await openPglite(null, { queueBudgetMs: 100 });
    try {
      const slow = handle.raw('select count(*)::int as n from generate_series(1, 2000000)');
      // A Drizzle query starts when awaited: sqlRows awaits it now, behind the slow one.
      const queued = sqlRows(handle.db, z.object({ one: z.number() }), sql`select 1 as one`).catch(
        (error: unknown) => Promise.reject(databaseCause(error)),
      );
      await expect(slow).resolves.toEqual([{ n: 2_000_000 }]);
      await expect(queued).rejects.toThrow('waited more than 100 ms for the database');
      const rows = await handle.transaction((tx) =>
        sqlRows(tx, z.object({ two: z.number() }), sql`select 2 as two`),
      );
      expect(rows).toEqual([{ two: 2 }]);
    } finally {
      await handle.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'PostgreSQL cancels a statement past statement_timeout',
    async () => {
      const handle = await openPostgres(process.env.TEST_DATABASE_URL ?? '', {
        max: 1,
        statementTimeoutMs: 100,
      });
      try {
        await expect(handle.raw('select pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
        await expect(handle.raw('select 1 as one')).resolves.toEqual([{ one: 1 }]);
      } finally {
        await handle.close();
      }
    },
  );
});
