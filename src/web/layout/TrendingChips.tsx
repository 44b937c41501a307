import { Link } from 'react-router';
import { eventHref, taxonomyHref } from '../../core/taxonomy';
import { track } from '../features/analytics';

export interface TrendingEntry {
  entity_type: string;
  taxonomy_type: string | null;
  entity_id: string;
  entity_name: string;
}

/** spec §2: a trending chip, category or event, leads to that taxonomy page. */
function trendingHref(entry: TrendingEntry): string {
  return entry.entity_type === 'event'
    ? eventHref(entry.entity_id)
    : taxonomyHref(entry.taxonomy_type, entry.entity_id);
}

/**
 * The footer's trending chips (Footer.tsx), loaded with their data when the footer comes near:
 * below the fold on every page, they are not on the first view's script budget.
 */
export function TrendingChips({ entries }: { entries: readonly TrendingEntry[] }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {entries.map((entry) => (
        <li key={`${entry.entity_type}:${entry.taxonomy_type ?? ''}:${entry.entity_id}`}>
          <Link
            to={trendingHref(entry)}
            // spec §4: an event's chip is an event click (an event row has no taxonomy type), a
            // category's the click of its taxonomy type, as click_analytics names it.
            onClick={() =>
              track({ taxonomy_type: entry.taxonomy_type || 'event', entity_id: entry.entity_id })
            }
            className="inline-flex rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-paper transition-colors hover:bg-white/20"
          >
            {entry.entity_name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
