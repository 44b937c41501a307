import { FACE_AGE_MAX, FACE_AGE_MIN, peopleCountRange, type SearchParams } from '../../../core/search-params';
import { DEFAULT_SEARCH_SETTINGS, type SearchSettings } from '../../../core/search-settings';
import {
  FILTER_TOKENS,
  PEOPLE_COUNT_TOKEN_MAX,
  peopleCountTokens,
  splitTokens,
  type TokenGroup,
  tokenGroup,
  tokenGroupOfKinds,
} from './search-tokens';
import type { TextEntity } from './text-query';

/**
 * The search as SQL over `photos p`: the filters and the words as conditions of the search
 * vector, the sort orders the indexes walk, and a page's parameters. No statement runs here.
 */

/** A string as an SQL literal (standard_conforming_strings: only quotes are doubled). */
export function sqlText(value: string): string {
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
  /** The admin's ranking settings (search_settings); PostgreSQL's defaults without them. */
  ranking?: RankingSettings;
};

/** What of the search settings shapes the relevance rank. */
export type RankingSettings = Pick<
  SearchSettings,
  'weight_title' | 'weight_style' | 'weight_place' | 'weight_description' | 'popularity_boost'
>;

/**
 * `ts_rank_cd` of `tsquery` over `photos p` with the admin's weights (as `{D,C,B,A}`), times the
 * popularity boost when there is one. The values are checked numbers (core/search-settings), so
 * they are written as literals: statements that never order by the rank carry no extra parameter.
 */
export function rankExpression(tsquery: string, ranking: RankingSettings | undefined): string {
  const r = ranking ?? DEFAULT_SEARCH_SETTINGS;
  const weights = [r.weight_description, r.weight_place, r.weight_style, r.weight_title];
  const asDefault =
    r.weight_title === 1 && r.weight_style === 0.4 && r.weight_place === 0.2 && r.weight_description === 0.1;
  const rank = asDefault
    ? `ts_rank_cd(p.search_vector, ${tsquery})`
    : `ts_rank_cd('{${weights.map((weight) => Number(weight)).join(',')}}'::float4[], p.search_vector, ${tsquery})`;
  const boost = Number(r.popularity_boost);
  return boost > 0 ? `(${rank} * (1 + ${boost} * ln(1 + greatest(p.popularity, 0))))` : rank;
}

export const LIVE = `p.photo_status = 'live'`;

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

/** Spreads small seeds (7, 8, …) over the whole key space, so neighbouring seeds start far apart. */
export function startingPoint(seed: number): number {
  return Number((BigInt(seed) * 2654435761n) % 2147483648n);
}

export interface PageQuery {
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
  /** The typed words anywhere in the photo's text, without the filters: `titled`'s counterpart. */
  wordsAlone: string | null;
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
export function sortOrder(sort: string, seed: string, t: string): string {
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
export function pageParams(query: PageQuery) {
  const params = [...query.params];
  const add = (value: unknown) => `$${params.push(value)}`;
  const seed = query.sort === 'random' ? `${add(startingPoint(query.seed))}::bigint` : '0';
  return { params, seed, limit: add(query.limit), offset: add(query.offset) };
}

/**
 * `p.search_vector @@ …` for words, a phrase and filter tokens together; null when there are none.
 * With `frequencies`, the tokens most photos hold are tested on each row instead (splitTokens).
 */
function vectorMatch(sql: SqlBuilder, text: TextMatch, rowChecks?: RowChecks) {
  const typed: string[] = [];
  if (text.tsquery) typed.push(`to_tsquery('english', backdrop_unaccent(${sql.param(text.tsquery)}))`);
  if (text.phrase) typed.push(`phraseto_tsquery('english', backdrop_unaccent(${sql.param(text.phrase)}))`);
  // A photo of an event or family the words name matches them too (its tokens and the other words).
  const named = (text.entities ?? []).map((entity) =>
    entity.rest
      ? `(${sql.param(entity.tokens)}::tsquery && to_tsquery('english', backdrop_unaccent(${sql.param(entity.rest)})))`
      : `${sql.param(entity.tokens)}::tsquery`,
  );
  // The title and tags alone (weight A), through their own index (migration 0010). A literal, not
  // a parameter: statements that never order by it must not carry an unused one.
  const typedWords = text.tsquery
    ? `to_tsquery('english', backdrop_unaccent(${sqlText(text.tsquery)}))`
    : null;
  const titled = typedWords ? `ts_filter(p.search_vector, '{a}') @@ ${typedWords}` : null;
  const wordsOnly = typed.length > 0 ? typed.join(' && ') : null;
  const words = wordsOnly && named.length > 0 ? `(${[`(${wordsOnly})`, ...named].join(' || ')})` : wordsOnly;
  const matchers = words ? [words] : [];
  const { indexed, rowChecked } = rowChecks
    ? splitTokens(sql.tokens, { hasWords: words !== null, ...rowChecks })
    : { indexed: sql.tokens, rowChecked: [] };
  const tokens = (groups: TokenGroup[]) =>
    `${sql.param(groups.map((group) => group.query).join(' & '))}::tsquery`;
  if (indexed.length > 0) matchers.push(tokens(indexed));
  const conditions = matchers.length > 0 ? [`p.search_vector @@ (${matchers.join(' && ')})`] : [];
  // `is true` keeps the planner from looking these up in the GIN index as well.
  if (rowChecked.length > 0) conditions.push(`(p.search_vector @@ ${tokens(rowChecked)}) is true`);
  // Titled photos are found through their index; the others are what the words find, less those.
  if (titled && text.tier) conditions.push(text.tier === 'titled' ? titled : `(${titled}) is not true`);
  return {
    words,
    titled,
    wordsAlone: typedWords ? `p.search_vector @@ ${typedWords}` : null,
    match: conditions.length > 0 ? conditions.join(' and ') : null,
  };
}

/**
 * What a photo must satisfy to be a hit of `params` with `text`, as SQL over `photos p` and its
 * parameters: the same condition the search pages through, for whatever else counts hits (facets).
 */
export function hitCondition(params: CatalogueQuery, text: TextMatch): { where: string; params: unknown[] } {
  const query = pageQuery(params, text, { limit: 0, offset: 0, sort: 'popular' });
  return { where: query.where, params: query.params };
}

/**
 * Filter tokens held by at least `rowCheckFrom` of the photos (`frequencies`: share per token),
 * tested on the rows a range plan reads instead of intersected in the GIN index (splitTokens).
 */
export interface RowChecks {
  frequencies: ReadonlyMap<string, number>;
  rowCheckFrom: number;
}

/** The search as SQL over `photos p`; with `rowChecks`, common filter tokens are tested on the row. */
export function pageQuery(
  params: CatalogueQuery,
  text: TextMatch,
  window: { limit: number; offset: number; sort: string },
  rowChecks?: RowChecks,
): PageQuery {
  const sql = new SqlBuilder();
  addFilters(sql, params);
  const { words, titled, wordsAlone, match } = vectorMatch(sql, text, rowChecks);
  const filters = sql.where.join(' and ');
  return {
    where: match ? `${filters} and ${match}` : filters,
    filters,
    match,
    rank: words
      ? rankExpression(words, text.ranking)
      : params.rank_text && window.sort === 'relevance'
        ? // A literal, not a parameter: the rank is left out of the statements that only count or plan.
          rankExpression(
            `plainto_tsquery('english', backdrop_unaccent(${sqlText(params.rank_text)}))`,
            text.ranking,
          )
        : null,
    titled,
    wordsAlone,
    params: sql.params,
    sort: window.sort,
    seed: params.seed ?? 0,
    limit: window.limit,
    offset: window.offset,
  };
}
