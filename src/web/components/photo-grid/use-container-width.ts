import { type RefObject, useLayoutEffect, useState } from 'react';

/** spec §9: the grid lays out again 150 ms after its width stops changing. */
export const RESIZE_DEBOUNCE_MS = 150;

/**
 * The element's width: measured before the first paint (so the photos are in it, not one frame
 * later), then again after each resize settles.
 */
export function useContainerWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(element.clientWidth), RESIZE_DEBOUNCE_MS);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref]);
  return width;
}
