/**
 * Keeps a toast from covering what the person is about to tap next (issue 22 item 5). spec §9 puts
 * toasts bottom-right; but a toast raised by a button near that corner (the photo page's "Add to
 * Cart" with "Add to wishlist" beside it, a grid card's cart button low on a phone) would land on
 * that button's neighbours. Such a toast goes to the top instead, under the header. The rest of
 * the rule lives in CSS (styles.css): taps pass through a toast's body, and a phone shows one.
 */

export type ToastPosition = 'bottom-right' | 'top-right';

export interface Point {
  x: number;
  y: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** spec §9 offset, and sonner's toast width. */
const OFFSET = 16;
const TOAST_WIDTH = 356;
/** sonner's own breakpoint: at or below it a toast spans the screen. */
export const FULL_WIDTH_TOASTS_MAX = 600;
/** The height a toast (two lines, or one with an action) takes at the bottom, with a margin. */
const TOAST_BAND = 140;
/** A finger or a pointer is not a point: what lies this close to the toast counts as under it. */
const MARGIN = 24;

/**
 * Where a toast raised by an action at `point` goes: bottom-right (spec §9), unless `point` lies
 * where that toast will be drawn; then top-right. No point (the toast did not follow an action of
 * the person's) keeps the spec's corner.
 */
export function toastPositionAwayFrom(point: Point | null, viewport: Viewport): ToastPosition {
  if (point === null) return 'bottom-right';
  const fullWidth = viewport.width <= FULL_WIDTH_TOASTS_MAX;
  const left = fullWidth ? 0 : viewport.width - OFFSET - TOAST_WIDTH - MARGIN;
  const top = viewport.height - OFFSET - TOAST_BAND - MARGIN;
  return point.x >= left && point.y >= top ? 'top-right' : 'bottom-right';
}

/** A pointer press counts as the cause of a toast for this long (a slow network answers in time). */
const ACTION_WINDOW_MS = 5000;

let lastPress: { point: Point; at: number } | null = null;
let listening = false;

/** Listens once, in the capture phase, so no component can hide a press from it. */
function listen(): void {
  if (typeof window === 'undefined' || listening) return;
  listening = true;
  window.addEventListener(
    'pointerdown',
    (event) => {
      lastPress = { point: { x: event.clientX, y: event.clientY }, at: Date.now() };
    },
    { capture: true, passive: true },
  );
  // A key press acts on the focused element: that, not an old pointer press, is where the action was.
  window.addEventListener('keydown', () => (lastPress = null), { capture: true, passive: true });
}
listen();

/** Where the person last acted: a recent press, else the focused control's centre, else null. */
function actionPoint(): Point | null {
  if (lastPress && Date.now() - lastPress.at <= ACTION_WINDOW_MS) return lastPress.point;
  const focused = typeof document === 'undefined' ? null : document.activeElement;
  if (!focused || focused === document.body) return null;
  const box = focused.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return null;
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** The `position` option for a toast shown now, away from where the person just acted. */
export function toastPlacement(): { position: ToastPosition } {
  if (typeof window === 'undefined') return { position: 'bottom-right' };
  return {
    position: toastPositionAwayFrom(actionPoint(), { width: window.innerWidth, height: window.innerHeight }),
  };
}
