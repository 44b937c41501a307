import {
  effectiveSort,
  FACE_AGE_MAX,
  FACE_AGE_MIN,
  peopleCountRange,
  type SearchParams,
} from '../../../core/search-params';
import type { SearchMethod } from '../../../core/search-terms';
import type { DatabaseHandle } from '../../db/client';
import { countCapped, GRID_COLUMNS } from './photos.service';
import { buildTextQuery, correctWord, wordsOf } from './text-query';

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

function addFilters(sql: SqlBuilder, params: CatalogueQuery): void {
  if (params.tag) sql.where.push(`p.tags @> array[${sql.param(params.tag)}]::text[]`);
  if (params.emotion) sql.where.push(`p.emotions @> array[${sql.param(params.emotion)}]::text[]`);
  if (params.image_style) sql.where.push(`p.image_style = ${sql.param(params.image_style)}`);
  if (params.color_and_mood) sql.where.push(`p.color_and_mood = ${sql.param(params.color_and_mood)}`);
  if (params.dominant_color) sql.where.push(`p.dominant_color = ${sql.param(params.dominant_color)}`);
  if (params.people_composition)
    sql.where.push(`p.people_composition = ${sql.param(params.people_composition)}`);
  if (params.featured) sql.where.push('p.featured');
  if (params.decade) sql.where.push(`p.decade_taken = ${sql.param(params.decade)}`);
  if (params.orientation) sql.where.push(`p.orientation = ${sql.param(params.orientation)}`);
  if (params.ethnicities.length) sql.where.push(`p.ethnicities && ${sql.param(params.ethnicities)}::text[]`);
  if (params.age_groups.length) sql.where.push(`p.age_groups && ${sql.param(params.age_groups)}::text[]`);
  if (params.gender) sql.where.push(`p.genders @> array[${sql.param(params.gender)}]::text[]`);
  if (params.people_count) {
    const [from, to] = peopleCountRange(params.people_count);
    sql.where.push(`p.people_count >= ${sql.param(from)}`);
    if (to !== null) sql.where.push(`p.people_count <= ${sql.param(to)}`);
  }
  const ageMin = params.face_age_min ?? FACE_AGE_MIN;
  const ageMax = params.face_age_max ?? FACE_AGE_MAX;
  if (ageMin > FACE_AGE_MIN || ageMax < FACE_AGE_MAX) {
    // A photo qualifies when any face's age falls in the range: the ranges overlap.
    sql.where.push(`p.face_age_max >= ${sql.param(ageMin)} and p.face_age_min <= ${sql.param(ageMax)}`);
  }
  if (params.country) sql.where.push(`p.location_country = ${sql.param(params.country)}`);
  if (params.state) sql.where.push(`p.location_state_province = ${sql.param(params.state)}`);
  if (params.city) sql.where.push(`p.location_city = ${sql.param(params.city)}`);
  if (params.creator) sql.where.push(`p.user_id = ${sql.param(params.creator)}::uuid`);
  if (params.event_ids.length) {
    sql.where.push(
      `exists (select 1 from photo_events pe where pe.photo_id = p.id and pe.event_id = any(${sql.param(params.event_ids)}::uuid[]))`,
    );
  }
}

/** Totals are exact up to here; beyond, the planner's estimate is given (and flagged). */
const EXACT_COUNT_CAP = 1_000;
/** Text matches are ranked by relevance up to this many hits; broader ones by popularity. */
const RANK_CAP = 1_000;
// Indexes built with DESC keep NULLS LAST (oldest-first walks them backwards, hence NULLS FIRST and id desc) (Drizzle's default): queries say so too, or the planner cannot walk them.

/** Spreads small seeds (7, 8, …) over the whole key space, so neighbouring seeds start far apart. */
function startingPoint(seed: number): number {
  return Number((BigInt(seed) * 2654435761n) % 2147483648n);
}

/** The ids of one page, in order, each query shaped so an index can stop after the page. */
async function pageIds(
  handle: DatabaseHandle,
  filter: { where: string; params: unknown[] },
  order: { sort: string; rank: string | null; seed: number },
  window: { limit: number; offset: number },
): Promise<string[]> {
  const { where } = filter;
  const params = [...filter.params, window.limit, window.offset];
  const limit = `$${params.length - 1}`;
  const offset = `$${params.length}`;
  let query: string;
  switch (order.sort) {
    case 'relevance':
      query = order.rank
        ? `select p.id from photos p where ${where} order by ${order.rank} desc, p.popularity desc nulls last, p.id limit ${limit} offset ${offset}`
        : `select p.id from photos p where ${where} order by p.popularity desc nulls last, p.id limit ${limit} offset ${offset}`;
      break;
    case 'newest':
      query = `select p.id from photos p where ${where} order by p.created_at desc nulls last, p.id limit ${limit} offset ${offset}`;
      break;
    case 'oldest':
      query = `select p.id from photos p where ${where} order by p.created_at asc nulls first, p.id desc limit ${limit} offset ${offset}`;
      break;
    case 'popular':
      query = `select p.id from photos p where ${where} order by p.popularity desc nulls last, p.id limit ${limit} offset ${offset}`;
      break;
    default: {
      // Stable per seed: walk random_key from the seed's point and wrap around, each half an index range scan.
      params.push(startingPoint(order.seed));
      const seed = `$${params.length}`;
      query = `select id from (
          (select p.id, p.random_key::bigint as k from photos p where ${where} and p.random_key >= ${seed}::int
           order by p.random_key, p.id limit ${limit}::int + ${offset}::int)
          union all
          (select p.id, p.random_key::bigint + 2147483648 as k from photos p where ${where} and p.random_key < ${seed}::int
           order by p.random_key, p.id limit ${limit}::int + ${offset}::int)
        ) walk order by k, id limit ${limit} offset ${offset}`;
    }
  }
  return (await handle.raw<{ id: string }>(query, params)).map((row) => row.id);
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
  const query = matchers.join(' && ');
  const filters = sql.where.join(' and ');
  const where = query ? `${filters} and p.search_vector @@ (${query})` : filters;
  const counted = await countCapped(handle, where, sql.params, EXACT_COUNT_CAP);
  if (counted.total === 0 || window.limit === 0)
    return { items: [], total: counted.total, total_is_estimate: counted.estimated };
  const broad = counted.total > RANK_CAP;
  // Ranking reads every hit's text vector: worth it for a focused search, not for a broad one.
  const rank = query && !broad ? `ts_rank_cd(p.search_vector, ${query})` : null;
  // A broad match is cheaper to test row by row while walking the sort's index than to collect
  // and sort in full; `is true` keeps the planner (which misjudges phrase matches) off the GIN index.
  const pageWhere = query && broad ? `${filters} and (p.search_vector @@ (${query})) is true` : where;
  const ids = await pageIds(
    handle,
    { where: pageWhere, params: sql.params },
    { sort: window.sort, rank, seed: params.seed ?? 0 },
    window,
  );
  const rows = await handle.raw<PhotoRow>(
    `select ${GRID_COLUMNS} from unnest($1::uuid[]) with ordinality as page(id, position)
     join photos_details d on d.id = page.id order by page.position`,
    [ids],
  );
  return { items: rows, total: counted.total, total_is_estimate: counted.estimated };
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
    for (const word of wordsOf(params.q)) {
      const known = await handle.raw('select 1 from search_lexicon where word like $1 limit 1', [`${word}%`]);
      if (known.length > 0) continue;
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
