import type { ToasterProps } from 'sonner';

/** The fixed header's height (Header.tsx, h-16): a toast at the top goes below it. */
const HEADER_HEIGHT = 64;

/** spec §9 offset, on every side but the top, where a toast clears the header. */
const OFFSET = { top: HEADER_HEIGHT + 16, right: 16, bottom: 16, left: 16 } as const;

/**
 * spec §9 toasts: bottom-right, 4000 ms, gap 12 px, offset 16 px, at most 5 visible, expanded, max
 * 90vw. A toast raised near that corner goes top-right instead (components/toast-placement.ts),
 * hence the top offset; on a phone the same offsets apply (sonner's `mobileOffset`).
 */
export const TOASTER_OPTIONS = {
  position: 'bottom-right',
  duration: 4000,
  gap: 12,
  offset: OFFSET,
  mobileOffset: OFFSET,
  visibleToasts: 5,
  expand: true,
  toastOptions: { style: { maxWidth: '90vw' } },
} as const satisfies ToasterProps;
