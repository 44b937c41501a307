import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { GridPhoto } from '../../../core/grid-photo';
import type { JustifiedLayout } from '../../../core/justified-layout';
import { type GridMove, gridMoveOf, gridTarget } from './grid-navigation';

/** The attribute each card carries with its photo's index in the list. */
export const CARD_INDEX_ATTRIBUTE = 'data-photo-index';

/** Moves that can go on past the last loaded photo once more have arrived. */
const ONWARD: ReadonlySet<GridMove> = new Set(['next', 'down', 'last']);

interface RovingOptions {
  photos: readonly GridPhoto[];
  layout: Pick<JustifiedLayout, 'rows' | 'boxes'>;
  hasMore: boolean;
  onLoadMore?: (() => void) | undefined;
}

function cardElement(grid: HTMLElement | null, index: number): HTMLElement | null {
  return grid?.querySelector<HTMLElement>(`[${CARD_INDEX_ATTRIBUTE}="${index}"]`) ?? null;
}

/** The card's photo link: the element the grid's one Tab stop is. */
function cardLink(grid: HTMLElement | null, index: number): HTMLElement | null {
  return cardElement(grid, index)?.querySelector<HTMLElement>('a') ?? null;
}

/**
 * The grid's roving tab index (WAI-ARIA grid pattern): one card at a time is the grid's Tab stop
 * (its photo link and its own buttons), the arrow keys, Home and End move to another card. The
 * card is remembered by its photo, so it survives its row being drawn again, more pages arriving
 * and a narrower window re-flowing the rows; PhotoGrid keeps its row drawn while it holds the
 * focus, and if the focus still falls out of the grid (the rows re-flowed under it) it is put
 * back on the card.
 */
export function useRovingCard(grid: RefObject<HTMLElement | null>, options: RovingOptions) {
  const { photos, layout, hasMore, onLoadMore } = options;
  const [activeId, setActiveId] = useState<string | null>(null);
  const indexOf = useMemo(() => new Map(photos.map((photo, index) => [photo.id, index])), [photos]);
  const activeIndex = (activeId !== null ? indexOf.get(activeId) : undefined) ?? 0;
  /** Focus the active card once it is drawn (it may be in a row that was not). */
  const focusPending = useRef(false);
  /** Focus is somewhere in the grid: if the element holding it goes, it comes back to the card. */
  const holdsFocus = useRef(false);
  /** A move asked past the last loaded photo, made when the next page arrives. */
  const waitingMove = useRef<{ from: number; move: GridMove } | null>(null);

  const moveTo = useCallback(
    (index: number) => {
      const photo = photos[index];
      if (!photo) return;
      focusPending.current = true;
      setActiveId(photo.id);
    },
    [photos],
  );

  // After every render (no dependencies): a move's card drawn, or the focus lost with a row.
  useLayoutEffect(() => {
    const element = grid.current;
    if (focusPending.current) {
      const link = cardLink(element, activeIndex);
      if (!link) return;
      focusPending.current = false;
      link.focus({ preventScroll: true });
      // Nearest, not centred: the page moves only as far as the card needs (scroll-margin keeps
      // it clear of the fixed header).
      cardElement(element, activeIndex)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      return;
    }
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (holdsFocus.current && lost) cardLink(element, activeIndex)?.focus({ preventScroll: true });
  });

  // A move past the end waits for the next page; the layout of the new photos is there with it.
  useEffect(() => {
    const waiting = waitingMove.current;
    if (!waiting || waiting.from >= photos.length - 1) return;
    waitingMove.current = null;
    const target = gridTarget(layout, waiting.from, waiting.move);
    if (target !== null) moveTo(target);
  }, [photos.length, layout, moveTo]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const move = gridMoveOf(event);
      if (move === null) return;
      event.preventDefault();
      const target = gridTarget(layout, activeIndex, move);
      if (target !== null) {
        moveTo(target);
        return;
      }
      if (ONWARD.has(move) && hasMore && activeIndex === photos.length - 1) {
        waitingMove.current = { from: activeIndex, move: move === 'last' ? 'last' : 'next' };
        onLoadMore?.();
      }
    },
    [layout, activeIndex, moveTo, hasMore, photos.length, onLoadMore],
  );

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      holdsFocus.current = true;
      // The grid itself (a skip link's target) hands the focus to its card.
      if (event.target === event.currentTarget) {
        focusPending.current = false;
        const link = cardLink(event.currentTarget, activeIndex);
        link?.focus();
        return;
      }
      // A card focused another way (a click, a screen reader) becomes the grid's Tab stop.
      const card = event.target.closest(`[${CARD_INDEX_ATTRIBUTE}]`);
      const index = Number(card?.getAttribute(CARD_INDEX_ATTRIBUTE));
      const photo = Number.isInteger(index) ? photos[index] : undefined;
      if (photo && photo.id !== activeId) setActiveId(photo.id);
    },
    [activeIndex, activeId, photos],
  );

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    const left = event.target;
    if (next instanceof Node) {
      holdsFocus.current = event.currentTarget.contains(next);
      return;
    }
    // Focus went nowhere: either the person clicked outside anything focusable, or the element
    // holding it was taken out of the page (its row re-flowed). Only the second brings it back.
    queueMicrotask(() => {
      if (left.isConnected) holdsFocus.current = false;
    });
  }, []);

  return { activeIndex, onKeyDown, onFocus, onBlur };
}
