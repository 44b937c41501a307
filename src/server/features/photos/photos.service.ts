import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/typed-rows';
import { countRowSchema } from './photo-rows';

/**
 * `explain (format json)`: one row whose plan's first node carries the planner's row estimate.
 * Declared loosely past that number: the rest of a plan is PostgreSQL's to change.
 */
const planRowSchema = z.object({
  'QUERY PLAN': z.array(z.looseObject({ Plan: z.looseObject({ 'Plan Rows': z.number() }) })),
});

/**
 * What a photo grid shows of each photo (`d` = photos_details): the photos_details shape minus
 * the heavy arrays (face ids), plus what similar-photo scoring reads. Text arrays travel as JSON:
 * the driver parses JSON natively, and its parser for PostgreSQL arrays cost 0.4 ms a page.
 */
export const GRID_COLUMNS = `d.id, d.photoid, d.title, d.price, d.thumbnail_url, d.preview_url, d.width, d.height,
  d.orientation, d.decade_taken, d.location_city, d.location_state_province, d.location_country, d.user_id,
  d.storefront_name, to_json(d.tags) as tags, to_json(d.event_names) as event_names, d.photo_status, d.featured,
  d.created_at, d.people_count, d.image_style, d.people_composition, to_json(d.ethnicities) as ethnicities`;

/** The hits of `where` (SQL over `photos p`), counted up to `cap` + 1: past the cap the count stops. */
export async function countUpTo(
  handle: DatabaseHandle,
  where: string,
  params: unknown[],
  cap: number,
): Promise<number> {
  const [row] = await queryRows(
    handle,
    countRowSchema,
    `select count(*)::int as n from (select 1 from photos p where ${where} limit ${cap + 1}) capped`,
    params,
  );
  return row?.n ?? 0;
}

/**
 * Counts matching photos exactly up to `cap`, then takes the planner's estimate: no count ever
 * visits a million rows. `where` is SQL over `photos p`.
 */
export async function countCapped(
  handle: DatabaseHandle,
  where: string,
  params: unknown[],
  cap: number,
): Promise<{ total: number; estimated: boolean }> {
  const exact = await countUpTo(handle, where, params, cap);
  if (exact <= cap) return { total: exact, estimated: false };
  const rows = await plannerEstimate(handle, where, params);
  return { total: Math.max(exact, Number.isFinite(rows) ? rows : exact), estimated: true };
}

/**
 * Estimates are reused for a while: they come from statistics that change only with ANALYZE (and
 * the table's size), and planning one costs a round trip (1–2 ms at 1M photos; on the embedded
 * database an EXPLAIN was a fifth of a search's time). Estimates of at least ESTIMATE_MEMO_FLOOR
 * rows are kept a minute; smaller ones decide between exact plans on small sets, which a growing
 * catalogue crosses sooner, so they are kept a few seconds only.
 */
const ESTIMATE_MEMO_FLOOR = 20_000;
const ESTIMATE_MEMO_MS = 60_000;
const SMALL_ESTIMATE_MEMO_MS = 5_000;
const ESTIMATE_MEMO_SIZE = 5_000;
const estimateMemos = new WeakMap<DatabaseHandle, Map<string, { rows: number; until: number }>>();

/** The planner's row estimate for `photos p` under `where`: one EXPLAIN, no rows read. */
export async function plannerEstimate(
  handle: DatabaseHandle,
  where: string,
  params: unknown[] = [],
): Promise<number> {
  const memo = estimateMemos.get(handle) ?? new Map<string, { rows: number; until: number }>();
  estimateMemos.set(handle, memo);
  const key = `${where}\u0000${JSON.stringify(params)}`;
  const known = memo.get(key);
  if (known && known.until > Date.now()) return known.rows;
  const [plan] = await queryRows(
    handle,
    planRowSchema,
    `explain (format json) select 1 from photos p where ${where}`,
    params,
  );
  const planned = plan?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? Number.NaN;
  const rows = Number.isFinite(planned) ? Math.round(planned) : Number.POSITIVE_INFINITY;
  if (Number.isFinite(rows)) {
    // A plain bound: past it the memo starts over, which costs round trips, never correctness.
    if (memo.size >= ESTIMATE_MEMO_SIZE) memo.clear();
    const keepMs = rows >= ESTIMATE_MEMO_FLOOR ? ESTIMATE_MEMO_MS : SMALL_ESTIMATE_MEMO_MS;
    memo.set(key, { rows, until: Date.now() + keepMs });
  }
  return rows;
}

/** Exact below this; the footer's "N photos for rent" needs no more precision above it. */
const LIVE_COUNT_CAP = 10_000;

/** Live photos are the ones visitors see (spec §3 photo_status "live"). */
export async function countLivePhotos(handle: DatabaseHandle): Promise<number> {
  // The planner's estimate costs no rows (and a large one is reused for a minute); counting
  // 10,000 rows to learn "more than 10,000" did. A small catalogue is counted exactly.
  const estimate = await plannerEstimate(handle, `p.photo_status = 'live'`);
  if (Number.isFinite(estimate) && estimate > 2 * LIVE_COUNT_CAP) return estimate;
  return (await countCapped(handle, `p.photo_status = 'live'`, [], LIVE_COUNT_CAP)).total;
}

/** Only tokens at least this common are worth listing (see splitTokens); ANALYZE keeps rarer ones too. */
const TOKEN_FREQUENCY_FLOOR = 0.05;
const TOKEN_FREQUENCY_TTL_MS = 10 * 60_000;
const tokenFrequencyMemos = new WeakMap<
  DatabaseHandle,
  { frequencies: Promise<Map<string, number>>; until: number }
>();

/**
 * The share of photos holding each common filter token (`~code:value`), from the statistics
 * ANALYZE keeps of the search vector's most common lexemes. Read once per ten minutes: they
 * change only with ANALYZE. Empty before the first ANALYZE, which leaves every token to the index.
 */
export function tokenFrequencies(handle: DatabaseHandle): Promise<Map<string, number>> {
  const known = tokenFrequencyMemos.get(handle);
  if (known && known.until > Date.now()) return known.frequencies;
  const frequencies = queryRows(
    handle,
    z.object({ lexeme: z.string(), share: z.number() }),
    `select lexeme, share::float8 as share
       from pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as common(lexeme, share)
       where s.schemaname = current_schema() and s.tablename = 'photos' and s.attname = 'search_vector'
         and lexeme like '~%' and share >= $1`,
    [TOKEN_FREQUENCY_FLOOR],
  )
    .then((rows) => new Map(rows.map((row) => [row.lexeme, Number(row.share)])))
    .catch(() => {
      // Without statistics every token stays with the index: slower, never wrong. Asked again next time.
      tokenFrequencyMemos.delete(handle);
      return new Map<string, number>();
    });
  tokenFrequencyMemos.set(handle, { frequencies, until: Date.now() + TOKEN_FREQUENCY_TTL_MS });
  return frequencies;
}
