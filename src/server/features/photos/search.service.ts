import type { PhotoRow as GridPhotoRow } from '../../../core/photo-row';
import {
  effectiveSort,
  FACE_AGE_MAX,
  FACE_AGE_MIN,
  peopleCountRange,
  type SearchParams,
} from '../../../core/search-params';
import type { SearchMethod } from '../../../core/search-terms';
import type { DatabaseHandle } from '../../db/client';
import { foldFilterValues } from './filter-values';
import {
  countCapped,
  countLivePhotos,
  countUpTo,
  GRID_COLUMNS,
  plannerEstimate,
  tokenFrequencies,
} from './photos.service';
import {
  FILTER_TOKENS,
  PEOPLE_COUNT_TOKEN_MAX,
  peopleCountTokens,
  splitTokens,
  type TokenGroup,
  tokenGroup,
  tokenGroupOfKinds,
} from './search-tokens';
import {
  buildTextQuery,
  restOf,
  type TextEntity,
  type TextQuery,
  weightedQuery,
  wordsOf,
} from './text-query';

/** A row of spec §3's photos_details shape, as lists answer it (see core/photo-row.ts). */
export type PhotoRow = GridPhotoRow;

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
  /**
   * Typed words left out because no photo matches them, when the whole search found nothing
   * ("vintage kitchen" shows kitchens): the page says "showing results for …".
   */
  dropped_terms: string[];
  /** True when `total` is an estimate (more than 10,000 matches). */
  total_is_estimate: boolean;
}

/** A string as an SQL literal (standard_conforming_strings: only quotes are doubled). */
function sqlText(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * What a search's text asks of the search vector (see text-query.ts). `tier` narrows it to the
 * photos whose title or tags hold every word (`titled`), or to the others (`untitled`): the two
 * halves of a relevance order too broad to rank photo by photo (see tieredSearch).
 */
export type TextMatch = {
  tsquery: string | null;
  phrase: string | null;
  entities?: TextEntity[];
  tier?: 'titled' | 'untitled';
};

const LIVE = `p.photo_status = 'live'`;

class SqlBuilder {
  readonly params: unknown[] = [];
  readonly where: string[] = [LIVE];
  /** The filter tokens, all required (see search-tokens.ts). */
  readonly tokens: TokenGroup[] = [];
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
  /** A place of any kind (the `location` taxonomy type): a country, a state or a city of that name. */
  place?: string;
  /**
   * Words that order by relevance without narrowing the hits: a tag page ranks the photos of
   * its tag by how much their own text says the tag (spec §4: tag pages default to relevance).
   */
  rank_text?: string;
};

/**
 * Each filter becomes a required token of the search vector; what tokens cannot say exactly
 * (people-count ranges past 10, face ages) is also checked on the row.
 */
function addFilters(sql: SqlBuilder, params: CatalogueQuery): void {
  const T = FILTER_TOKENS;
  const require = (prefix: string, values: readonly string[]) => {
    if (values.length > 0) sql.tokens.push(tokenGroup(prefix, values));
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
    // The tokens say exactly 1…9 and "10 or more"; only a range that cuts into the shared
    // token needs the row's count. A needless row check makes the planner count the same
    // condition twice and underestimate the hits sevenfold.
    const exactByTokens = from <= PEOPLE_COUNT_TOKEN_MAX && (to === null || to < PEOPLE_COUNT_TOKEN_MAX);
    if (!exactByTokens) {
      sql.where.push(`p.people_count >= ${sql.param(from)}`);
      if (to !== null) sql.where.push(`p.people_count <= ${sql.param(to)}`);
    }
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
  if (params.place) sql.tokens.push(tokenGroupOfKinds([T.country, T.state, T.city], params.place));
  if (params.creator) require(T.creator, [params.creator.toLowerCase()]);
  require(T.event, params.event_ids.map((id) => id.toLowerCase()));
}

/**
 * How searches pick their plan (tests shrink these to reach every path with a few photos).
 * - `collectCap`: a focused search collects up to this many hits: exact total, sorted in full.
 * - `collectEstimate`: up to this planner estimate a search is tried as focused.
 * - `rankCap`: relevance ranks the hits by text when there are at most this many; beyond, popularity.
 * - `walkRows`: a broad search walks the sort's index row by row when the estimate says it reaches
 *   the page's end within this many rows; beyond, it reads a range of the sort order instead.
 * - `walkCostPerRow`: what testing one row on a walk costs, in hits the GIN index lists for a range
 *   plan (measured at 1M photos with the table in shared buffers: ~2–3 µs against ~0.35 µs).
 * - `walkSlack` and `walkMinBudget`: how far a walk may read before giving up.
 * - `rangeSlack` and `rangeTries`: how much wider than the estimate says a range is taken, and how
 *   many times (each four times wider) before the exact fallback.
 * - `rowCheckFrom`: a range plan tests filter tokens held by at least this share of photos on the
 *   rows it reads instead of intersecting them in the GIN index (see splitTokens).
 * - `exactTotalCap`: totals up to this many hits are exact (counted); above, an estimate, flagged.
 * - `exactTotalProbe`: above this planner estimate the hits are not counted at all: the count
 *   would stop at the cap anyway (the planner is within a few tens of percent here), and counting
 *   to the cap costs ~15 ms at 1M photos.
 */
export const SEARCH_TUNING = {
  collectCap: 2_000,
  collectEstimate: 1_000,
  rankCap: 1_000,
  walkRows: 1_500,
  walkCostPerRow: 5,
  walkSlack: 4,
  walkMinBudget: 2_000,
  rangeSlack: 1.25,
  rangeTries: 3,
  rowCheckFrom: 0.25,
  exactTotalCap: 10_000,
  exactTotalProbe: 20_000,
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
  /** True for a photo whose title or tags hold every typed word (weight A); null without words. */
  titled: string | null;
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
  // Text ranking reads each hit's vector again: only for a few hits; beyond, the photos whose
  // title or tags say the words come first, each half by popularity (as tieredSearch pages them).
  const pageIds =
    query.rank !== null && query.sort === 'relevance'
      ? `select hits.id from hits join photos p on p.id = hits.id
         order by case when (select count(*) from hits) <= ${rankCap} then ${query.rank} end desc nulls last,
           ${query.titled ? `${query.titled} desc, ` : ''}${sortOrder('popular', seed, 'hits')} limit ${limit} offset ${offset}`
      : `select hits.id from hits order by ${sortOrder(query.sort, seed, 'hits')} limit ${limit} offset ${offset}`;
  const { hits, items } = await collectAndPage(
    handle,
    `select p.id, p.popularity, p.created_at, p.random_key from photos p where ${query.where} limit ${collectCap + 1}`,
    pageIds,
    params,
  );
  return hits > collectCap ? null : { items, total: hits };
}

/**
 * One statement: `collect` (ids and sort keys over `photos p`) is gathered once as `hits`, then
 * counted, and `pageIds` (a select of ids from `hits`) becomes the page's rows with their details.
 */
async function collectAndPage(
  handle: DatabaseHandle,
  collect: string,
  pageIds: string,
  params: unknown[],
): Promise<{ hits: number; items: PhotoRow[] }> {
  const rows = await handle.raw<PhotoRow & { hits_total: number; position: number | null }>(
    `with hits as materialized (${collect})
     select counted.hits_total, page.* from (select count(*)::int as hits_total from hits) counted
     left join lateral (
       select page.position, ${GRID_COLUMNS}
       from unnest(array(${pageIds})) with ordinality as page(id, position)
       join photos_details d on d.id = page.id
     ) page on true
     order by page.position`,
    params,
  );
  const items = rows
    .filter((row) => row.position !== null)
    .map(({ hits_total: _total, position: _position, ...item }) => item as PhotoRow);
  return { hits: rows[0]?.hits_total ?? 0, items };
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
  // With nothing to test, the walk reads the index alone (the partial index holds only live photos).
  const test =
    query.match === null && query.filters === LIVE
      ? 'true'
      : `(${query.match ?? 'true'}) is true and ${query.filters}`;
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

const KEY_SPACE = 2_147_483_648; // random_key is a non-negative int4

/** The column a non-random sort orders by first (relevance and popular both by popularity). */
function sortColumn(sort: string): 'created_at' | 'popularity' {
  return sort === 'newest' || sort === 'oldest' ? 'created_at' : 'popularity';
}

/** Where a position of a sort order falls: its key and id. */
type SortBound = { key: unknown; id: string } | null;

/**
 * Positions of the whole catalogue's sort orders, per database, for a minute. A bound only
 * narrows what is read, never what is found (a page short of hits widens its range), so one a
 * little out of date costs nothing; reading it costs an index scan as long as the position.
 */
const sortBounds = new WeakMap<DatabaseHandle, Map<string, { bound: SortBound; until: number }>>();
const SORT_BOUND_TTL_MS = 60_000;

async function sortBound(handle: DatabaseHandle, sort: string, position: number): Promise<SortBound> {
  const cache = sortBounds.get(handle) ?? new Map<string, { bound: SortBound; until: number }>();
  sortBounds.set(handle, cache);
  const cacheKey = `${sort}:${position}`;
  const cached = cache.get(cacheKey);
  if (cached && cached.until > Date.now()) return cached.bound;
  const column = sortColumn(sort);
  const [row] = await handle.raw<{ key: unknown; id: string }>(
    `select p.${column} as key, p.id from photos p where p.photo_status = 'live'
     order by ${sortOrder(sort, '0', 'p')} offset $1 limit 1`,
    [position],
  );
  cache.set(cacheKey, { bound: row ?? null, until: Date.now() + SORT_BOUND_TTL_MS });
  return row ?? null;
}

/**
 * At least the first `rows` positions of a sort's order as an index range over `photos p`: the
 * condition, or 'all' when the range would hold every live photo. Random order needs no lookup
 * (random_key is uniform); the others find the bound in their index, at a power of √2 so that
 * nearby positions share a cached bound.
 */
async function sortRange(
  handle: DatabaseHandle,
  sort: string,
  seed: number,
  rows: number,
  live: number,
  add: (value: unknown) => string,
): Promise<string | 'all'> {
  if (sort === 'random') {
    const width = Math.ceil((rows / Math.max(live, 1)) * KEY_SPACE);
    if (width >= KEY_SPACE) return 'all';
    const from = startingPoint(seed);
    const to = from + width;
    return to <= KEY_SPACE
      ? `p.random_key >= ${add(from)} and p.random_key < ${add(to)}`
      : `(p.random_key >= ${add(from)} or p.random_key < ${add(to - KEY_SPACE)})`;
  }
  const position = Math.ceil(Math.SQRT2 ** Math.ceil(2 * Math.log2(Math.max(rows, 1))));
  if (position >= live) return 'all';
  const bound = await sortBound(handle, sort, position);
  if (!bound) return 'all';
  const column = sortColumn(sort);
  const [key, id] = [add(bound.key), add(bound.id)];
  // Rows up to the bound in sort order; ties on the key are split by id as the order splits them.
  return sort === 'oldest'
    ? `(p.${column} < ${key} or (p.${column} = ${key} and p.id >= ${id}::uuid))`
    : `(p.${column} > ${key} or (p.${column} = ${key} and p.id <= ${id}::uuid))`;
}

/**
 * A broad search whose hits are too sparse to walk to: it takes the first `rows` positions of the
 * sort order as an index range, so PostgreSQL intersects the range with the search vector's
 * matches (a BitmapAnd) and reads only the rows of both: about a page's worth, not every hit.
 * A range short of hits is widened by what it found; 'sparse' when what it found says there are
 * few hits in all (better collected), null when even the widest range fell short.
 */
async function rangeSearch(
  handle: DatabaseHandle,
  query: PageQuery,
  rows: number,
  live: number,
): Promise<PhotoRow[] | 'sparse' | null> {
  const needed = query.offset + query.limit;
  let width = rows;
  for (let attempt = 0; attempt < SEARCH_TUNING.rangeTries; attempt++) {
    const params = [...query.params];
    const add = (value: unknown) => `$${params.push(value)}`;
    const range = await sortRange(handle, query.sort, query.seed, Math.ceil(width), live, add);
    const seed = query.sort === 'random' ? `${add(startingPoint(query.seed))}::bigint` : '0';
    const { hits, items } = await collectAndPage(
      handle,
      `select p.id, row_number() over (order by ${sortOrder(query.sort, seed, 'p')}) as position
       from photos p where ${query.where} and ${range === 'all' ? 'true' : range}
       order by position limit ${add(needed)}`,
      `select id from hits order by position offset ${add(query.offset)}`,
      params,
    );
    if (items.length === query.limit) return items;
    if (range === 'all') break;
    // Few hits in the range mean few in all: collecting them is cheaper than widening.
    if ((hits * live) / width <= SEARCH_TUNING.collectEstimate) return 'sparse';
    // The range held `hits` of the `needed`: widen it in proportion, a little more, at most 16 times.
    width *= Math.min(16, (needed / hits) * SEARCH_TUNING.rangeSlack);
  }
  return null;
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
    : query.sort === 'relevance' && query.titled
      ? `${query.titled} desc, ${sortOrder('popular', seed, 'p')}`
      : sortOrder(query.sort, seed, 'p');
  const items = await handle.raw<PhotoRow>(
    withDetails(
      `array(select p.id from photos p where ${query.where} order by ${order} limit ${limit} offset ${offset})`,
    ),
    params,
  );
  return { items, total: counted.total, estimated: counted.estimated };
}

/**
 * `p.search_vector @@ …` for words, a phrase and filter tokens together; null when there are none.
 * With `frequencies`, the tokens most photos hold are tested on each row instead (splitTokens).
 */
function vectorMatch(sql: SqlBuilder, text: TextMatch, frequencies?: ReadonlyMap<string, number>) {
  const typed: string[] = [];
  if (text.tsquery) typed.push(`to_tsquery('english', backdrop_unaccent(${sql.param(text.tsquery)}))`);
  if (text.phrase) typed.push(`phraseto_tsquery('english', backdrop_unaccent(${sql.param(text.phrase)}))`);
  // A photo of an event or family the words name matches them too (its tokens and the other words).
  const named = (text.entities ?? []).map((entity) =>
    entity.rest
      ? `(${sql.param(entity.tokens)}::tsquery && to_tsquery('english', backdrop_unaccent(${sql.param(entity.rest)})))`
      : `${sql.param(entity.tokens)}::tsquery`,
  );
  // A literal, not a parameter: statements that never order by it must not carry an unused one.
  const titled = text.tsquery
    ? `p.search_vector @@ to_tsquery('english', backdrop_unaccent(${sqlText(weightedQuery(text.tsquery, 'A'))}))`
    : null;
  const wordsOnly = typed.length > 0 ? typed.join(' && ') : null;
  const words = wordsOnly && named.length > 0 ? `(${[`(${wordsOnly})`, ...named].join(' || ')})` : wordsOnly;
  const matchers = words ? [words] : [];
  const { indexed, rowChecked } = frequencies
    ? splitTokens(sql.tokens, {
        hasWords: words !== null,
        frequencies,
        rowCheckFrom: SEARCH_TUNING.rowCheckFrom,
      })
    : { indexed: sql.tokens, rowChecked: [] };
  const tokens = (groups: TokenGroup[]) =>
    `${sql.param(groups.map((group) => group.query).join(' & '))}::tsquery`;
  if (indexed.length > 0) matchers.push(tokens(indexed));
  const conditions = matchers.length > 0 ? [`p.search_vector @@ (${matchers.join(' && ')})`] : [];
  // `is true` keeps the planner from looking these up in the GIN index as well.
  if (rowChecked.length > 0) conditions.push(`(p.search_vector @@ ${tokens(rowChecked)}) is true`);
  if (titled && text.tier)
    conditions.push(text.tier === 'titled' ? `(${titled}) is true` : `(${titled}) is not true`);
  return { words, titled, match: conditions.length > 0 ? conditions.join(' and ') : null };
}

/**
 * How many hits to plan for. The planner multiplies the words' frequencies as if they were
 * independent, so "first day of school" is estimated at 249 photos and has 25,642. Words typed
 * together mostly belong together: the estimate is raised to what the rarest word alone (with the
 * filters) would match, which bounds the hits from above.
 */
async function hitsToPlanFor(
  handle: DatabaseHandle,
  params: CatalogueQuery,
  query: PageQuery,
  terms: string[],
): Promise<number> {
  const aloneWithFilters = (term: string) => {
    const alone = pageQuery(params, { tsquery: term, phrase: null }, query);
    return plannerEstimate(handle, alone.where, alone.params);
  };
  const [together, ...alone] = await Promise.all([
    plannerEstimate(handle, query.where, query.params),
    ...(terms.length > 1 ? terms.map(aloneWithFilters) : []),
  ]);
  return alone.length > 0 ? Math.max(together ?? 0, Math.min(...alone)) : (together ?? 0);
}

/**
 * What a photo must satisfy to be a hit of `params` with `text`, as SQL over `photos p` and its
 * parameters: the same condition the search pages through, for whatever else counts hits (facets).
 */
export function hitCondition(params: CatalogueQuery, text: TextMatch): { where: string; params: unknown[] } {
  const query = pageQuery(params, text, { limit: 0, offset: 0, sort: 'popular' });
  return { where: query.where, params: query.params };
}

/** The search as SQL over `photos p`; `frequencies` test common filter tokens on the row (range plans). */
function pageQuery(
  params: CatalogueQuery,
  text: TextMatch,
  window: { limit: number; offset: number; sort: string },
  frequencies?: ReadonlyMap<string, number>,
): PageQuery {
  const sql = new SqlBuilder();
  addFilters(sql, params);
  const { words, titled, match } = vectorMatch(sql, text, frequencies);
  const filters = sql.where.join(' and ');
  return {
    where: match ? `${filters} and ${match}` : filters,
    filters,
    match,
    rank: words
      ? `ts_rank_cd(p.search_vector, ${words})`
      : params.rank_text && window.sort === 'relevance'
        ? // A literal, not a parameter: the rank is left out of the statements that only count or plan.
          `ts_rank_cd(p.search_vector, plainto_tsquery('english', backdrop_unaccent(${sqlText(params.rank_text)})))`
        : null,
    titled,
    params: sql.params,
    sort: window.sort,
    seed: params.seed ?? 0,
    limit: window.limit,
    offset: window.offset,
  };
}

interface RunOptions {
  /** Hits to plan for, when the caller knows better than the planner (a tier's share). */
  estimate?: number;
  /** False when the caller reports its own total: the page alone is wanted. */
  withTotal?: boolean;
}

type Found = { items: PhotoRow[]; total: number; total_is_estimate: boolean };

async function runSearch(
  handle: DatabaseHandle,
  params: CatalogueQuery,
  text: TextMatch & { terms: string[] },
  window: { limit: number; offset: number; sort: string },
  options: RunOptions = {},
): Promise<Found> {
  const query = pageQuery(params, text, window);
  const estimate = options.estimate ?? (await hitsToPlanFor(handle, params, query, text.terms));
  // Known to exceed collectCap only when a focused try said so.
  let atLeast = 0;
  if (estimate <= SEARCH_TUNING.collectEstimate || window.limit === 0) {
    const focused = await focusedSearch(handle, query);
    if (focused) return { ...focused, total_is_estimate: false };
    atLeast = SEARCH_TUNING.collectCap + 1;
  }
  if (window.sort === 'relevance' && query.titled && !text.tier && window.limit > 0)
    return tieredSearch(handle, params, text, window, query, Math.max(estimate, atLeast));
  // Broad: more hits than a page needs, ordered by the sort's index (relevance by popularity).
  const live = await countLivePhotos(handle);
  const perHit = Math.max(1, live / Math.max(estimate, atLeast, 1));
  const rowsToPageEnd = (window.offset + window.limit) * perHit;
  const broad = { ...query, rank: null };
  const seen = async (items: PhotoRow[]): Promise<Found> =>
    options.withTotal === false
      ? { items, total: deliveredBy(window, items), total_is_estimate: true }
      : { items, ...(await honestTotal(handle, query, estimate, deliveredBy(window, items))) };
  // A walk tests the rows up to the page's end; a range makes the GIN index list every hit
  // (about a fifth of the cost of testing one row each). The cheaper of the two goes.
  const walkIsCheaper =
    rowsToPageEnd <= SEARCH_TUNING.walkRows ||
    perHit < 2 ||
    rowsToPageEnd * SEARCH_TUNING.walkCostPerRow <= Math.max(estimate, atLeast);
  if (walkIsCheaper) {
    const budget = Math.max(SEARCH_TUNING.walkMinBudget, Math.ceil(rowsToPageEnd * SEARCH_TUNING.walkSlack));
    const walked = await walkSearch(handle, broad, budget);
    if (walked) return await seen(walked);
  } else {
    // A range reads few rows, so common tokens cost less tested on them than intersected in the index.
    const split = pageQuery(params, text, window, await tokenFrequencies(handle));
    const ranged = await rangeSearch(
      handle,
      { ...split, rank: null },
      rowsToPageEnd * SEARCH_TUNING.rangeSlack,
      live,
    );
    if (Array.isArray(ranged)) return await seen(ranged);
    if (ranged === 'sparse' && atLeast === 0) {
      const focused = await focusedSearch(handle, query);
      if (focused) return { ...focused, total_is_estimate: false };
    }
  }
  const exact = await exactSearch(handle, query);
  if (options.withTotal === false || (!exact.estimated && exact.total <= SEARCH_TUNING.exactTotalCap))
    return { items: exact.items, total: exact.total, total_is_estimate: exact.estimated };
  // The same figure the other plans give for this search, whichever plan this page took.
  return {
    items: exact.items,
    ...(await honestTotal(handle, query, estimate, deliveredBy(window, exact.items))),
  };
}

/** Hits sampled to learn what share of a broad search says its words in titles or tags. */
const TIER_SAMPLE = 200;

/**
 * Relevance for a search too broad to rank photo by photo (issue 11, finding 3: `family` put
 * "Swimming lessons" first because its description mentions a family album). The photos whose
 * title or tags say every word come first, then the rest, each half in popularity order, so a
 * page is one or two searches of a sort the indexes walk. Which plan suits each half depends on
 * its size: a sample of the hits tells how they split.
 */
async function tieredSearch(
  handle: DatabaseHandle,
  params: CatalogueQuery,
  text: TextMatch & { terms: string[] },
  window: { limit: number; offset: number },
  query: PageQuery,
  estimate: number,
): Promise<Found> {
  const [sample] = await handle.raw<{ titled: number; n: number }>(
    `select count(*) filter (where titled)::int as titled, count(*)::int as n
     from (select ${query.titled} as titled from photos p where ${query.where} limit ${TIER_SAMPLE}) sampled`,
    query.params,
  );
  const share = sample && sample.n > 0 ? sample.titled / sample.n : 0;
  const byPopularity = { ...window, sort: 'popular' };
  const titled = await runSearch(handle, params, { ...text, tier: 'titled' }, byPopularity, {
    estimate: Math.round(estimate * share),
    withTotal: false,
  });
  let items = titled.items;
  if (items.length < window.limit) {
    // The page reaches past the titled photos: the rest continue where they end.
    const titledOnly = pageQuery(params, { ...text, tier: 'titled' }, byPopularity);
    const titledHits =
      items.length > 0
        ? window.offset + items.length
        : await countUpTo(handle, titledOnly.where, titledOnly.params, window.offset);
    const rest = await runSearch(
      handle,
      params,
      { ...text, tier: 'untitled' },
      {
        limit: window.limit - items.length,
        offset: Math.max(0, window.offset - titledHits),
        sort: 'popular',
      },
      { estimate: Math.round(estimate * (1 - share)), withTotal: false },
    );
    items = [...items, ...rest.items];
  }
  return { items, ...(await honestTotal(handle, query, estimate, deliveredBy(window, items))) };
}

/** How many hits the buyer has been shown up to this page's end; nothing past the last hit. */
function deliveredBy(window: { offset: number }, items: readonly PhotoRow[]): number {
  return items.length > 0 ? window.offset + items.length : 0;
}

/**
 * The total a broad search reports (issue 11, honest totals): the exact count up to
 * `exactTotalCap` hits; above, the planner's estimate, flagged, never below the cap nor below
 * what has been delivered. It depends on the search alone, not on the page, so every page of one
 * search says the same, and a page past the end still says the total, not its offset.
 */
async function honestTotal(
  handle: DatabaseHandle,
  query: PageQuery,
  estimate: number,
  delivered: number,
): Promise<{ total: number; total_is_estimate: boolean }> {
  const { exactTotalCap, exactTotalProbe } = SEARCH_TUNING;
  if (estimate <= exactTotalProbe) {
    const counted = await countUpTo(handle, query.where, query.params, exactTotalCap);
    if (counted <= exactTotalCap) return { total: counted, total_is_estimate: false };
  }
  return { total: Math.max(estimate, exactTotalCap + 1, delivered), total_is_estimate: true };
}

/**
 * search_photos_v2 (spec §7): free text and every filter over live photos, sorted, paged.
 * Guests see at most the first 24 results but learn the true total (spec §1).
 */
export async function searchPhotos(
  handle: DatabaseHandle,
  requested: CatalogueQuery,
  options: { signedIn: boolean; pageSize: number; guestCap: number },
): Promise<SearchResult> {
  const params = await foldFilterValues(handle, requested);
  const text = params.q ? await buildTextQuery(handle, params.q) : null;
  const sort = effectiveSort(params.sort, Boolean(params.q) || Boolean(params.rank_text));
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
    dropped_terms: [] as string[],
  };
  if (text && !text.tsquery && !text.phrase)
    return { ...base, items: [], total: 0, total_is_estimate: false };
  const window = { limit: Math.max(limit, 0), offset, sort };
  let found = await runSearch(handle, params, text ?? { tsquery: null, phrase: null, terms: [] }, window);
  let answer: SearchResult = { ...base, ...found };
  let searched = text;
  if (found.total === 0 && text && text.method === 'partial' && params.q && !params.as_typed) {
    // Typo tolerance: retry once with each unknown word replaced by its closest catalogue word.
    const corrected = text.corrections;
    if (Object.keys(corrected).length > 0) {
      const fixed = params.q
        .split(/\s+/)
        .map((token) => corrected[wordsOf(token)[0] ?? ''] ?? token)
        .join(' ');
      searched = await buildTextQuery(handle, fixed);
      found = await runSearch(handle, params, searched, window);
      answer = {
        ...base,
        ...found,
        corrected_terms: corrected,
        expanded_terms: searched.expandedTerms,
        synonym_expanded: searched.expandedTerms.length > 0,
      };
    }
  }
  // All words must match when they can; when they cannot, the fewest words are left out.
  const dropped: string[] = [];
  const matchesByWord = new Map<string, number>();
  while (found.total === 0 && searched) {
    const relaxed = await withFewerWords(handle, searched, matchesByWord);
    if (!relaxed) break;
    dropped.push(...relaxed.dropped);
    searched = relaxed.text;
    found = await runSearch(handle, params, searched, window);
    answer = { ...answer, ...found, method: 'partial', dropped_terms: [...dropped] };
  }
  return answer;
}

/** A word matching more photos than this is common enough: counting stops there. */
const WORD_COUNT_CAP = 10_000;

/**
 * For a search of plain words that found nothing: the same search with fewer words, or null when
 * one word (or none) is left. Words that match no live photo go first (the catalogue never says
 * "vintage", so "vintage kitchen" is a search for kitchens); if every word matches something on
 * its own, the rarest goes ("old car" keeps the 163 cars).
 */
async function withFewerWords(
  handle: DatabaseHandle,
  text: TextQuery,
  matches: Map<string, number>,
): Promise<{ text: TextQuery; dropped: string[] } | null> {
  const parts = text.wordParts;
  // Wildcards and phrases are asked for on purpose; only plain words are left out.
  if (parts.length < 2 || text.phrase || parts.length !== text.terms.length) return null;
  // Each word is counted once per search, however many rounds leave words out.
  const uncounted = parts.filter((part) => !matches.has(part.word));
  const counts =
    uncounted.length === 0
      ? []
      : await handle.raw<{ word: string; n: number }>(
          `select w.word, (
       select count(*)::int from (
         select 1 from photos p
         where p.photo_status = 'live' and p.search_vector @@ to_tsquery('english', backdrop_unaccent(w.part))
         limit ${WORD_COUNT_CAP}
       ) matched
     ) as n
     from unnest($1::text[], $2::text[]) as w(word, part)`,
          [uncounted.map((part) => part.word), uncounted.map((part) => part.part)],
        );
  for (const row of counts) matches.set(row.word, row.n);
  const unmatched = parts.filter((part) => (matches.get(part.word) ?? 0) === 0);
  const rarest = [...parts].sort((a, b) => (matches.get(a.word) ?? 0) - (matches.get(b.word) ?? 0))[0];
  const leaving = unmatched.length > 0 ? unmatched : rarest ? [rarest] : [];
  const kept = parts.filter((part) => !leaving.includes(part));
  if (kept.length === 0) return null;
  return {
    text: {
      ...text,
      tsquery: kept.map((part) => part.part).join(' & '),
      terms: kept.map((part) => part.part),
      wordParts: kept,
      entities: text.entities.map((entity) => ({ ...entity, rest: restOf(kept, entity.covered) })),
    },
    dropped: leaving.map((part) => part.word),
  };
}
