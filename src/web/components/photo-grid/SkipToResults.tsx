import type { MouseEvent } from 'react';
import { SKIP_LINK_CLASS } from '../skip-link';

/** The id of a page's results region, the target of its "Skip to results" link. */
export const RESULTS_ID = 'results';

/**
 * Focuses the results: the grid's current card when the grid is there (PhotoGrid hands its own
 * focus to it), else the region itself (loading, empty, an error).
 */
export function focusResults(id = RESULTS_ID): void {
  const region = document.getElementById(id);
  const grid = region?.querySelector<HTMLElement>('[role="grid"]');
  (grid ?? region)?.focus();
}

/**
 * "Skip to results" (issue 23): past the search box, the filters and the sort, straight to the
 * photo the grid is on. Hidden until it has the focus, like the layout's "Skip to content". It
 * moves the focus itself instead of following `#results`, which would add a history entry.
 */
export function SkipToResults({ target = RESULTS_ID }: { target?: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusResults(target);
  };
  return (
    <a href={`#${target}`} onClick={onClick} className={SKIP_LINK_CLASS}>
      Skip to results
    </a>
  );
}
