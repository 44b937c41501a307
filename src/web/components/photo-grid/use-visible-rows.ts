import { type RefObject, useEffect, useState } from 'react';
import type { LayoutRow } from '../../../core/justified-layout';

/** Rows this far above or below the viewport stay in the DOM, so fast scrolling shows no gaps. */
const OVERSCAN_PX = 1200;

/**
 * Which rows are near the viewport: [first, last) row indexes. Rows far away are not rendered, so
 * 3,000 loaded photos cost the DOM about what a screenful does.
 */
export function useVisibleRows(
  ref: RefObject<HTMLElement | null>,
  rows: readonly LayoutRow[],
): [number, number] {
  const [range, setRange] = useState<[number, number]>([0, rows.length]);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = element.getBoundingClientRect().top;
      const from = -top - OVERSCAN_PX;
      const to = -top + window.innerHeight + OVERSCAN_PX;
      let first = 0;
      while (first < rows.length && (rows[first]?.top ?? 0) + (rows[first]?.height ?? 0) < from) first++;
      let last = first;
      while (last < rows.length && (rows[last]?.top ?? 0) <= to) last++;
      setRange((current) => (current[0] === first && current[1] === last ? current : [first, last]));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref, rows]);
  return range;
}
