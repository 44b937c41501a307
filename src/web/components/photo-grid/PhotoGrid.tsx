import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { GridPhoto } from '../../../core/grid-photo';
import {
  aspectRatioOf,
  createLayoutCache,
  GRID_EAGER_PHOTOS,
  gridMetrics,
  justifiedLayout,
  type LayoutRow,
} from '../../../core/justified-layout';
import { paths } from '../../../core/paths';
import { removeServedShell } from '../../page-data';
import { Spinner } from '../Spinner';
import { useCardDetails } from './card-details';
import { gridStatusText } from './grid-status';
import { PhotoCard } from './PhotoCard';
import { rememberPhotoList } from './photo-list';
import { useContainerWidth } from './use-container-width';
import { useLoadMore } from './use-load-more';
import { useRovingCard } from './use-roving-card';
import { useVisibleRows } from './use-visible-rows';

/**
 * The contract every page uses: the justified, virtualised grid of spec §9. It is a WAI-ARIA grid
 * with one Tab stop (use-roving-card.ts): the arrow keys, Home and End move between the cards.
 */
export interface PhotoGridProps {
  /** The photos loaded so far, in order (all pages of an infinite query, flattened). */
  photos: readonly GridPhoto[];
  /** All matches, for "Showing a-b of N photos" and "Showing all N photos". */
  total: number;
  /** `total` is the search's estimate: "of about N". */
  totalIsEstimate?: boolean;
  /** More pages exist: the grid calls onLoadMore near the end (infinite scroll). */
  hasMore: boolean;
  isFetchingMore: boolean;
  onLoadMore?: () => void;
  /** Guests clicking a photo go to /auth with returnUrl /photo/{photoid} (spec §2). */
  signedIn: boolean;
  /** Overrides the responsive row height (home's popular strip: 180). */
  targetRowHeight?: number;
  /** The "Showing …" line and the end logo; off for strips such as home's popular photos. */
  showStatus?: boolean;
  /** Accessible name of the grid, e.g. "Search results". */
  label: string;
  /** The grid's id, for a "Skip to results" link (focusing the grid focuses its current card). */
  id?: string;
  /**
   * Shown where the list stops instead of "Showing all N photos" and the end logo: a guest's list
   * is cut at 24, and its end says so (components/GuestBanner.tsx).
   */
  listEnd?: ReactNode;
}

/** spec §9: one cache of layouts for the whole app, 100 entries, the 20 oldest dropped when full. */
const layouts = createLayoutCache(100, 20);

export function PhotoGrid({
  photos,
  total,
  totalIsEstimate = false,
  hasMore,
  isFetchingMore,
  onLoadMore,
  signedIn,
  targetRowHeight,
  showStatus = true,
  label,
  id,
  listEnd,
}: PhotoGridProps) {
  const container = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(container);
  const viewport = typeof window === 'undefined' ? 1280 : window.innerWidth;
  const metrics = gridMetrics(viewport);
  const target = targetRowHeight ?? metrics.targetRowHeight;
  const layout = useMemo(() => {
    // One entry per list (its first photo) and geometry; its length and last photo mark the version.
    const key = `${width}:${target}:${metrics.spacing}:${photos[0]?.id}`;
    const version = `${photos.length}:${photos.at(-1)?.id}`;
    return layouts.get(key, version, () =>
      justifiedLayout(
        photos.map((photo) => aspectRatioOf(photo.width, photo.height)),
        { containerWidth: width, targetRowHeight: target, spacing: metrics.spacing },
      ),
    );
  }, [photos, width, target, metrics.spacing]);
  const drawn = width > 0 && layout.boxes.length > 0;
  // A search's first rows drawn by the served page (server/http/page-shells.ts) go in the frame these are drawn.
  useLayoutEffect(() => {
    if (drawn) removeServedShell();
  }, [drawn]);
  const [firstRow, lastRow] = useVisibleRows(container, layout.rows);
  useLoadMore(sentinel, { enabled: hasMore, busy: isFetchingMore, onLoadMore, itemCount: photos.length });
  const roving = useRovingCard(container, { photos, layout, hasMore, onLoadMore });
  const cardDetails = useCardDetails(signedIn);

  const photoids = useMemo(() => photos.map((photo) => photo.photoid), [photos]);
  const onOpen = useCallback((photoid: number) => rememberPhotoList(photoids, photoid), [photoids]);

  return (
    <div>
      {/* A layout grid of absolutely placed cards, not a table of data: divs with grid roles. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a justified layout, not tabular data. */}
      <div
        ref={container}
        id={id}
        role="grid"
        aria-label={label}
        // Rows far from the screen are not in the page; while more can load, nobody knows how many.
        aria-rowcount={hasMore ? -1 : layout.rows.length}
        // Focusable only to hand the focus to its card (a skip link's target), never a Tab stop.
        tabIndex={-1}
        onKeyDown={roving.onKeyDown}
        onFocus={roving.onFocus}
        onBlur={roving.onBlur}
        className="relative w-full focus:outline-none"
        // Before the first measurement the list holds its rows' likely height, so nothing jumps.
        style={{
          height: width > 0 ? layout.height : Math.ceil(photos.length / 4) * (target + metrics.spacing),
        }}
      >
        {width > 0 &&
          drawnRows(layout.rows, firstRow, lastRow, roving.activeIndex).map((rowIndex) => {
            const row = layout.rows[rowIndex];
            if (!row) return null;
            return (
              // The focus is on the links and buttons in the cells (WAI-ARIA layout grid), not here.
              // biome-ignore lint/a11y/useSemanticElements: a justified layout, not tabular data.
              // biome-ignore lint/a11y/useFocusableInteractive: focus goes to the cells' controls.
              <div key={rowIndex} role="row" aria-rowindex={rowIndex + 1}>
                {layout.boxes.slice(row.start, row.end).map((box) => {
                  const photo = photos[box.index];
                  if (!photo) return null;
                  const href = paths.photo.href({ photoid: photo.photoid });
                  return (
                    <PhotoCard
                      key={photo.id}
                      index={box.index}
                      photo={photo}
                      href={signedIn ? href : paths.auth.href({ returnUrl: href })}
                      box={box}
                      details={cardDetails}
                      onOpen={onOpen}
                      eager={box.index < GRID_EAGER_PHOTOS}
                      active={box.index === roving.activeIndex}
                    />
                  );
                })}
              </div>
            );
          })}
      </div>
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {isFetchingMore && (
        <div className="flex justify-center py-6">
          <Spinner label="Loading more photos" className="size-6" />
        </div>
      )}
      {showStatus && photos.length > 0 && !hasMore && listEnd}
      {showStatus && photos.length > 0 && (hasMore || !listEnd) && (
        <div className="flex flex-col items-center gap-3 py-8 text-sm text-ink-soft">
          <p aria-live="polite">{gridStatusText(photos.length, total, hasMore, totalIsEstimate)}</p>
          {!hasMore && (
            <p className="font-display text-2xl text-sepia" role="img" aria-label="That's all, folks!">
              That's all, folks!
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The rows in the page: those near the screen, and the row of the card holding the grid's Tab
 * stop wherever it is, so scrolling away never takes the focused element out of the page.
 */
function drawnRows(rows: readonly LayoutRow[], first: number, last: number, activeIndex: number): number[] {
  const drawn: number[] = [];
  // At least one row, as before the first measurement said which are near.
  for (let row = first; row < Math.min(Math.max(last, first + 1), rows.length); row++) drawn.push(row);
  const activeRow = rows.findIndex((row) => activeIndex >= row.start && activeIndex < row.end);
  if (activeRow >= 0 && !drawn.includes(activeRow)) {
    drawn.push(activeRow);
    drawn.sort((a, b) => a - b);
  }
  return drawn;
}
