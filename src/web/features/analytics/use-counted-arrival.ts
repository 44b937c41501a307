import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { ClickTarget } from './click-target';
import { track } from './track';

/**
 * The link state that asks the taxonomy page it opens to count the click: `state={{ countClick:
 * true }}`. For links on the home page's first view (the hero's popular tags), whose script
 * budget has no room for even `track()` (issue 28 item 2: 0.05 kB were left): the page they open
 * is loaded anyway, and counts the click there.
 */
export interface CountClickState {
  countClick?: boolean;
}

/**
 * Tracks `click` once when this page was opened by a link asking for it (CountClickState): a
 * push navigation only, so Back, Forward and a reload, which bring the same state back, do not
 * count it again.
 */
export function useCountedArrival(click: ClickTarget | null): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const asked = navigationType === 'PUSH' && (location.state as CountClickState | null)?.countClick === true;
  // Once per arrival (the location's key), whatever else re-renders the page.
  const arrival = asked && click ? location.key : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the arrival decides; click is read with it.
  useEffect(() => {
    if (arrival !== null && click) track(click);
  }, [arrival]);
}
