import type { ReactNode } from 'react';

/**
 * A wide table's frame: it scrolls sideways on a narrow screen, so keyboard users must be able to
 * reach it (axe: scrollable-region-focusable). Named after what it holds. `relative` keeps a
 * visually hidden heading inside it from widening the page.
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
      tabIndex={0}
      className={`relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sepia ${className}`}
    >
      {children}
    </section>
  );
}
