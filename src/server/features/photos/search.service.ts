import {
  effectiveSort,
  FACE_AGE_MAX,
  FACE_AGE_MIN,
  peopleCountRange,
  type SearchParams,
} from '../../../core/search-params';
import type { SearchMethod } from '../../../core/search-terms';
import type { DatabaseHandle } from '../../db/client';
import { countCapped, countLivePhotos, GRID_COLUMNS, plannerEstimate } from './photos.service';
import { anyToken, FILTER_TOKENS, peopleCountTokens } from './search-tokens';
import { buildTextQuery, catalogueWordsStarting, correctWord, wordsOf } from './text-query';

/** A row of spec §3's photos_details shape, as lists answer it. */
export type PhotoRow = Record<string, unknown> & { id: string; photoid: number };

export interface SearchResult {
  items: PhotoRow[];
  total: number;
  limit: number;
  offset: number;
  sort: string;
  method: SearchMethod;
  synonym_expanded: boolean;
  expanded_terms: string[];
  corrected_terms: Record<string, string>;
  /** True when `total` is the planner's estimate (more than 1,000 matches). */
  total_is_estimate: boolean;
}

class SqlBuilder {
  readonly params: unknown[] = [];
  readonly where: string[] = [`p.photo_status = 'live'`];
  /** tsquery fragments over the filter tokens, all required (see search-tokens.ts). */
  readonly tokens: string[] = [];
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/** Search parameters plus the single-value filters taxonomy pages use. */
export type CatalogueQuery = SearchParams & {
  tag?: string;
  emotion?: string;
  image_style?: string;
  color_and_mood?: string;
  dominant_color?: string;
  people_composition?: string;
  featured?: boolean;
};

/**
 * Each filter becomes a required token of the search vector; what tokens cannot say exactly
 * (people-count ranges past 10, face ages) is also checked on the row.
 */
function addFilters(sql: SqlBuilder, params: CatalogueQuery): void {
  const T = FILTER_TOKENS;
  const require = (prefix: string, values: readonly string[]) => {
    if (values.length > 0) sql.tokens.push(anyToken(prefix, values));
  };
  if (params.tag) require(T.tag, [params.tag]);
  if (params.emotion) require(T.emotion, [params.emotion]);
  if (params.image_style) require(T.imageStyle, [params.image_style]);
  if (params.color_and_mood) require(T.colorAndMood, [params.color_and_mood]);
  if (params.dominant_color) require(T.dominantColor, [params.dominant_color]);
  if (params.people_composition) require(T.peopleComposition, [params.people_composition]);
  if (params.featured) require(T.featured, ['']);
  if (params.decade) require(T.decade, [params.decade]);
  if (params.orientation) require(T.orientation, [params.orientation]);
  require(T.ethnicity, params.ethnicities);
  require(T.ageGroup, params.age_groups);
  if (params.gender) require(T.gender, [params.gender]);
  if (params.people_count) {
    const [from, to] = peopleCountRange(params.people_count);
    const counts = to !== null && to < from ? [] : peopleCountTokens(from, to);
    if (counts.length === 0) sql.where.push('false');
    require(T.peopleCount, counts);
    sql.where.push(`p.people_count >= ${sql.param(from)}`);
    if (to !== null) sql.where.push(`p.people_count <= ${sql.param(to)}`);
  }
  const ageMin = params.face_age_min ?? FACE_AGE_MIN;
  const ageMax = params.face_age_max ?? FACE_AGE_MAX;
  if (ageMin > FACE_AGE_MIN || ageMax < FACE_AGE_MAX) {
    // A photo qualifies when any face's age falls in the range: the ranges overlap.
    sql.where.push(`p.face_age_max >= ${sql.param(ageMin)} and p.face_age_min <= ${sql.param(ageMax)}`);
  }
  if (params.country) require(T.country, [params.country]);
  if (params.state) require(T.state, [params.state]);
  if (params.city) require(T.city, [params.city]);
  if (params.creator) require(T.creator, [params.creator.toLowerCase()]);
  require(T.event, params.event_ids.map((id) => id.toLowerCase()));
}

/**
 * How searches pick their plan (tests shrink these to reach every path with a few photos).
 * - `collectCap`: a focused search collects up to this many hits: exact total, sorted in full.
 * - `collectEstimate`: up to this planner estimate a search is tried as focused.
 * - `rankCap`: relevance ranks the hits by text when there are at most this many; beyond, popularity.
 * - `walkSlack` and `walkMinBudget`: how far a broad search's index walk may read before giving up.
 */
export const SEARCH_TUNING = {
  collectCap: 2_000,
  collectEstimate: 10_000,
  rankCap: 1_000,
  walkSlack: 4,
  walkMinBudget: 5_000,
};

/** Spreads small seeds (7, 8, …) over the whole key space, so neighbouring seeds start far apart. */
function startingPoint(seed: number): number {
  return Number((BigInt(seed) * 2654435761n) % 2147483648n);
}

interface PageQuery {
  /** Everything a hit must satisfy, over `photos p`: `filters and match`. */
  where: string;
  /** The conditions besides the search vector (live, people count, face ages). */
  filters: string;
  /** The search vector condition (words and filter tokens), or null for none. */
  match: string | null;
  /** `ts_rank_cd(…)` for relevance, or null. */
  rank: string | null;
  params: unknown[];
  sort: string;
  seed: number;
  limit: number;
  offset: number;
}

/**
 * ORDER BY for a sort (random needs the seed's start), over columns of table alias `t`. The
 * indexes are DESC NULLS LAST (Drizzle's default), so the orders say so too, or the planner cannot
 * walk them; oldest-first walks the created index backwards, hence NULLS FIRST and id desc.
 */
function sortOrder(sort: string, seed: string, t: string): string {
  switch (sort) {
    case 'newest':
      return `${t}.created_at desc nulls last, ${t}.id`;
    case 'oldest':
      return `${t}.created_at asc nulls first, ${t}.id desc`;
    case 'relevance':
    case 'popular':
      return `${t}.popularity desc nulls last, ${t}.id`;
    default:
      // The seeded rotation of random_key, exactly as the walk below visits it.
      return `(${t}.random_key::bigint - ${seed} + 2147483648) % 2147483648, ${t}.id`;
  }
}

/** The query's parameters plus the page window (and the seed's start, for random order only). */
function pageParams(query: PageQuery) {
  const params = [...query.params];
  const add = (value: unknown) => `$${params.push(value)}`;
  const seed = query.sort === 'random' ? `${add(startingPoint(query.seed))}::bigint` : '0';
  return { params, seed, limit: add(query.limit), offset: add(query.offset) };
}

/** Grid rows for ids in order, with the details, as one statement around `ids` (an array). */
function withDetails(ids: string): string {
  return `select ${GRID_COLUMNS} from unnest(${ids}) with ordinality as page(id, position)
     join photos_details d on d.id = page.id order by page.position`;
}

/**
 * A focused search: one statement collects up to `collectCap` + 1 hits through the GIN index
 * (a bitmap scan, fenced off from the page's LIMIT), counts them, and returns the sorted page
 * with its details. Null when there are more hits than that (the page would be a sample).
 */
async function focusedSearch(
  handle: DatabaseHandle,
  query: PageQuery,
): Promise<{ items: PhotoRow[]; total: number } | null> {
  const { params, seed, limit, offset } = pageParams(query);
  const { collectCap, rankCap } = SEARCH_TUNING;
  // Text ranking reads each hit's vector again: only for a few hits, else popularity decides.
  const pageIds =
    query.rank !== null && query.sort === 'relevance'
      ? `select hits.id from hits join photos p on p.id = hits.id
         order by case when (select count(*) from hits) <= ${rankCap} then ${query.rank} end desc nulls last,
           ${sortOrder('popular', seed, 'hits')} limit ${limit} offset ${offset}`
      : `select hits.id from hits order by ${sortOrder(query.sort, seed, 'hits')} limit ${limit} offset ${offset}`;
  const rows = await handle.raw<PhotoRow & { hits_total: number; position: number | null }>(
    `with hits as materialized (
       select p.id, p.popularity, p.created_at, p.random_key from photos p where ${query.where} limit ${collectCap + 1}
     )
     select counted.hits_total, page.* from (select count(*)::int as hits_total from hits) counted
     left join lateral (
       select page.position, ${GRID_COLUMNS}
       from unnest(array(${pageIds})) with ordinality as page(id, position)
       join photos_details d on d.id = page.id
     ) page on true
     order by page.position`,
    params,
  );
  const total = rows[0]?.hits_total ?? 0;
  if (total > collectCap) return null;
  const items = rows
    .filter((row) => row.position !== null)
    .map(({ hits_total: _total, position: _position, ...item }) => item as PhotoRow);
  return { items, total };
}

/**
 * A broad search walks the sort's index and tests each row, stopping at the page's end — or
 * after `budget` rows, so an estimate that was far too high cannot turn into a full scan.
 * Null when the walk did not fill the page (too few hits, or the budget ran out).
 */
async function walkSearch(
  handle: DatabaseHandle,
  query: PageQuery,
  budget: number,
): Promise<PhotoRow[] | null> {
  const params = [...query.params, query.limit, query.offset, budget];
  const [limit, offset, rows] = [params.length - 2, params.length - 1, params.length].map((n) => `$${n}`);
  // `is true` turns the match into a plain test per row: the planner must not swap to the GIN index.
  const test = `(${query.match ?? 'true'}) is true and ${query.filters}`;
  let ids: string;
  if (query.sort === 'random') {
    // Stable per seed: walk random_key from the seed's point and wrap around, two range scans.
    params.push(startingPoint(query.seed));
    const seed = `$${params.length}`;
    const half = (range: string, shift: string) =>
      `(select id, k from (select p.id, p.random_key::bigint${shift} as k, ${test} as ok from photos p
         where p.photo_status = 'live' and ${range} order by p.random_key, p.id limit ${rows}) walk
        where ok limit ${limit}::int + ${offset}::int)`;
    ids = `array(select id from (${half(`p.random_key >= ${seed}::int`, '')} union all ${half(`p.random_key < ${seed}::int`, ' + 2147483648')}) both_halves
       order by k, id limit ${limit} offset ${offset})`;
  } else {
    ids = `array(select id from (select p.id, ${test} as ok from photos p where p.photo_status = 'live'
       order by ${sortOrder(query.sort, '0', 'p')} limit ${rows}) walk where ok limit ${limit} offset ${offset})`;
  }
  const items = await handle.raw<PhotoRow>(withDetails(ids), params);
  return items.length < query.limit ? null : items;
}

/** The exact fallback: a capped count and a page the planner plans as it likes. */
async function exactSearch(
  handle: DatabaseHandle,
  query: PageQuery,
): Promise<{ items: PhotoRow[]; total: number; estimated: boolean }> {
  const counted = await countCapped(handle, query.where, query.params, SEARCH_TUNING.rankCap);
  const { params, seed, limit, offset } = pageParams(query);
  const ranked = query.rank && query.sort === 'relevance' && counted.total <= SEARCH_TUNING.rankCap;
  const order = ranked
    ? `${query.rank} desc, ${sortOrder('popular', seed, 'p')}`
    : sortOrder(query.sort, seed, 'p');
  const items = await handle.raw<PhotoRow>(
    withDetails(
      `array(select p.id from photos p where ${query.where} order by ${order} limit ${limit} offset ${offset})`,
    ),
    params,
  );
  return { items, total: counted.total, estimated: counted.estimated };
}

async function runSearch(
  handle: DatabaseHandle,
  params: CatalogueQuery,
  text: { tsquery: string | null; phrase: string | null },
  window: { limit: number; offset: number; sort: string },
): Promise<{ items: PhotoRow[]; total: number; total_is_estimate: boolean }> {
  const sql = new SqlBuilder();
  addFilters(sql, params);
  const matchers: string[] = [];
  if (text.tsquery) matchers.push(`to_tsquery('english', backdrop_unaccent(${sql.param(text.tsquery)}))`);
  if (text.phrase) matchers.push(`phraseto_tsquery('english', backdrop_unaccent(${sql.param(text.phrase)}))`);
  const words = matchers.join(' && ');
  if (sql.tokens.length > 0) matchers.push(`${sql.param(sql.tokens.join(' & '))}::tsquery`);
  const match = matchers.length > 0 ? `p.search_vector @@ (${matchers.join(' && ')})` : null;
  const filters = sql.where.join(' and ');
  const query: PageQuery = {
    where: match ? `${filters} and ${match}` : filters,
    filters,
    match,
    rank: words ? `ts_rank_cd(p.search_vector, ${words})` : null,
    params: sql.params,
    sort: window.sort,
    seed: params.seed ?? 0,
    limit: window.limit,
    offset: window.offset,
  };
  const estimate = await plannerEstimate(handle, query.where, query.params);
  // Known to exceed collectCap only when a focused try said so.
  let atLeast = 0;
  if (estimate <= SEARCH_TUNING.collectEstimate || window.limit === 0) {
    const focused = await focusedSearch(handle, query);
    if (focused) return { ...focused, total_is_estimate: false };
    atLeast = SEARCH_TUNING.collectCap + 1;
  }
  // Broad: more hits than a page needs. Walk the sort's index (relevance falls back to popularity).
  const perHit = Math.max(1, (await countLivePhotos(handle)) / Math.max(estimate, 1));
  const budget = Math.max(
    SEARCH_TUNING.walkMinBudget,
    Math.ceil((window.offset + window.limit) * perHit * SEARCH_TUNING.walkSlack),
  );
  const walked = await walkSearch(handle, { ...query, rank: null }, budget);
  if (walked) {
    const seen = window.offset + walked.length;
    return { items: walked, total: Math.max(estimate, seen, atLeast), total_is_estimate: true };
  }
  const exact = await exactSearch(handle, query);
  return { items: exact.items, total: exact.total, total_is_estimate: exact.estimated };
}

/**
 * search_photos_v2 (spec §7): free text and every filter over live photos, sorted, paged.
 * Guests see at most the first 24 results but learn the true total (spec §1).
 */
export async function searchPhotos(
  handle: DatabaseHandle,
  params: CatalogueQuery,
  options: { signedIn: boolean; pageSize: number; guestCap: number },
): Promise<SearchResult> {
  const text = params.q ? await buildTextQuery(handle, params.q) : null;
  const sort = effectiveSort(params.sort, Boolean(params.q));
  let limit = params.limit ?? options.pageSize;
  const offset = params.offset ?? 0;
  if (!options.signedIn) limit = Math.max(0, Math.min(limit, options.guestCap - offset));
  const base = {
    limit,
    offset,
    sort,
    method: text?.method ?? ('fallback' as SearchMethod),
    synonym_expanded: (text?.expandedTerms.length ?? 0) > 0,
    expanded_terms: text?.expandedTerms ?? [],
    corrected_terms: {} as Record<string, string>,
  };
  if (text && !text.tsquery && !text.phrase)
    return { ...base, items: [], total: 0, total_is_estimate: false };
  const window = { limit: Math.max(limit, 0), offset, sort };
  let found = await runSearch(handle, params, text ?? { tsquery: null, phrase: null }, window);
  if (found.total === 0 && text && text.method === 'partial' && params.q) {
    // Typo tolerance: retry once with each unknown word replaced by its closest catalogue word.
    const corrected: Record<string, string> = {};
    const words = wordsOf(params.q);
    const known = await catalogueWordsStarting(handle, words);
    for (const word of words) {
      if (known.has(word)) continue;
      const replacement = await correctWord(handle, word);
      if (replacement) corrected[word] = replacement;
    }
    if (Object.keys(corrected).length > 0) {
      const fixed = params.q
        .split(/\s+/)
        .map((token) => corrected[wordsOf(token)[0] ?? ''] ?? token)
        .join(' ');
      const retry = await buildTextQuery(handle, fixed);
      found = await runSearch(handle, params, retry, window);
      return {
        ...base,
        ...found,
        corrected_terms: corrected,
        expanded_terms: retry.expandedTerms,
        synonym_expanded: retry.expandedTerms.length > 0,
      };
    }
  }
  return { ...base, ...found };
}
