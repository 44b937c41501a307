import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHTS_MESSAGES, shiftDay, utcDay } from '../../../core/search-insights';
import { createPhoto, createUser } from '../../../test/factories';
import { type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, typedClient } from '../../../test/typed-client';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** Issue 28 item 5: search insights, from search_analytics and click_events rows written here. */
describe.each(TEST_DATABASES)('search insights on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let admin: Shopper;
  let buyer: Shopper;
  const insights = (query: Record<string, string>, cookie: string | null = admin.cookie) =>
    typedClient(app, cookie).admin['search-analytics'].$get({ query });

  const search = (
    term: string,
    session: string,
    at: string,
    results: number,
    method: string,
    userId?: string,
  ) =>
    db.handle.raw(
      `insert into search_analytics (search_term, session_id, user_id, result_count, search_method, created_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [term, session, userId ?? null, results, method, at],
    );
  const click = (
    term: string,
    session: string,
    photoId: string,
    position: number,
    at: string,
    options: { userId?: string; eventType?: string } = {},
  ) =>
    db.handle.raw(
      `insert into click_events (event_type, entity_id, entity_type, user_id, session_id, metadata, created_at)
       values ($1, $2, 'photo', $3, $4, $5::jsonb, $6)`,
      [
        options.eventType ?? 'search_result_click',
        photoId,
        options.userId ?? null,
        session,
        JSON.stringify({ search_term: term, position }),
        at,
      ],
    );
  const order = async (userId: string, photoId: string, status: string, paidAt: string | null) => {
    const [row] = await db.handle.raw<{ id: string }>(
      `insert into orders (user_id, status, subtotal_cents, total_cents, paid_at)
       values ($1, $2, 5000, 5000, $3) returning id`,
      [userId, status, paidAt],
    );
    await db.handle.raw(
      `insert into order_items (order_id, photo_id, license_type, price_cents, discounted_price_cents)
       values ($1, $2, 'background-dressing', 5000, 5000)`,
      [row?.id, photoId],
    );
  };
  const cartLine = (userId: string, photoId: string, at: string) =>
    db.handle.raw('insert into cart_items (user_id, photo_id, added_at) values ($1, $2, $3)', [
      userId,
      photoId,
      at,
    ]);

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    admin = await signUpShopper(app, db.handle, 'boss@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
    buyer = await signUpShopper(app, db.handle, 'buyer@example.test', 'Bea');
    const creator = await createUser(db.handle, { storefrontName: 'The Hartley Family Archive' });
    const first = await createPhoto(db.handle, { creatorId: creator.id, title: 'Lighthouse keeper' });
    const second = await createPhoto(db.handle, { creatorId: creator.id, title: 'Lighthouse at dusk' });
    const third = await createPhoto(db.handle, { creatorId: creator.id, title: 'Harbour' });

    // Searches of the range 2026-03-01 … 2026-03-07, and one on each side of it.
    await search('Lighthouse', 'session-a', '2026-03-02T10:00:00Z', 5, 'partial', buyer.id);
    await search(' lighthouse ', 'session-b', '2026-03-02T11:00:00Z', 3, 'exact');
    await search('lighthouse', 'session-c', '2026-03-03T09:00:00Z', 4, 'partial', buyer.id);
    await search('xyzzy', 'session-a', '2026-03-03T10:00:00Z', 0, 'fuzzy', buyer.id);
    await search('qqq', 'session-b', '2026-03-04T12:00:00Z', 0, 'partial');
    await search('XYZZY', 'session-b', '2026-03-05T12:00:00Z', 0, 'fallback');
    await search('lighthouse', 'session-a', '2026-02-28T23:59:59Z', 0, 'partial');
    await search('outside', 'session-e', '2026-03-08T00:00:00Z', 0, 'partial');

    // session a: two clicks after its lighthouse search (positions 2 and 4), then the first photo
    // put in the cart; the second photo was already in the buyer's cart before the click.
    await cartLine(buyer.id, second.id, '2026-03-02T09:00:00Z');
    await click('lighthouse', 'session-a', first.id, 2, '2026-03-02T10:01:00Z', { userId: buyer.id });
    await cartLine(buyer.id, first.id, '2026-03-02T10:02:00Z');
    await click('LIGHTHOUSE ', 'session-a', second.id, 4, '2026-03-02T10:03:00Z', { userId: buyer.id });
    // session c: one click (position 1), the photo then bought in a paid order.
    await click('lighthouse', 'session-c', third.id, 1, '2026-03-03T09:05:00Z', { userId: buyer.id });
    await order(buyer.id, third.id, 'paid', '2026-03-03T09:30:00Z');
    // session f searched harbour twice and clicked once: the click is the second search's.
    await search('harbour', 'session-f', '2026-03-06T10:00:00Z', 2, 'partial');
    await search('Harbour', 'session-f', '2026-03-06T10:10:00Z', 2, 'partial');
    await click('harbour', 'session-f', third.id, 3, '2026-03-06T10:15:00Z');
    // Not click-throughs: a click before the session's search, a session that never searched,
    // a photo view, a click on another term's result.
    await click('lighthouse', 'session-b', first.id, 1, '2026-03-02T10:59:00Z');
    await click('lighthouse', 'session-d', first.id, 1, '2026-03-02T12:00:00Z');
    await click('lighthouse', 'session-c', first.id, 7, '2026-03-03T09:06:00Z', { eventType: 'photo_view' });
    await click('harbour', 'session-c', first.id, 9, '2026-03-03T09:07:00Z');
    // Not conversions: the buyer's unpaid order of the first photo (after session c's click),
    // the admin's paid order of the first photo (another user).
    await order(buyer.id, first.id, 'pending', null);
    await order(admin.id, first.id, 'paid', '2026-03-03T09:40:00Z');
  });
  afterAll(() => db.drop());

  it('counts the range’s searches, clicks and conversions, terms lower-cased and trimmed', async () => {
    const answer = await insights({ from: '2026-03-01', to: '2026-03-07' });
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body.from).toBe('2026-03-01');
    expect(body.to).toBe('2026-03-07');
    expect(body.overall).toEqual({
      searches: 8,
      zero_result_searches: 3,
      zero_result_rate: 3 / 8,
      searches_with_click: 3,
      click_through_rate: 3 / 8,
      average_click_position: 2.5,
      searches_to_cart: 2,
      searches_to_order: 1,
    });
    expect(body.per_day).toEqual([
      { day: '2026-03-01', searches: 0, zero_result_searches: 0 },
      { day: '2026-03-02', searches: 2, zero_result_searches: 0 },
      { day: '2026-03-03', searches: 2, zero_result_searches: 1 },
      { day: '2026-03-04', searches: 1, zero_result_searches: 1 },
      { day: '2026-03-05', searches: 1, zero_result_searches: 1 },
      { day: '2026-03-06', searches: 2, zero_result_searches: 0 },
      { day: '2026-03-07', searches: 0, zero_result_searches: 0 },
    ]);
    expect(body.methods).toEqual([
      { method: 'exact', searches: 1 },
      { method: 'fuzzy', searches: 1 },
      { method: 'partial', searches: 5 },
      { method: 'fallback', searches: 1 },
    ]);
    expect(body.top_terms).toEqual([
      { term: 'lighthouse', searches: 3, average_results: 4, clicks: 3, click_through_rate: 2 / 3 },
      { term: 'harbour', searches: 2, average_results: 2, clicks: 1, click_through_rate: 0.5 },
      { term: 'xyzzy', searches: 2, average_results: 0, clicks: 0, click_through_rate: 0 },
      { term: 'qqq', searches: 1, average_results: 0, clicks: 0, click_through_rate: 0 },
    ]);
    expect(body.zero_result_terms).toEqual([
      { term: 'xyzzy', searches: 2, last_searched_at: '2026-03-05T12:00:00Z' },
      { term: 'qqq', searches: 1, last_searched_at: '2026-03-04T12:00:00Z' },
    ]);
  });

  it('bounds every figure by the range: one day holds only its own searches', async () => {
    const body = await (await insights({ from: '2026-03-05', to: '2026-03-05' })).json();
    expect(body.overall).toMatchObject({ searches: 1, zero_result_searches: 1, searches_with_click: 0 });
    expect(body.overall.click_through_rate).toBe(0);
    expect(body.overall.average_click_position).toBeNull();
    expect(body.top_terms.map((row) => row.term)).toEqual(['xyzzy']);
  });

  it('answers an empty range with zeros and null rates', async () => {
    const body = await (await insights({ from: '2025-01-01', to: '2025-01-02' })).json();
    expect(body.overall).toMatchObject({ searches: 0, zero_result_rate: null, click_through_rate: null });
    expect(body.per_day).toHaveLength(2);
    expect(body.top_terms).toEqual([]);
    expect(body.zero_result_terms).toEqual([]);
  });

  it('defaults to the last 30 days, today included', async () => {
    const body = await (await insights({})).json();
    const today = utcDay(new Date());
    expect(body.to).toBe(today);
    expect(body.from).toBe(shiftDay(today, 29));
    expect(body.per_day).toHaveLength(30);
  });

  it.each([
    [{ from: '2026-02-30', to: '2026-03-07' }, INSIGHTS_MESSAGES.badDate('from')],
    [{ from: '2026-03-01', to: '03/07/2026' }, INSIGHTS_MESSAGES.badDate('to')],
    [{ from: '0000-01-01', to: '2026-03-07' }, INSIGHTS_MESSAGES.badDate('from')],
    [{ from: '2026-03-08', to: '2026-03-07' }, INSIGHTS_MESSAGES.fromAfterTo],
    [{ from: '2025-03-06', to: '2026-03-07' }, INSIGHTS_MESSAGES.tooLong],
  ])('refuses %o with a clear 400', async (query, message) => {
    const answer = await insights(query);
    expect(answer.status).toBe(400);
    expect(messageOf(await answer.json())).toBe(message);
  });

  it('takes a range of exactly 366 days', async () => {
    expect((await insights({ from: '2025-03-07', to: '2026-03-07' })).status).toBe(200);
  });

  it('is for admins only: a buyer gets 403, a guest 401', async () => {
    expect((await insights({}, buyer.cookie)).status).toBe(403);
    expect((await insights({}, null)).status).toBe(401);
  });
});
