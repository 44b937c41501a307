import type { ReactNode } from 'react';
import type { SearchInsights } from '../../../../core/search-insights';
import { formatCount, formatRate } from '../insights-data';

function Tile({ term, value, note }: { term: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-5 ring-1 ring-rule">
      <dt className="text-sm text-ink-soft">{term}</dt>
      <dd className="mt-1 font-display text-3xl text-ink tabular-nums">{value}</dd>
      {note && <dd className="mt-1 text-sm text-ink-soft">{note}</dd>}
    </div>
  );
}

const ofSearches = (part: number, whole: number) =>
  `${formatCount(part)} of ${formatCount(whole)} ${whole === 1 ? 'search' : 'searches'}`;

/** The range's headline figures. */
export function SummaryTiles({ insights }: { insights: SearchInsights }) {
  const { overall } = insights;
  const position = overall.average_click_position;
  return (
    <section aria-label="Key figures">
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-6">
        <Tile term="Searches" value={formatCount(overall.searches)} />
        <Tile
          term="Zero-result rate"
          value={formatRate(overall.zero_result_rate)}
          note={`${ofSearches(overall.zero_result_searches, overall.searches)} found nothing`}
        />
        <Tile
          term="Click-through rate"
          value={formatRate(overall.click_through_rate)}
          note={`${ofSearches(overall.searches_with_click, overall.searches)} led to a click`}
        />
        <Tile
          term="Average click position"
          value={position === null ? '—' : position.toLocaleString('en-US')}
          note="1 is the first result"
        />
        <Tile
          term="Led to a cart line"
          value={formatCount(overall.searches_to_cart)}
          note="The clicked photo then added to the cart"
        />
        <Tile
          term="Led to an order"
          value={formatCount(overall.searches_to_order)}
          note="The clicked photo then bought"
        />
      </dl>
    </section>
  );
}
