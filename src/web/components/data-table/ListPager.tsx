import { Link } from 'react-router';
import { Button } from '../Button';

const COUNT = new Intl.NumberFormat('en-US');

interface PagerProps {
  offset: number;
  pageSize: number;
  total: number;
  /** What the list holds, for the navigation's name ("Orders pages"). */
  label: string;
  /** The address of the page starting at `offset`. */
  hrefFor: (offset: number) => string;
}

/** "Showing 1–50 of 120" with Previous / Next links, so every page has an address. */
export function ListPager({ offset, pageSize, total, label, hrefFor }: PagerProps) {
  if (total === 0) return null;
  const first = Math.min(offset + 1, total);
  const last = Math.min(offset + pageSize, total);
  const previous = offset > 0 ? Math.max(0, offset - pageSize) : null;
  const next = offset + pageSize < total ? offset + pageSize : null;
  return (
    <nav aria-label={`${label} pages`} className="mt-6 flex flex-wrap items-center justify-between gap-4">
      <p className="text-sm text-ink-soft tabular-nums">
        Showing {COUNT.format(first)}–{COUNT.format(last)} of {COUNT.format(total)}
      </p>
      <div className="flex gap-2">
        {previous === null ? (
          <Button variant="secondary" size="sm" disabled>
            Previous
          </Button>
        ) : (
          <Button asChild variant="secondary" size="sm">
            <Link to={hrefFor(previous)}>Previous</Link>
          </Button>
        )}
        {next === null ? (
          <Button variant="secondary" size="sm" disabled>
            Next
          </Button>
        ) : (
          <Button asChild variant="secondary" size="sm">
            <Link to={hrefFor(next)}>Next</Link>
          </Button>
        )}
      </div>
    </nav>
  );
}
