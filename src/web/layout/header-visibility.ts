import { useCallback, useEffect, useRef, useState } from 'react';

/** spec §9: the header hides only past 100 px of scroll, and only after more than 5 px of movement. */
export const HEADER_HIDE_AFTER_PX = 100;
export const HEADER_SCROLL_DELTA_PX = 5;

export interface HeaderScrollState {
  visible: boolean;
  /** The scroll position the last decision was made at; small movements accumulate against it. */
  lastY: number;
}

/**
 * spec §2 Header: hides when scrolling down past 100 px after more than 5 px of downward
 * movement; reappears on upward scroll and always near the top.
 */
export function nextHeaderState(previous: HeaderScrollState, y: number): HeaderScrollState {
  if (y <= HEADER_HIDE_AFTER_PX) return { visible: true, lastY: y };
  const delta = y - previous.lastY;
  if (Math.abs(delta) <= HEADER_SCROLL_DELTA_PX) return previous;
  return { visible: delta < 0, lastY: y };
}

/** Whether the header shows, and a function that shows it (e.g. when a header link gets focus). */
export function useHeaderVisible(): [boolean, () => void] {
  const [visible, setVisible] = useState(true);
  const state = useRef<HeaderScrollState>({ visible: true, lastY: 0 });

  useEffect(() => {
    state.current = { visible: true, lastY: window.scrollY };
    const onScroll = () => {
      state.current = nextHeaderState(state.current, window.scrollY);
      setVisible(state.current.visible);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const reveal = useCallback(() => {
    state.current = { ...state.current, visible: true };
    setVisible(true);
  }, []);
  return [visible, reveal];
}
