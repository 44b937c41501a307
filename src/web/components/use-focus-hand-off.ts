import { type FocusEvent, useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A control that another takes the place of ("Add to Cart" becoming the "In Cart" link) hands
 * the focus to its replacement, so a keyboard user is not sent back to the top of the page
 * (issue 23, WAI-ARIA: focus is never lost). Spread the result on an element around both (a
 * `display: contents` span does), and pass `shown`, a name for which of them is drawn: when it
 * changes while the focus was inside, the first focusable element inside takes it. Focus the
 * person has moved elsewhere meanwhile is left where it is.
 */
export function useFocusHandOff<T extends HTMLElement>(shown: string) {
  const ref = useRef<T>(null);
  const held = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the control shown changes.
  useLayoutEffect(() => {
    const wrapper = ref.current;
    if (!held.current || !wrapper) return;
    const active = document.activeElement;
    if (active && active !== document.body && !wrapper.contains(active)) return;
    wrapper.querySelector<HTMLElement>('a[href], button, [tabindex]')?.focus();
  }, [shown]);

  const onFocus = useCallback(() => {
    held.current = true;
  }, []);

  const onBlur = useCallback((event: FocusEvent<T>) => {
    const next = event.relatedTarget;
    const left = event.target;
    if (next instanceof Node) {
      held.current = event.currentTarget.contains(next);
      return;
    }
    // Focus went nowhere: a click outside anything focusable lets it go; the control being taken
    // out of the page (replaced) does not.
    queueMicrotask(() => {
      if (left.isConnected) held.current = false;
    });
  }, []);

  return { ref, onFocus, onBlur };
}
