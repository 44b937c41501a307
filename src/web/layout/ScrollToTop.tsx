import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** spec §2: the page scrolls to the top whenever the path or the query changes. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location parts are the trigger, not inputs.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
