import type { ToasterProps } from 'sonner';

/** spec §9 toasts: bottom-right, 4000 ms, gap 12 px, offset 16 px, at most 5 visible, expanded, max 90vw. */
export const TOASTER_OPTIONS = {
  position: 'bottom-right',
  duration: 4000,
  gap: 12,
  offset: 16,
  visibleToasts: 5,
  expand: true,
  toastOptions: { style: { maxWidth: '90vw' } },
} as const satisfies ToasterProps;
