import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes. For what CSS cannot do alone: not
 * rendering at all what a breakpoint hides (a hidden sidebar still costs its render on a phone).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
