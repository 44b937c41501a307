/**
 * Justified photo rows (spec §9 "Grid"): every row fills the width at about the target height,
 * photos keep their proportions. Pure: the grid component measures, this module places.
 */

/** spec §9: row height, spacing and breakpoints. */
export const GRID_BREAKPOINTS = { tablet: 768, desktop: 1024 } as const;
export const GRID_ROW_HEIGHT = { mobile: 120, tablet: 160, desktop: 200 } as const;
export const GRID_SPACING = { mobile: 4, tablet: 6, desktop: 8 } as const;
/** spec §9: aspect ratios are clamped to 0.5–3; a photo without a size counts as 1.5. */
export const ASPECT_MIN = 0.5;
export const ASPECT_MAX = 3;
export const ASPECT_DEFAULT = 1.5;
/** Photos in the first rows load at once (they are on screen before any scroll); the rest lazily. */
export const GRID_EAGER_PHOTOS = 8;
/** spec §9: a row is between 0.75× and 1.25× of the target height. */
export const ROW_HEIGHT_MIN_FACTOR = 0.75;
export const ROW_HEIGHT_MAX_FACTOR = 1.25;

/** The row height and spacing for a viewport width (spec §9 breakpoints 768 and 1024). */
export function gridMetrics(viewportWidth: number): { targetRowHeight: number; spacing: number } {
  if (viewportWidth >= GRID_BREAKPOINTS.desktop)
    return { targetRowHeight: GRID_ROW_HEIGHT.desktop, spacing: GRID_SPACING.desktop };
  if (viewportWidth >= GRID_BREAKPOINTS.tablet)
    return { targetRowHeight: GRID_ROW_HEIGHT.tablet, spacing: GRID_SPACING.tablet };
  return { targetRowHeight: GRID_ROW_HEIGHT.mobile, spacing: GRID_SPACING.mobile };
}

/** Width ÷ height, clamped; unknown or broken sizes count as the default. */
export function aspectRatioOf(width: number | null | undefined, height: number | null | undefined): number {
  if (!width || !height || width <= 0 || height <= 0) return ASPECT_DEFAULT;
  return Math.min(ASPECT_MAX, Math.max(ASPECT_MIN, width / height));
}

export interface LayoutBox {
  /** Index of the photo in the input. */
  index: number;
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface LayoutRow {
  top: number;
  height: number;
  /** Indexes [start, end) of the photos in this row. */
  start: number;
  end: number;
}

export interface JustifiedLayout {
  boxes: LayoutBox[];
  rows: LayoutRow[];
  /** The height of the whole grid. */
  height: number;
}

export interface LayoutOptions {
  containerWidth: number;
  targetRowHeight: number;
  spacing: number;
}

/** The height at which `ratios` exactly fill `width` with `spacing` between them. */
function fillingHeight(ratioSum: number, count: number, width: number, spacing: number): number {
  return (width - spacing * (count - 1)) / ratioSum;
}

/**
 * Greedy justified rows: photos join a row until it would fall below the target height; the row
 * then takes whichever of "with" or "without" the last photo lands nearer the target, clamped to
 * 0.75–1.25× of it. The last row, if it cannot fill the width near the target, stays at the
 * target height and left-aligned instead of being stretched.
 */
export function justifiedLayout(ratios: readonly number[], options: LayoutOptions): JustifiedLayout {
  const { containerWidth, targetRowHeight, spacing } = options;
  const minHeight = targetRowHeight * ROW_HEIGHT_MIN_FACTOR;
  const maxHeight = targetRowHeight * ROW_HEIGHT_MAX_FACTOR;
  const boxes: LayoutBox[] = [];
  const rows: LayoutRow[] = [];
  if (containerWidth <= 0 || ratios.length === 0) return { boxes, rows, height: 0 };

  let top = 0;
  let start = 0;
  const placeRow = (end: number, height: number, justify: boolean) => {
    let left = 0;
    let sum = 0;
    for (let index = start; index < end; index++) sum += ratios[index] ?? ASPECT_DEFAULT;
    // Rounding is spread over the row so it ends exactly at the container's edge when justified.
    const available = containerWidth - spacing * (end - start - 1);
    for (let index = start; index < end; index++) {
      const ratio = ratios[index] ?? ASPECT_DEFAULT;
      const isLast = index === end - 1;
      const width =
        justify && isLast
          ? containerWidth - left
          : Math.max(1, Math.round(justify ? (ratio / sum) * available : ratio * height));
      boxes.push({ index, top, left, width, height: Math.round(height) });
      left += width + spacing;
    }
    rows.push({ top, height: Math.round(height), start, end });
    top += Math.round(height) + spacing;
    start = end;
  };

  while (start < ratios.length) {
    let sum = 0;
    let end = start;
    let height = Number.POSITIVE_INFINITY;
    while (end < ratios.length) {
      const withNext = fillingHeight(
        sum + (ratios[end] ?? ASPECT_DEFAULT),
        end - start + 1,
        containerWidth,
        spacing,
      );
      if (withNext < targetRowHeight && end > start) {
        // Keep the photo if that lands nearer the target than leaving it for the next row.
        if (Math.abs(withNext - targetRowHeight) < Math.abs(height - targetRowHeight)) {
          sum += ratios[end] ?? ASPECT_DEFAULT;
          end += 1;
          height = withNext;
        }
        break;
      }
      sum += ratios[end] ?? ASPECT_DEFAULT;
      end += 1;
      height = withNext;
    }
    const isLastRow = end >= ratios.length;
    if (isLastRow && height > maxHeight) {
      // Too few photos to fill the last row: target height, not stretched.
      placeRow(end, targetRowHeight, false);
    } else if (height > maxHeight || height < minHeight) {
      // One photo too narrow or too wide to fill a row within bounds: clamp, and never overflow.
      const clamped = Math.min(maxHeight, Math.max(minHeight, height));
      const fits = clamped * sum + spacing * (end - start - 1) <= containerWidth;
      placeRow(end, fits ? clamped : height, !fits);
    } else {
      placeRow(end, height, true);
    }
  }
  return { boxes, rows, height: Math.max(0, top - spacing) };
}

/**
 * spec §9 layout cache: up to `max` layouts, dropping the `evict` oldest when full, so scrolling
 * back and resizing to a width seen before costs nothing. One entry per list and geometry
 * (`key`): a list that grows (infinite scroll) replaces its entry, marked by `version`, instead of
 * keeping a layout for every length it had, which made memory grow with the square of its length.
 */
export function createLayoutCache(max = 100, evict = 20) {
  const entries = new Map<string, { version: string; layout: JustifiedLayout }>();
  return {
    get(key: string, version: string, compute: () => JustifiedLayout): JustifiedLayout {
      const known = entries.get(key);
      if (known?.version === version) return known.layout;
      entries.delete(key);
      if (entries.size >= max) {
        let dropped = 0;
        for (const oldest of entries.keys()) {
          if (dropped++ >= evict) break;
          entries.delete(oldest);
        }
      }
      const layout = compute();
      entries.set(key, { version, layout });
      return layout;
    },
    get size() {
      return entries.size;
    },
  };
}
