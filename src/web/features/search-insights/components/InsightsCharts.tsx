import { type ReactNode, useRef } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { SearchInsights } from '../../../../core/search-insights';
import { useContainerWidth } from '../../../components/photo-grid/use-container-width';
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

const INK = 'var(--color-ink)';
const SEPIA = 'var(--color-sepia)';
const RED = '#b91c1c';
const RULE = 'var(--color-rule)';
const HEIGHT = 260;
/** The width a chart draws at until its box is measured (and where nothing measures, as in tests). */
const FALLBACK_WIDTH = 640;
const TICK = { fontSize: 12, fill: 'var(--color-ink-soft)' };

const whole = (value: unknown) => (typeof value === 'number' ? formatCount(value) : String(value));

function ChartFigure({
  id,
  title,
  summary,
  children,
  table,
}: {
  id: string;
  title: string;
  summary: string;
  children: (width: number) => ReactNode;
  table: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(box) || FALLBACK_WIDTH;
  return (
    <figure aria-labelledby={id} className="min-w-0 rounded-2xl bg-white p-5 ring-1 ring-rule">
      <figcaption id={id} className="font-display text-2xl text-ink">
        {title}
      </figcaption>
      {/* The drawing repeats the table below for the eye; screen readers get the summary and the table. */}
      <div role="img" aria-label={summary} className="mt-4">
        <div ref={box} aria-hidden="true">
          {children(width)}
        </div>
      </div>
      <div className="sr-only">{table}</div>
    </figure>
  );
}

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
