import { z } from 'zod';
import { effectiveSort } from '../../../core/search-params';
import type { SearchMethod } from '../../../core/search-terms';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/typed-rows';
import { foldFilterValues } from './filter-values';
import type { GridRow } from './photo-rows';
import { countLivePhotos, countUpTo, plannerEstimate, tokenFrequencies } from './photos.service';
import { exactSearch, focusedSearch, rangeSearch, walkSearch } from './search-plans';
import { type CatalogueQuery, LIVE, type PageQuery, pageQuery, type TextMatch } from './search-query';
import { currentSearchSettings } from './search-settings';
import { DEFAULT_SEARCH_TUNING, type SearchTuning } from './search-tuning';
import { buildTextQuery, restOf, type TextQuery, wordsOf } from './text-query';

export { type CatalogueQuery, hitCondition, type TextMatch } from './search-query';
export { DEFAULT_SEARCH_TUNING, type SearchTuning } from './search-tuning';

/**
 * A row of spec §3's photos_details shape, as lists answer it (core/photo-row.ts PhotoRow, the
 * web's type, is what it becomes in JSON).
 */
export type PhotoRow = GridRow;

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

interface RunOptions {
  tuning: SearchTuning;
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
  options: RunOptions,
): Promise<Found> {
  const { tuning } = options;
  const query = pageQuery(params, text, window);
  const estimate = options.estimate ?? (await hitsToPlanFor(handle, params, query, text.terms));
  // Known to exceed collectCap only when a focused try said so.
  let atLeast = 0;
  if (estimate <= tuning.collectEstimate || window.limit === 0) {
    const focused = await focusedSearch(handle, query, tuning);
    if (focused) return { ...focused, total_is_estimate: false };
    atLeast = tuning.collectCap + 1;
  }
  if (window.sort === 'relevance' && query.titled && !text.tier && window.limit > 0) {
    // Up to the exact-total cap, collecting every hit costs what counting them would, and then
    // orders them too: one statement instead of a probe, two tiers and a count.
    if (atLeast === 0 && estimate <= tuning.exactTotalCap) {
      const collected = await focusedSearch(handle, query, { ...tuning, collectCap: tuning.exactTotalCap });
      if (collected) return { ...collected, total_is_estimate: false };
      atLeast = tuning.exactTotalCap + 1;
    }
    return tieredSearch(handle, params, text, window, query, Math.max(estimate, atLeast), tuning);
  }
  // Broad: more hits than a page needs, ordered by the sort's index (relevance by popularity).
  const live = await countLivePhotos(handle);
  const perHit = Math.max(1, live / Math.max(estimate, atLeast, 1));
  const rowsToPageEnd = (window.offset + window.limit) * perHit;
  const broad = { ...query, rank: null };
  const seen = async (items: PhotoRow[]): Promise<Found> =>
    options.withTotal === false
      ? { items, total: deliveredBy(window, items), total_is_estimate: true }
      : { items, ...(await honestTotal(handle, query, estimate, deliveredBy(window, items), tuning)) };
  // A walk tests the rows up to the page's end; a range makes the GIN index list every hit
  // (about a fifth of the cost of testing one row each). The cheaper of the two goes.
  const walkIsCheaper =
    rowsToPageEnd <= tuning.walkRows ||
    perHit < 2 ||
    rowsToPageEnd * tuning.walkCostPerRow <= Math.max(estimate, atLeast);
  if (walkIsCheaper) {
    const budget = Math.max(tuning.walkMinBudget, Math.ceil(rowsToPageEnd * tuning.walkSlack));
    const walked = await walkSearch(handle, broad, budget);
    if (walked) return await seen(walked);
  } else {
    // A range reads few rows, so common tokens cost less tested on them than intersected in the index.
    const split = pageQuery(params, text, window, {
      frequencies: await tokenFrequencies(handle),
      rowCheckFrom: tuning.rowCheckFrom,
    });
    const ranged = await rangeSearch(
      handle,
      { ...split, rank: null },
      rowsToPageEnd * tuning.rangeSlack,
      live,
      tuning,
    );
    if (Array.isArray(ranged)) return await seen(ranged);
    if (ranged === 'sparse' && atLeast === 0) {
      const focused = await focusedSearch(handle, query, tuning);
      if (focused) return { ...focused, total_is_estimate: false };
    }
  }
  const exact = await exactSearch(handle, query, tuning);
  if (options.withTotal === false || (!exact.estimated && exact.total <= tuning.exactTotalCap))
    return { items: exact.items, total: exact.total, total_is_estimate: exact.estimated };
  // The same figure the other plans give for this search, whichever plan this page took.
  return {
    items: exact.items,
    ...(await honestTotal(handle, query, estimate, deliveredBy(window, exact.items), tuning)),
  };
}

/**
 * Relevance for a search too broad to rank photo by photo (issue 11, finding 3: `family` put
 * "Swimming lessons" first because its description mentions a family album). The photos whose
 * title or tags say every word come first, then the rest, each half in popularity order, so a
 * page is one or two searches of a sort the indexes walk (decision 009). Which plan suits each
 * half depends on how common it is, which the titled index's statistics tell.
 */
async function tieredSearch(
  handle: DatabaseHandle,
  params: CatalogueQuery,
  text: TextMatch & { terms: string[] },
  window: { limit: number; offset: number },
  query: PageQuery,
  estimate: number,
  tuning: SearchTuning,
): Promise<Found> {
  const byPopularity = { ...window, sort: 'popular' };
  const titledOnly = pageQuery(params, { ...text, tier: 'titled' }, byPopularity);
  // Most broad searches say their words in titles and tags ("kitchen"): walk for those first, as
  // if every hit were titled; only a walk that runs out says the titled half is sparse.
  const live = await countLivePhotos(handle);
  const rowsToPageEnd = (window.offset + window.limit) * Math.max(1, live / Math.max(estimate, 1));
  if (rowsToPageEnd <= tuning.walkRows) {
    const budget = Math.max(tuning.walkMinBudget, Math.ceil(rowsToPageEnd * tuning.walkSlack));
    const walked = await walkSearch(handle, { ...titledOnly, rank: null }, budget);
    if (walked)
      return {
        items: walked,
        ...(await honestTotal(handle, query, estimate, deliveredBy(window, walked), tuning)),
      };
  }
  // The titled half's size: the share of the words' photos that say them in the title or tags,
  // from the statistics of the titled index (migration 0010). Asked with the words alone: the
  // planner would multiply the two conditions as if "titled" and "has the words" were independent.
  const [titledAll, wordsAll] = await Promise.all([
    plannerEstimate(handle, `${LIVE} and ${query.titled}`),
    plannerEstimate(handle, `${LIVE} and ${query.wordsAlone}`),
  ]);
  const titledEstimate = Math.round(estimate * Math.min(1, titledAll / Math.max(wordsAll, 1)));
  const titled = await runSearch(handle, params, { ...text, tier: 'titled' }, byPopularity, {
    tuning,
    estimate: titledEstimate,
    withTotal: false,
  });
  let items = titled.items;
  if (items.length < window.limit) {
    // The page reaches past the titled photos: the rest continue where they end.
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
      { tuning, estimate: Math.max(1, estimate - titledEstimate), withTotal: false },
    );
    items = [...items, ...rest.items];
  }
  return { items, ...(await honestTotal(handle, query, estimate, deliveredBy(window, items), tuning)) };
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
  tuning: Pick<SearchTuning, 'exactTotalCap' | 'exactTotalProbe'>,
): Promise<{ total: number; total_is_estimate: boolean }> {
  const { exactTotalCap, exactTotalProbe } = tuning;
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
  options: { signedIn: boolean; pageSize: number; guestCap: number; tuning?: SearchTuning },
): Promise<SearchResult> {
  // The admin's settings (read at most every 2 s): the weights rank; rank_cap is the tuning's
  // rankCap, unless a test passes tuning of its own.
  const ranking = await currentSearchSettings(handle);
  const tuning = options.tuning ?? { ...DEFAULT_SEARCH_TUNING, rankCap: ranking.rank_cap };
  const params = await foldFilterValues(handle, requested);
  const typed = params.q ? await buildTextQuery(handle, params.q) : null;
  const text = typed ? { ...typed, ranking } : null;
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
  let found = await runSearch(
    handle,
    params,
    text ?? { tsquery: null, phrase: null, terms: [], ranking },
    window,
    {
      tuning,
    },
  );
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
      searched = { ...(await buildTextQuery(handle, fixed)), ranking };
      found = await runSearch(handle, params, searched, window, { tuning });
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
    searched = { ...relaxed.text, ranking };
    found = await runSearch(handle, params, searched, window, { tuning });
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
      : await queryRows(
          handle,
          z.object({ word: z.string(), n: z.number().int() }),
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
