import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SEARCH_METHODS } from '../../../core/analytics';
import {
  type InsightsRange,
  type SearchInsights,
  shiftDay,
  TOP_TERMS_LIMIT,
  ZERO_RESULT_TERMS_LIMIT,
} from '../../../core/search-insights';
import type { DatabaseHandle } from '../../db/client';
import { sqlRows } from '../../db/typed-rows';

/**
 * Search insights (issue 28 item 5) read straight from search_analytics and click_events over a
 * range of UTC days: no summary table to keep in step, and the range bounds every scan
 * (search_analytics_created_idx, click_events_created_idx).
 */

/** A click may come a little after the range's last search: clicks are read up to a day later. */
const CLICK_GRACE = sql`interval '1 day'`;
const PAID = sql`('paid', 'refunded', 'partially_refunded')`;
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

/**
 * The range's searches (terms lower-cased and trimmed, blank ones left out) and their clicks.
 * A search_result_click is credited to the latest search of the same term in the same browser
 * session at or before it, so searching a word twice and clicking once counts one click-through.
 * Window functions over one sorted timeline rather than a lookup per click: a year of rows is
 * sorted once, where a per-click scan of the searches would grow with clicks × searches.
 */
function rangeTables({ from, to }: InsightsRange): SQL {
  const start = `${from}T00:00:00Z`;
  const end = `${shiftDay(to, -1)}T00:00:00Z`;
  return sql`with searches as (
      select id, lower(trim(search_term)) as term, session_id, user_id, result_count, search_method, created_at
      from search_analytics
      where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
        and trim(search_term) <> ''
    ),
    clicks_in_range as (
      select c.id, c.user_id, lower(c.entity_id) as photo, c.created_at, c.session_id,
        lower(trim(c.metadata->>'search_term')) as term,
        case when (c.metadata->>'position') ~ '^[0-9]{1,6}$' then (c.metadata->>'position')::int end as position
      from click_events c
      where c.event_type = 'search_result_click' and c.entity_type = 'photo' and c.session_id is not null
        and c.created_at >= ${start}::timestamptz and c.created_at < ${end}::timestamptz + ${CLICK_GRACE}
    ),
    -- One timeline per (session, term), searches before clicks at the same instant: each search
    -- starts a run, and a click belongs to the run it falls in (none before the first search).
    timeline as (
      select session_id, term, created_at, 0 as kind, id as search_id, user_id, null::bigint as click_id
      from searches where session_id is not null
      union all
      select session_id, term, created_at, 1, null::uuid, user_id, id from clicks_in_range
    ),
    runs as (
      select t.*, count(t.search_id) over (
        partition by t.session_id, t.term order by t.created_at, t.kind rows unbounded preceding
      ) as run
      from timeline t
    ),
    credited as (
      select r.click_id, r.user_id as click_user,
        first_value(r.search_id) over w as search_id,
        first_value(r.user_id) over w as search_user
      from runs r
      window w as (partition by r.session_id, r.term, r.run order by r.created_at, r.kind)
    ),
    clicks as (
      select k.id, coalesce(cr.click_user, cr.search_user) as user_id, k.photo, k.created_at, k.position,
        cr.search_id, k.term
      from credited cr join clicks_in_range k on k.id = cr.click_id
      where cr.search_id is not null
    ),
    bought as (
      select cl.search_id from clicks cl
      where cl.user_id is not null and exists (
        select 1 from order_items oi join orders o on o.id = oi.order_id
        where o.user_id = cl.user_id and oi.photo_id::text = cl.photo
          and o.status in ${PAID} and o.paid_at >= cl.created_at
      )
    ),
    carted as (
      -- Checkout empties the cart, so a photo bought after the click was in the cart too.
      select cl.search_id from clicks cl
      where cl.user_id is not null and exists (
        select 1 from cart_items ci
        where ci.user_id = cl.user_id and ci.photo_id::text = cl.photo and ci.added_at >= cl.created_at
      )
      union select search_id from bought
    )`;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

const termRow = z.object({
  term: z.string(),
  searches: z.number(),
  average_results: z.number(),
  clicks: z.number(),
  searches_with_click: z.number(),
});
const overallRow = z.object({
  searches: z.number(),
  zero_result_searches: z.number(),
  searches_with_click: z.number(),
  average_click_position: z.number().nullable(),
  searches_to_cart: z.number(),
  searches_to_order: z.number(),
  top_terms: z.array(termRow),
});
const dayRow = z.object({ day: z.string(), searches: z.number(), zero_result_searches: z.number() });
const methodRow = z.object({ method: z.string(), searches: z.number() });
const EMPTY: z.output<typeof overallRow> = {
  searches: 0,
  zero_result_searches: 0,
  searches_with_click: 0,
  average_click_position: null,
  searches_to_cart: 0,
  searches_to_order: 0,
  top_terms: [],
};
const zeroRow = z.object({ term: z.string(), searches: z.number(), last_searched_at: z.string() });

export async function searchInsights(handle: DatabaseHandle, range: InsightsRange): Promise<SearchInsights> {
  const { db } = handle;
  const tables = rangeTables(range);
  // One statement for the figures that need the clicks: their timeline is sorted once.
  const [overall = EMPTY] = await sqlRows(
    db,
    overallRow,
    sql`${tables},
      clicked as (select search_id, count(*)::int as clicks from clicks group by search_id),
      terms as (
        select s.term, count(*)::int as searches, avg(s.result_count)::float8 as average_results,
          coalesce(sum(k.clicks), 0)::int as clicks, count(k.search_id)::int as searches_with_click
        from searches s left join clicked k on k.search_id = s.id
        group by s.term
        order by searches desc, s.term
        limit ${TOP_TERMS_LIMIT}
      )
      select
        (select count(*)::int from searches) as searches,
        (select count(*)::int from searches where result_count = 0) as zero_result_searches,
        (select count(*)::int from clicked) as searches_with_click,
        (select avg(position)::float8 from clicks) as average_click_position,
        (select count(distinct search_id)::int from carted) as searches_to_cart,
        (select count(distinct search_id)::int from bought) as searches_to_order,
        (select coalesce(json_agg(t order by t.searches desc, t.term), '[]'::json) from terms t) as top_terms`,
  );
  const perDay = await sqlRows(
    db,
    dayRow,
    sql`${tables}
      select to_char(d.day, 'YYYY-MM-DD') as day,
        count(s.id)::int as searches,
        count(s.id) filter (where s.result_count = 0)::int as zero_result_searches
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d(day)
      left join searches s on (s.created_at at time zone 'UTC')::date = d.day::date
      group by d.day
      order by d.day`,
  );
  const methods = await sqlRows(
    db,
    methodRow,
    sql`${tables} select search_method as method, count(*)::int as searches from searches group by search_method`,
  );
  const zeroTerms = await sqlRows(
    db,
    zeroRow,
    sql`${tables}
      select term, count(*)::int as searches,
        to_char(max(created_at) at time zone 'UTC', ${sql.raw(ISO)}) as last_searched_at
      from searches where result_count = 0
      group by term
      order by searches desc, max(created_at) desc, term
      limit ${ZERO_RESULT_TERMS_LIMIT}`,
  );
  const { top_terms: topTerms, ...figures } = overall;
  const methodCount = new Map(methods.map((row) => [row.method, row.searches]));
  return {
    from: range.from,
    to: range.to,
    overall: {
      ...figures,
      zero_result_rate: ratio(figures.zero_result_searches, figures.searches),
      click_through_rate: ratio(figures.searches_with_click, figures.searches),
      average_click_position: oneDecimal(figures.average_click_position),
    },
    per_day: perDay,
    methods: SEARCH_METHODS.map((method) => ({ method, searches: methodCount.get(method) ?? 0 })),
    top_terms: topTerms.map(({ searches_with_click, ...row }) => ({
      ...row,
      average_results: oneDecimal(row.average_results) ?? 0,
      click_through_rate: ratio(searches_with_click, row.searches),
    })),
    zero_result_terms: zeroTerms,
  };
}
