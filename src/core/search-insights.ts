import { isCalendarDate } from './calendar-date';

/**
 * Search insights (issue 28 item 5, `GET /api/admin/search-analytics?from=&to=`): what visitors
 * searched for over a range of days (UTC), what found nothing, what they clicked and bought.
 */

/** The range the page shows when none is asked for: the last 30 days, today included. */
export const DEFAULT_INSIGHTS_DAYS = 30;
/** The longest range one request may ask for, in days (a leap year and then some is refused). */
export const MAX_INSIGHTS_DAYS = 366;
/** The page's quick ranges, in days. */
export const INSIGHTS_PRESETS = [7, 30, 90] as const;
/** How many rows the top-terms and zero-result tables list. */
export const TOP_TERMS_LIMIT = 20;
export const ZERO_RESULT_TERMS_LIMIT = 50;

export const INSIGHTS_MESSAGES = {
  badDate: (name: 'from' | 'to') => `${name} must be a date that exists, written YYYY-MM-DD`,
  fromAfterTo: 'from must be on or before to',
  tooLong: `The range may cover at most ${MAX_INSIGHTS_DAYS} days`,
} as const;

export interface InsightsRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a moment, in UTC (the days the page counts in). */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The day `days` before (negative: after) a YYYY-MM-DD day. */
export function shiftDay(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS));
}

/** How many days from `from` to `to`, both included. */
export function daysInRange({ from, to }: InsightsRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The last `days` days up to `today`, today included. */
export function lastDays(days: number, today: string): InsightsRange {
  return { from: shiftDay(today, days - 1), to: today };
}

/**
 * The range a request asks for, or why it cannot be answered. A missing `to` is today; a missing
 * `from` is DEFAULT_INSIGHTS_DAYS days before `to`.
 */
export function parseInsightsRange(
  query: { from?: string | null; to?: string | null },
  today: string,
): { ok: true; range: InsightsRange } | { ok: false; message: string } {
  const to = query.to || today;
  if (!isCalendarDate(to)) return { ok: false, message: INSIGHTS_MESSAGES.badDate('to') };
  const from = query.from || shiftDay(to, DEFAULT_INSIGHTS_DAYS - 1);
  if (!isCalendarDate(from)) return { ok: false, message: INSIGHTS_MESSAGES.badDate('from') };
  if (from > to) return { ok: false, message: INSIGHTS_MESSAGES.fromAfterTo };
  if (daysInRange({ from, to }) > MAX_INSIGHTS_DAYS) return { ok: false, message: INSIGHTS_MESSAGES.tooLong };
  return { ok: true, range: { from, to } };
}

export type InsightsSearchMethod = 'exact' | 'fuzzy' | 'partial' | 'fallback';

/** `GET /api/admin/search-analytics` answer. Rates are fractions from 0 to 1, null when nothing to divide. */
export interface SearchInsights {
  from: string;
  to: string;
  overall: {
    searches: number;
    zero_result_searches: number;
    zero_result_rate: number | null;
    /** Searches followed, in the same browser session, by a click on one of that term's results. */
    searches_with_click: number;
    click_through_rate: number | null;
    /** 1 is the first result; null without clicks that name a position. */
    average_click_position: number | null;
    /** Searches whose clicked photo the same signed-in user then put in the cart (or bought). */
    searches_to_cart: number;
    /** Searches whose clicked photo the same signed-in user then bought in a paid order. */
    searches_to_order: number;
  };
  /** One row per day of the range, oldest first, days without searches included. */
  per_day: { day: string; searches: number; zero_result_searches: number }[];
  /** Every method, in SEARCH_METHODS order, with its count (0 included). */
  methods: { method: InsightsSearchMethod; searches: number }[];
  /** Most searched terms (lower-cased, trimmed), most first. */
  top_terms: {
    term: string;
    searches: number;
    average_results: number;
    clicks: number;
    click_through_rate: number | null;
  }[];
  /** Terms whose searches found nothing, most searched first. */
  zero_result_terms: { term: string; searches: number; last_searched_at: string }[];
}
