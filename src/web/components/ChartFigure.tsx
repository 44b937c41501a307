import { type ReactNode, useRef } from 'react';
import { useContainerWidth } from './photo-grid/use-container-width';

/** The width a chart draws at until its box is measured (and where nothing measures, as in tests). */
const FALLBACK_WIDTH = 640;

/** Colours the back office's charts share (recharts takes them as strings). */
export const CHART_COLOURS = {
  ink: 'var(--color-ink)',
  sepia: 'var(--color-sepia)',
  red: '#b91c1c',
  rule: 'var(--color-rule)',
} as const;

/** Axis labels of the back office's charts. */
export const CHART_TICK = { fontSize: 12, fill: 'var(--color-ink-soft)' };

/**
 * A chart of the back office with its text alternative: the drawing (given its measured width)
 * for the eye, a one-sentence summary and the same figures as a table for screen readers.
 */
export function ChartFigure({
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
