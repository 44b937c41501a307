import type { JustifiedLayout } from '../../../core/justified-layout';

/** Where a key asks the grid's focus to go (WAI-ARIA grid pattern, keyboard interaction). */
export type GridMove = 'previous' | 'next' | 'up' | 'down' | 'rowStart' | 'rowEnd' | 'first' | 'last';

/** The move a key press asks for, or null for keys the grid leaves alone. */
export function gridMoveOf(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): GridMove | null {
  if (event.altKey) return null;
  const wide = event.ctrlKey || event.metaKey;
  const moves: Record<string, GridMove> = {
    ArrowLeft: 'previous',
    ArrowRight: 'next',
    ArrowUp: 'up',
    ArrowDown: 'down',
    Home: wide ? 'first' : 'rowStart',
    End: wide ? 'last' : 'rowEnd',
  };
  return moves[event.key] ?? null;
}

/** The row holding photo `index` (rows are in order, so a binary search finds it). */
function rowOf(layout: Pick<JustifiedLayout, 'rows'>, index: number): number {
  let low = 0;
  let high = layout.rows.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const row = layout.rows[middle];
    if (!row) break;
    if (index < row.start) high = middle - 1;
    else if (index >= row.end) low = middle + 1;
    else return middle;
  }
  return -1;
}

/** In `row`, the photo whose box lies under `x` (the centre of the card moved from), else the nearest. */
function underX(layout: Pick<JustifiedLayout, 'rows' | 'boxes'>, row: number, x: number): number | null {
  const { start, end } = layout.rows[row] ?? { start: 0, end: 0 };
  let best: number | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let index = start; index < end; index++) {
    const box = layout.boxes[index];
    if (!box) continue;
    if (x >= box.left && x < box.left + box.width) return index;
    const distance = Math.abs(box.left + box.width / 2 - x);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  }
  return best;
}

/**
 * The photo a move lands on, by the rows as they are drawn: Left and Right follow the reading
 * order (and so run on into the next or previous row: the rows are only where the width broke
 * the list), Up and Down keep to the same place across, Home and End go to the ends of the row,
 * Ctrl+Home and Ctrl+End to the ends of what is loaded. Null when there is nowhere to go.
 */
export function gridTarget(
  layout: Pick<JustifiedLayout, 'rows' | 'boxes'>,
  from: number,
  move: GridMove,
): number | null {
  const count = layout.boxes.length;
  if (count === 0) return null;
  const row = rowOf(layout, from);
  const current = layout.rows[row];
  const box = layout.boxes[from];
  if (!current || !box) return null;
  const target = (() => {
    switch (move) {
      case 'previous':
        return from - 1;
      case 'next':
        return from + 1;
      case 'rowStart':
        return current.start;
      case 'rowEnd':
        return current.end - 1;
      case 'first':
        return 0;
      case 'last':
        return count - 1;
      case 'up':
        return row > 0 ? underX(layout, row - 1, box.left + box.width / 2) : null;
      case 'down':
        return row < layout.rows.length - 1 ? underX(layout, row + 1, box.left + box.width / 2) : null;
    }
  })();
  if (target === null || target < 0 || target >= count || target === from) return null;
  return target;
}
