import {
  DEFAULT_INSIGHTS_DAYS,
  type InsightsRange,
  lastDays,
  parseInsightsRange,
  utcDay,
} from '../../../core/search-insights';

/**
 * The page's range as its URL holds it (`?from=&to=`): the last DEFAULT_INSIGHTS_DAYS days when
 * left out, or why the URL's days cannot be shown (the server's own rule and message).
 */
export function rangeFromParams(
  params: URLSearchParams,
  today = utcDay(new Date()),
): { range: InsightsRange; problem: null } | { range: null; problem: string } {
  const from = params.get('from');
  const to = params.get('to');
  if (!from && !to) return { range: lastDays(DEFAULT_INSIGHTS_DAYS, today), problem: null };
  const parsed = parseInsightsRange({ from, to }, today);
  return parsed.ok ? { range: parsed.range, problem: null } : { range: null, problem: parsed.message };
}

/** Which preset (in days, ending today) a range is, if any. */
export function presetOf(
  range: InsightsRange | null,
  presets: readonly number[],
  today = utcDay(new Date()),
) {
  if (!range || range.to !== today) return null;
  return presets.find((days) => lastDays(days, today).from === range.from) ?? null;
}
