import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { PaymentDashboard } from '../../../../core/admin-orders';
import { formatUsd } from '../../../../core/pricing';
import { CHART_COLOURS, CHART_TICK, ChartFigure } from '../../../components/ChartFigure';
import {
  formatLongDay,
  formatUsdCompact,
  revenueByDayRows,
  revenueByDaySummary,
  revenueByLicenseRows,
  revenueByLicenseSummary,
} from '../dashboard-data';

/*
 * The dashboard's charts: the only module that imports recharts, loaded lazily by the dashboard
 * so no other page carries the library.
 */

const { ink: INK, sepia: SEPIA, red: RED, rule: RULE } = CHART_COLOURS;
const HEIGHT = 280;

const TICK = CHART_TICK;

const money = (value: unknown) => (typeof value === 'number' ? formatUsd(value) : String(value));
const tick = (value: unknown) => (typeof value === 'number' ? formatUsdCompact(value) : String(value));

export function DashboardCharts({ dashboard }: { dashboard: PaymentDashboard }) {
  const days = revenueByDayRows(dashboard);
  const licences = revenueByLicenseRows(dashboard);
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <ChartFigure
        id="chart-revenue-by-day"
        title="Revenue per day"
        summary={revenueByDaySummary(dashboard)}
        table={
          <table>
            <caption>Revenue per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Orders</th>
                <th scope="col">Gross</th>
                <th scope="col">Refunded</th>
              </tr>
            </thead>
            <tbody>
              {dashboard.revenue_by_day.map((row) => (
                <tr key={row.day}>
                  <th scope="row">{formatLongDay(row.day)}</th>
                  <td>{row.orders}</td>
                  <td>{formatUsd(row.gross_cents)}</td>
                  <td>{formatUsd(row.refunded_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      >
        {(width) => (
          <BarChart
            width={width}
            height={HEIGHT}
            data={days}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
            barGap={1}
            barCategoryGap="15%"
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={RULE} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={TICK} minTickGap={16} stroke={RULE} />
            <YAxis tickFormatter={tick} tick={TICK} width={64} stroke={RULE} />
            <Tooltip
              formatter={money}
              labelStyle={{ color: INK }}
              cursor={{ fill: 'var(--color-paper-deep)' }}
            />
            <Legend />
            <Bar
              dataKey="gross_cents"
              name="Gross"
              fill={SEPIA}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
            <Bar
              dataKey="refunded_cents"
              name="Refunded"
              fill={RED}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        )}
      </ChartFigure>
      <ChartFigure
        id="chart-revenue-by-licence"
        title="Revenue per licence type"
        summary={revenueByLicenseSummary(dashboard)}
        table={
          <table>
            <caption>Revenue per licence type</caption>
            <thead>
              <tr>
                <th scope="col">Licence</th>
                <th scope="col">Lines</th>
                <th scope="col">Gross</th>
              </tr>
            </thead>
            <tbody>
              {licences.map((row) => (
                <tr key={row.license_type}>
                  <th scope="row">{row.label}</th>
                  <td>{row.lines}</td>
                  <td>{formatUsd(row.gross_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      >
        {(width) => (
          <BarChart
            width={width}
            height={HEIGHT}
            data={licences}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={RULE} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={TICK} stroke={RULE} />
            <YAxis tickFormatter={tick} tick={TICK} width={64} stroke={RULE} />
            <Tooltip
              formatter={money}
              labelStyle={{ color: INK }}
              cursor={{ fill: 'var(--color-paper-deep)' }}
            />
            <Bar
              dataKey="gross_cents"
              name="Gross"
              fill={SEPIA}
              radius={[6, 6, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        )}
      </ChartFigure>
    </div>
  );
}
