/**
 * How searches pick their plan. The app passes these to every search (AppDeps.searchTuning); tests
 * pass smaller ones to reach every path with a few photos.
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
export interface SearchTuning {
  collectCap: number;
  collectEstimate: number;
  rankCap: number;
  walkRows: number;
  walkCostPerRow: number;
  walkSlack: number;
  walkMinBudget: number;
  rangeSlack: number;
  rangeTries: number;
  rowCheckFrom: number;
  exactTotalCap: number;
  exactTotalProbe: number;
}

export const DEFAULT_SEARCH_TUNING: Readonly<SearchTuning> = Object.freeze({
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
});
