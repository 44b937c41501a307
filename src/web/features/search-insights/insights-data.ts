import type { InsightsSearchMethod, SearchInsights } from '../../../core/search-insights';

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** "2026-03-04" (a UTC day, as the API counts them) → "Mar 4". */
export const formatDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
/** "2026-03-04" → "March 4, 2026". */
export const formatLongDay = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));
/** An ISO moment → "Mar 5, 2026, 12:00 PM" (UTC, as the page's days are). */
export const formatMoment = (iso: string) => `${moment.format(new Date(iso))} UTC`;
export const formatCount = (value: number) => count.format(value);
/** A rate from 0 to 1 → "33.3%"; "—" when there was nothing to divide. */
export const formatRate = (value: number | null) => (value === null ? '—' : percent.format(value));

export const METHOD_LABEL: Record<InsightsSearchMethod, string> = {
  exact: 'Exact (in quotes)',
  fuzzy: 'Fuzzy (* or ?)',
  partial: 'Partial words',
  fallback: 'Fallback',
};

/** The searches-per-day chart's rows, days labelled for the axis. */
export function perDayRows(insights: SearchInsights) {
  return insights.per_day.map((row) => ({
    ...row,
    label: formatDay(row.day),
    found: row.searches - row.zero_result_searches,
  }));
}

export function methodRows(insights: SearchInsights) {
  return insights.methods.map((row) => ({ ...row, label: METHOD_LABEL[row.method] }));
}

/** A sentence with the chart's figures, for its accessible name. */
export function perDaySummary(insights: SearchInsights): string {
  const { searches, zero_result_searches } = insights.overall;
  const busiest = insights.per_day.reduce<SearchInsights['per_day'][number] | null>(
    (top, row) => (top === null || row.searches > top.searches ? row : top),
    null,
  );
  const span = `Searches per day from ${formatLongDay(insights.from)} to ${formatLongDay(insights.to)}: ${formatCount(searches)} searches, ${formatCount(zero_result_searches)} without results.`;
  return busiest && busiest.searches > 0
    ? `${span} Busiest day ${formatLongDay(busiest.day)} with ${formatCount(busiest.searches)}.`
    : span;
}

export function methodsSummary(insights: SearchInsights): string {
  const parts = insights.methods.map((row) => `${METHOD_LABEL[row.method]} ${formatCount(row.searches)}`);
  return `Searches per method: ${parts.join(', ')}.`;
}
