import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { SearchInsights } from '../../../../core/search-insights';
import { CHART_COLOURS, CHART_TICK, ChartFigure } from '../../../components/ChartFigure';
import {
  formatCount,
  formatLongDay,
  METHOD_LABEL,
  methodRows,
  methodsSummary,
  perDayRows,
  perDaySummary,
} from '../insights-data';

/*
 * The search insights charts: the only module of the feature that imports recharts, loaded
 * lazily by the page so no other page carries the library.
 */

const { ink: INK, sepia: SEPIA, red: RED, rule: RULE } = CHART_COLOURS;
const HEIGHT = 260;
const TICK = CHART_TICK;

const whole = (value: unknown) => (typeof value === 'number' ? formatCount(value) : String(value));

export function InsightsCharts({ insights }: { insights: SearchInsights }) {
  const days = perDayRows(insights);
  const methods = methodRows(insights);
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <ChartFigure
        id="chart-searches-per-day"
        title="Searches per day"
        summary={perDaySummary(insights)}
        table={
          <table>
            <caption>Searches per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Searches</th>
                <th scope="col">Without results</th>
              </tr>
            </thead>
            <tbody>
              {insights.per_day.map((row) => (
                <tr key={row.day}>
                  <th scope="row">{formatLongDay(row.day)}</th>
                  <td>{formatCount(row.searches)}</td>
                  <td>{formatCount(row.zero_result_searches)}</td>
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
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            barCategoryGap="15%"
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={RULE} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={TICK} minTickGap={16} stroke={RULE} />
            <YAxis allowDecimals={false} tickFormatter={whole} tick={TICK} width={48} stroke={RULE} />
            <Tooltip
              formatter={whole}
              labelStyle={{ color: INK }}
              cursor={{ fill: 'var(--color-paper-deep)' }}
            />
            <Legend />
            <Bar dataKey="found" name="With results" stackId="day" fill={SEPIA} isAnimationActive={false} />
            <Bar
              dataKey="zero_result_searches"
              name="Without results"
              stackId="day"
              fill={RED}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        )}
      </ChartFigure>
      <ChartFigure
        id="chart-search-methods"
        title="Methods used"
        summary={methodsSummary(insights)}
        table={
          <table>
            <caption>Methods used</caption>
            <thead>
              <tr>
                <th scope="col">Method</th>
                <th scope="col">Searches</th>
              </tr>
            </thead>
            <tbody>
              {insights.methods.map((row) => (
                <tr key={row.method}>
                  <th scope="row">{METHOD_LABEL[row.method]}</th>
                  <td>{formatCount(row.searches)}</td>
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
            data={methods}
            layout="vertical"
            margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={RULE} strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tickFormatter={whole} tick={TICK} stroke={RULE} />
            <YAxis type="category" dataKey="label" tick={TICK} width={110} stroke={RULE} />
            <Tooltip
              formatter={whole}
              labelStyle={{ color: INK }}
              cursor={{ fill: 'var(--color-paper-deep)' }}
            />
            <Bar
              dataKey="searches"
              name="Searches"
              fill={SEPIA}
              radius={[0, 6, 6, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        )}
      </ChartFigure>
    </div>
  );
}
