import type { PaymentDashboard } from '../../../core/admin-orders';
import { formatUsd, LICENSE_LABEL } from '../../../core/pricing';

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "2026-03-04" (a UTC day, as the API counts them) → "Mar 4". */
export function formatDay(day: string): string {
  return dayLabel.format(new Date(`${day}T00:00:00Z`));
}

/** "2026-03-04" → "March 4, 2026". */
export function formatLongDay(day: string): string {
  return longDay.format(new Date(`${day}T00:00:00Z`));
}

const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** An axis tick: 123456 cents → "$1.2K". */
export function formatUsdCompact(cents: number): string {
  return compact.format(cents / 100);
}

/** The revenue-per-day chart's rows, days labelled for the axis. */
export function revenueByDayRows(dashboard: PaymentDashboard) {
  return dashboard.revenue_by_day.map((row) => ({ ...row, label: formatDay(row.day) }));
}

/** The revenue-per-licence chart's rows, licences named as the buyer reads them. */
export function revenueByLicenseRows(dashboard: PaymentDashboard) {
  return dashboard.revenue_by_license.map((row) => ({ ...row, label: LICENSE_LABEL[row.license_type] }));
}

/** A sentence with the chart's figures, for its accessible name. */
export function revenueByDaySummary(dashboard: PaymentDashboard): string {
  const best = dashboard.revenue_by_day.reduce<PaymentDashboard['revenue_by_day'][number] | null>(
    (top, row) => (top === null || row.gross_cents > top.gross_cents ? row : top),
    null,
  );
  const span = `Revenue per day over the last ${dashboard.days} days: ${formatUsd(dashboard.gross_cents)} gross, ${formatUsd(dashboard.refunded_cents)} refunded.`;
  return best && best.gross_cents > 0
    ? `${span} Best day ${formatLongDay(best.day)} with ${formatUsd(best.gross_cents)}.`
    : span;
}

export function revenueByLicenseSummary(dashboard: PaymentDashboard): string {
  const parts = dashboard.revenue_by_license.map(
    (row) =>
      `${LICENSE_LABEL[row.license_type]} ${formatUsd(row.gross_cents)} (${row.lines} ${row.lines === 1 ? 'line' : 'lines'})`,
  );
  return `Revenue per licence type: ${parts.length > 0 ? parts.join(', ') : 'none'}.`;
}
