import { type RefObject, useEffect, useRef } from 'react';

/** spec §9: more loads 400 px before the end (300 on Safari), at most every 500 ms. */
export const LOAD_MORE_MARGIN_PX = 400;
export const LOAD_MORE_MARGIN_SAFARI_PX = 300;
export const LOAD_MORE_THROTTLE_MS = 500;

function isSafari(): boolean {
  const agent = navigator.userAgent;
  return /Safari\//.test(agent) && !/Chrome\/|Chromium\/|Android/.test(agent);
}

/**
 * Calls `onLoadMore` when the sentinel comes within the margin of the viewport, and again after
 * each load while it is still there (a short page, a tall screen), never more than every 500 ms.
 */
export function useLoadMore(
  sentinel: RefObject<HTMLElement | null>,
  options: { enabled: boolean; busy: boolean; onLoadMore?: () => void; itemCount: number },
): void {
  const { enabled, busy, onLoadMore, itemCount } = options;
  const lastCall = useRef(0);
  const latest = useRef({ enabled, busy, onLoadMore });
  latest.current = { enabled, busy, onLoadMore };

  // itemCount, enabled and busy are read through `latest`; they are listed so each change asks again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on purpose when these change.
  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    const margin = isSafari() ? LOAD_MORE_MARGIN_SAFARI_PX : LOAD_MORE_MARGIN_PX;
    // Measured when asked, not remembered from the observer's last report: an observer made just
    // as new rows pushed the end away reported "out of reach" and, in Chromium, sometimes never
    // reported it coming back, which stopped the grid for good.
    const inReach = () => element.getBoundingClientRect().top <= window.innerHeight + margin;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const tryLoad = () => {
      const { enabled: on, busy: loading, onLoadMore: load } = latest.current;
      if (!on || loading || !load || !inReach()) return;
      const wait = lastCall.current + LOAD_MORE_THROTTLE_MS - Date.now();
      if (wait > 0) {
        clearTimeout(retry);
        retry = setTimeout(tryLoad, wait);
        return;
      }
      lastCall.current = Date.now();
      load();
      // Look again once the throttle allows: a load that did not start (the list was busy in
      // another way) changes nothing the effect follows, and the grid would stop for good.
      clearTimeout(retry);
      retry = setTimeout(tryLoad, LOAD_MORE_THROTTLE_MS);
    };
    const observer = new IntersectionObserver(tryLoad, { rootMargin: `0px 0px ${margin}px 0px` });
    observer.observe(element);
    window.addEventListener('scroll', tryLoad, { passive: true });
    // After each page arrives the sentinel may still be in reach: ask again.
    tryLoad();
    return () => {
      clearTimeout(retry);
      observer.disconnect();
      window.removeEventListener('scroll', tryLoad);
    };
  }, [sentinel, itemCount, enabled, busy]);
}
