import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_EVENTS_PER_REQUEST, type TrackedEvent, type TrackedSearch } from '../../../core/analytics';
import { ORIGIN } from '../../../test/auth-helpers';
import { createPhoto, createUser } from '../../../test/factories';
import { type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { typedClient } from '../../../test/typed-client';
import { type DatabaseHandle, openPostgres } from '../../db/client';
import {
  aggregateClicks,
  createClickBuffer,
  flushClickEvents,
  maintainClickPartitions,
  startAnalyticsSchedule,
} from '.';

type App = Awaited<ReturnType<typeof createTestApp>>;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const SESSION = 'session-aaaa-0001';

/**
 * Raw requests, not the typed client: beacons are text/plain, and most of these bodies are the
 * malformed ones a browser's script or an attacker sends.
 */
function post(
  app: App,
  path: string,
  body: string,
  options: { type?: string; cookie?: string | null; agent?: string; origin?: string | null } = {},
) {
  const headers: Record<string, string> = {
    'Content-Type': options.type ?? 'text/plain;charset=UTF-8',
    'User-Agent': options.agent ?? BROWSER,
  };
  if (options.origin !== null) headers.Origin = options.origin ?? ORIGIN;
  if (options.cookie) headers.Cookie = options.cookie;
  return app.request(`${ORIGIN}/api${path}`, { method: 'POST', headers, body });
}

const tagClick = (tag: string, session = SESSION): TrackedEvent => ({
  event_type: 'tag_click',
  entity_type: 'taxonomy',
  taxonomy_type: 'tag',
  entity_id: tag,
  session_id: session,
});
const photoView = (photoId: string, session = SESSION): TrackedEvent => ({
  event_type: 'photo_view',
  entity_type: 'photo',
  entity_id: photoId,
  session_id: session,
});

describe.each(TEST_DATABASES)('click and search tracking on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let admin: Shopper;
  let buyer: Shopper;
  let photoId: string;
  const events = (...list: unknown[]) => JSON.stringify({ events: list });
  const track = (body: string, options?: Parameters<typeof post>[3]) =>
    post(app, '/track-events', body, options);
  const rows = () =>
    db.handle.raw<{
      entity_id: string;
      user_id: string | null;
      user_agent: string | null;
      processed: boolean;
    }>('select entity_id, user_id, user_agent, processed from click_events order by id');

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    admin = await signUpShopper(app, db.handle, 'boss@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
    buyer = await signUpShopper(app, db.handle, 'buyer@example.test', 'Bea');
    const creator = await createUser(db.handle, { storefrontName: 'Hartley Archive' });
    photoId = (
      await createPhoto(db.handle, { creatorId: creator.id, title: 'Harbour at dawn', popularity: 5 })
    ).id;
  });
  afterAll(() => db.drop());
  beforeEach(async () => {
    await flushClickEvents(db.handle);
    await db.handle.raw('delete from click_events');
    await db.handle.raw('delete from click_analytics');
    await db.handle.raw('delete from click_analytics_visitor_keys');
    await db.handle.raw('delete from search_analytics');
  });

  it('accepts a text/plain beacon and JSON, takes the user from the session, truncates the user agent', async () => {
    const forged = { ...tagClick('harbour'), user_id: admin.id };
    const beacon = await track(events(forged, photoView(photoId)), {
      cookie: buyer.cookie,
      agent: `${BROWSER} ${'x'.repeat(400)}`,
    });
    expect(beacon.status).toBe(202);
    expect(await beacon.json()).toEqual({ accepted: 2, rejected: 0 });
    const json = await track(events(tagClick('boats')), { type: 'application/json' });
    expect(await json.json()).toEqual({ accepted: 1, rejected: 0 });
    await flushClickEvents(db.handle);
    const stored = await rows();
    expect(stored.map((row) => row.entity_id)).toEqual(['harbour', photoId, 'boats']);
    expect(stored[0]?.user_id).toBe(buyer.id);
    expect(stored[2]?.user_id).toBeNull();
    expect(stored[0]?.user_agent).toHaveLength(200);
  });

  it('refuses bodies that are not JSON, have no events, are too many or too large, with clear 4xx', async () => {
    const malformed = await track('{"events": [');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.message).toBe('The request body is not valid JSON.');
    expect((await track('{"nothing": 1}')).status).toBe(400);
    expect((await track('[]')).status).toBe(400);
    expect((await track(events())).status).toBe(400);
    const tooMany = await track(
      events(...Array.from({ length: MAX_EVENTS_PER_REQUEST + 1 }, () => tagClick('a'))),
    );
    expect(tooMany.status).toBe(413);
    expect((await tooMany.json()).error.message).toMatch(/at most 100/);
    const tenThousand = await track(events(...Array.from({ length: 10_000 }, () => tagClick('harbour'))));
    expect(tenThousand.status).toBe(413);
    expect((await track(events(tagClick('a')), { type: 'application/x-www-form-urlencoded' })).status).toBe(
      415,
    );
    await flushClickEvents(db.handle);
    expect(await rows()).toEqual([]);
  });

  it('drops invalid events one by one: unknown types, NUL bytes, mismatched entities, non-uuid photos', async () => {
    const answer = await track(
      events(
        tagClick('kept'),
        { ...tagClick('x'), event_type: 'mouse_wiggle' },
        tagClick('nul\u0000byte'),
        { ...tagClick('meta'), metadata: { note: 'a\u0000b' } },
        { ...tagClick('ref'), referrer: 'https://a.example/\u0000' },
        { ...photoView(photoId), entity_type: 'event' },
        photoView('not-a-uuid'),
        { ...tagClick('nosession'), session_id: 'bad session!' },
        'just a string',
        null,
      ),
    );
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ accepted: 1, rejected: 9 });
    await flushClickEvents(db.handle);
    expect((await rows()).map((row) => row.entity_id)).toEqual(['kept']);
  });

  it('drops robots’ events and refuses writes from foreign pages', async () => {
    const bot = await track(events(tagClick('harbour')), {
      agent: 'Mozilla/5.0 (compatible; Googlebot/2.1)',
    });
    expect(await bot.json()).toEqual({ accepted: 0, rejected: 1 });
    expect((await track(events(tagClick('harbour')), { origin: 'https://evil.example' })).status).toBe(403);
    await flushClickEvents(db.handle);
    expect(await rows()).toEqual([]);
  });

  it('answers a flood from one client with 429 and Retry-After', async () => {
    const limited = await createTestApp(db.handle, { env: { RATE_LIMITS: 'on' } });
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 70; i += 1) {
      const answer = await post(limited, '/track-events', events(tagClick('flood')));
      statuses.push(answer.status);
      if (answer.status === 429) retryAfter = answer.headers.get('Retry-After');
    }
    expect(statuses.slice(0, 60).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('folds events into click_analytics with exact unique counts, raises popularity, empties the queue', async () => {
    await track(events(tagClick('harbour', 'session-one-0001'), photoView(photoId, 'session-one-0001')), {
      cookie: buyer.cookie,
    });
    await track(events(tagClick('harbour', 'session-two-0002'), tagClick('harbour', 'session-two-0002')));
    const before = await typedClient(app, admin.cookie).admin.analytics.unprocessed.$get({
      query: { entity_type: 'photo', entity_id: photoId },
    });
    // Still in the buffer: the admin's aggregation flushes it first.
    expect(await before.json()).toEqual({ unprocessed: 0 });
    await flushClickEvents(db.handle);
    const queued = await typedClient(app, admin.cookie).admin.analytics.unprocessed.$get({
      query: { entity_type: 'photo', entity_id: photoId },
    });
    expect(await queued.json()).toEqual({ unprocessed: 1 });
    const run = await typedClient(app, admin.cookie).admin.analytics.aggregate.$post();
    expect(await run.json()).toEqual({ events: 4, entities: 2, photos: 1 });
    const analytics = await db.handle.raw<{
      entity_id: string;
      entity_name: string;
      total_clicks: number;
      unique_users: number;
      unique_sessions: number;
    }>(
      'select entity_id, entity_name, total_clicks, unique_users, unique_sessions from click_analytics order by entity_type, entity_id',
    );
    expect(analytics).toEqual([
      {
        entity_id: photoId,
        entity_name: 'Harbour at dawn',
        total_clicks: 1,
        unique_users: 1,
        unique_sessions: 1,
      },
      { entity_id: 'harbour', entity_name: 'harbour', total_clicks: 3, unique_users: 1, unique_sessions: 2 },
    ]);
    const [photo] = await db.handle.raw<{ popularity: number }>(
      'select popularity from photos where id = $1',
      [photoId],
    );
    expect(photo?.popularity).toBe(6);
    const after = await typedClient(app, admin.cookie).admin.analytics.unprocessed.$get({
      query: { entity_type: 'photo', entity_id: photoId },
    });
    expect(await after.json()).toEqual({ unprocessed: 0 });

    // The same visitors again: clicks add up, unique counts do not; a new session does.
    await track(events(tagClick('harbour', 'session-one-0001'), tagClick('harbour', 'session-three-03')), {
      cookie: buyer.cookie,
    });
    await flushClickEvents(db.handle);
    expect(await aggregateClicks(db.handle)).toEqual({ events: 2, entities: 1, photos: 0 });
    expect(await aggregateClicks(db.handle)).toEqual({ events: 0, entities: 0, photos: 0 });
    const [tag] = await db.handle.raw<{
      total_clicks: number;
      unique_users: number;
      unique_sessions: number;
    }>(`select total_clicks, unique_users, unique_sessions from click_analytics where entity_id = 'harbour'`);
    expect(tag).toEqual({ total_clicks: 5, unique_users: 1, unique_sessions: 3 });
    const popular = await (await typedClient(app, null).popular.tags.$get({ query: {} })).json();
    expect(popular.items[0]).toMatchObject({ entity_id: 'harbour', total_clicks: 5 });
  });

  it('counts every event exactly once when two aggregators run at once', async () => {
    const values = Array.from(
      { length: 3000 },
      (_, i) => `('tag_click', 'tag-${i % 7}', 'taxonomy', 'tag', 's-${i % 50}')`,
    );
    await db.handle.raw(
      `insert into click_events (event_type, entity_id, entity_type, taxonomy_type, session_id) values ${values.join(',')}`,
    );
    // On PostgreSQL a second pool is a second process's connections; PGlite has one connection.
    const other: DatabaseHandle = db.url ? await openPostgres(db.url, { max: 2 }) : db.handle;
    try {
      const [first, second] = await Promise.all([
        aggregateClicks(db.handle, { batchSize: 500 }),
        aggregateClicks(other, { batchSize: 500 }),
      ]);
      expect(first.events + second.events).toBe(3000);
    } finally {
      if (other !== db.handle) await other.close();
    }
    const [sums] = await db.handle.raw<{ clicks: number; sessions: number }>(
      'select sum(total_clicks)::int as clicks, sum(unique_sessions)::int as sessions from click_analytics',
    );
    // 7 tags; session s-k clicks tag t when some i ≡ k (mod 50) and i ≡ t (mod 7): every pair, 50 each.
    expect(sums).toEqual({ clicks: 3000, sessions: 350 });
    // Nothing waits: the watermark (which replaced click_events.processed) passed every event.
    const [left] = await db.handle.raw<{ n: number }>(
      'select count(*)::int as n from click_events where id > (select id from click_events_watermark)',
    );
    expect(left?.n).toBe(0);
  });

  it('never passes an event whose insert was still running when a later one committed', async () => {
    // PostgreSQL only: PGlite has one connection, so no insert runs while another commits.
    if (!db.url) return;
    const early = new pg.Client({ connectionString: db.url });
    await early.connect();
    try {
      // As the write buffer does: the fence lock shared, then ids drawn, committed later.
      await early.query('begin');
      await early.query(`select pg_advisory_xact_lock_shared(hashtext('click-events-fence'))`);
      await early.query(
        `insert into click_events (event_type, entity_id, entity_type, taxonomy_type, session_id)
         values ('tag_click', 'early', 'taxonomy', 'tag', 's-early')`,
      );
      await db.handle.raw(
        `insert into click_events (event_type, entity_id, entity_type, taxonomy_type, session_id)
         values ('tag_click', 'late', 'taxonomy', 'tag', 's-late')`,
      );
      const running = aggregateClicks(db.handle);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await early.query('commit');
      const first = await running;
      const second = await aggregateClicks(db.handle);
      expect(first.events + second.events).toBe(2);
    } finally {
      await early.end();
    }
    const counted = await db.handle.raw<{ entity_id: string; total_clicks: number }>(
      'select entity_id, total_clicks from click_analytics order by entity_id',
    );
    expect(counted).toEqual([
      { entity_id: 'early', total_clicks: 1 },
      { entity_id: 'late', total_clicks: 1 },
    ]);
  });

  it('still counts new events after click_events was emptied and its ids restarted', async () => {
    const insert = (tag: string, n: number) =>
      db.handle.raw(
        `insert into click_events (event_type, entity_id, entity_type, taxonomy_type, session_id)
         select 'tag_click', $1, 'taxonomy', 'tag', 's-' || i from generate_series(1, $2::int) as i`,
        [tag, n],
      );
    await insert('before', 50);
    expect((await aggregateClicks(db.handle)).events).toBe(50);
    await db.handle.raw('truncate click_events restart identity');
    await insert('after', 20);
    expect(await aggregateClicks(db.handle)).toEqual({ events: 20, entities: 1, photos: 0 });
    const [after] = await db.handle.raw<{ total_clicks: number; unique_sessions: number }>(
      `select total_clicks, unique_sessions from click_analytics where entity_id = 'after'`,
    );
    expect(after).toEqual({ total_clicks: 20, unique_sessions: 20 });
  });

  it('drops partitions past the retention and keeps the current ones', async () => {
    const now = new Date();
    const old = new Date(Date.UTC(now.getUTCFullYear() - 2, now.getUTCMonth(), 15));
    await db.handle.raw(
      `insert into click_events (event_type, entity_id, entity_type, taxonomy_type, session_id, created_at)
       values ('tag_click', 'old', 'taxonomy', 'tag', 'session-old', $1), ('tag_click', 'new', 'taxonomy', 'tag', 'session-new', now())`,
      [old.toISOString()],
    );
    await db.handle.raw(
      `insert into search_analytics (search_term, search_method, created_at)
       values ('old search', 'partial', $1), ('new search', 'partial', now())`,
      [old.toISOString()],
    );
    const oldName = `click_events_p${old.toISOString().slice(0, 7).replace('-', '')}`;
    const [inDefault] = await db.handle.raw<{ where: string }>(
      `select tableoid::regclass::text as where from click_events where entity_id = 'old'`,
    );
    expect(inDefault?.where).toBe('click_events_default');
    // The old month's partition made (its row moved out of the default partition), then dropped.
    await db.handle.raw('select click_events_ensure_partition($1::date)', [old.toISOString().slice(0, 10)]);
    const [moved] = await db.handle.raw<{ where: string }>(
      `select tableoid::regclass::text as where from click_events where entity_id = 'old'`,
    );
    expect(moved?.where).toBe(oldName);
    const changes = await maintainClickPartitions(db.handle, { retentionMonths: 13, now });
    expect(changes.dropped).toEqual([oldName]);
    const left = await db.handle.raw<{ entity_id: string }>('select entity_id from click_events');
    expect(left.map((row) => row.entity_id)).toEqual(['new']);
    const searches = await db.handle.raw<{ search_term: string }>('select search_term from search_analytics');
    expect(searches.map((row) => row.search_term)).toEqual(['new search']);
    const partitions = await db.handle.raw<{ name: string }>(
      `select c.relname::text as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
       where i.inhparent = 'click_events'::regclass order by 1`,
    );
    const current = `click_events_p${now.toISOString().slice(0, 7).replace('-', '')}`;
    expect(partitions.map((row) => row.name)).toContain(current);
    expect(partitions.map((row) => row.name)).not.toContain(oldName);
    expect(partitions).toHaveLength(1 + 3);
  });

  it('folds accepted events on its own, on the schedule the server starts', async () => {
    await track(events(tagClick('scheduled')));
    const schedule = startAnalyticsSchedule(db.handle, {
      retentionMonths: 13,
      logger: { warn: () => undefined },
      aggregateEveryMs: 50,
    });
    try {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const [row] = await db.handle.raw<{ total_clicks: number }>(
          `select total_clicks from click_analytics where entity_id = 'scheduled'`,
        );
        if (row) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await schedule.stop();
    }
    const [row] = await db.handle.raw<{ total_clicks: number }>(
      `select total_clicks from click_analytics where entity_id = 'scheduled'`,
    );
    expect(row?.total_clicks).toBe(1);
  });

  it('writes every buffered event when stopped', async () => {
    const buffer = createClickBuffer(db.handle, { flushMs: 60_000, flushAt: 1_000_000 });
    const row = {
      eventType: 'tag_click',
      entityId: 'stop',
      entityType: 'taxonomy',
      taxonomyType: 'tag',
      userId: null,
      sessionId: SESSION,
      userAgent: BROWSER,
      referrer: null,
      metadata: '{"a":"b \\"quoted\\" {x}"}',
      createdAt: new Date(),
    };
    expect(buffer.add(Array.from({ length: 2500 }, () => row))).toBe(2500);
    expect(await rows()).toEqual([]);
    await buffer.stop();
    const [count] = await db.handle.raw<{ n: number; meta: unknown }>(
      `select count(*)::int as n, min(metadata->>'a') as meta from click_events where entity_id = 'stop'`,
    );
    expect(count).toEqual({ n: 2500, meta: 'b "quoted" {x}' });
    expect(buffer.add([row])).toBe(0);
  });

  it('refuses the admin routes to guests (401) and buyers (403)', async () => {
    const query = { entity_type: 'photo', entity_id: photoId };
    expect((await typedClient(app, null).admin.analytics.aggregate.$post()).status).toBe(401);
    expect((await typedClient(app, buyer.cookie).admin.analytics.aggregate.$post()).status).toBe(403);
    expect((await typedClient(app, null).admin.analytics.unprocessed.$get({ query })).status).toBe(401);
    expect((await typedClient(app, buyer.cookie).admin.analytics.unprocessed.$get({ query })).status).toBe(
      403,
    );
    const bad = await typedClient(app, admin.cookie).admin.analytics.unprocessed.$get({
      query: { entity_type: 'photo', entity_id: 'nope' },
    });
    expect(bad.status).toBe(400);
  });

  it('records a search once per session and 10 s, ignores untrackable terms, never stores an address', async () => {
    const search = (term: string, session = SESSION): TrackedSearch => ({
      search_term: term,
      result_count: 0,
      search_method: 'partial',
      session_id: session,
    });
    const send = (body: TrackedSearch | string, cookie: string | null = null) =>
      post(app, '/track-search', typeof body === 'string' ? body : JSON.stringify(body), {
        type: 'application/json',
        cookie,
      });
    const first = await send(search('Zeppelin'), buyer.cookie);
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ recorded: true });
    expect(await (await send(search('zeppelin'), buyer.cookie)).json()).toEqual({ recorded: false });
    expect(await (await send(search('zeppelin', 'session-other-1'))).json()).toEqual({ recorded: true });
    for (const term of ['a', 'zzzz', '...', '   ']) {
      const answer = await send(search(term));
      expect([202, 400]).toContain(answer.status);
      if (answer.status === 202) expect(await answer.json()).toEqual({ recorded: false });
    }
    expect((await send('{oops')).status).toBe(400);
    expect((await send({ ...search('nul\u0000term') })).status).toBe(400);
    const stored = await db.handle.raw<{
      search_term: string;
      user_id: string | null;
      ip_address: string | null;
    }>('select search_term, user_id, ip_address from search_analytics order by created_at, session_id');
    expect(stored).toEqual([
      { search_term: 'Zeppelin', user_id: buyer.id, ip_address: null },
      { search_term: 'zeppelin', user_id: null, ip_address: null },
    ]);
  });
});
