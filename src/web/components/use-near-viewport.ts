import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come within `margin` px of the viewport, once: for what below the
 * fold can load later (a footer's chips), so it does not take bandwidth from what is on screen.
 * Without IntersectionObserver it answers yes at once.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, margin = 600): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin}px 0px ${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
