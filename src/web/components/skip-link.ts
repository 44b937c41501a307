/**
 * The look of a skip link ("Skip to content", "Skip to results"): hidden until it has the focus,
 * then over the top left of the page with the ring of `.skip-link` (styles.css), which keeps 3:1
 * on the dark header and on the page (issue 23).
 */
export const SKIP_LINK_CLASS =
  'skip-link sr-only z-50 rounded bg-ink px-4 py-2 text-paper focus:not-sr-only focus:fixed focus:left-4 focus:top-4';
