import { useLayoutEffect, useRef } from 'react';

/**
 * A removed row hands focus on (issue 23): when a row of a list goes away while it held focus
 * (its own "Remove" button was pressed), focus would fall to the page's top. Instead `focusRow`
 * is called with the row now in its place — the next one — or with `null` when it was the last,
 * for the list's heading. Rows removed while focus is elsewhere change nothing.
 *
 * @param ids the rows' ids, in the order shown
 */
export function useRemovedRowFocus(ids: readonly string[], focusRow: (id: string | null) => void): void {
  const previous = useRef(ids);
  // A layout effect: the row is gone from the page and nothing has painted without focus yet.
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = ids;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const still = new Set(ids);
    const goneAt = before.findIndex((id) => !still.has(id));
    if (goneAt === -1) return;
    focusRow(before.slice(goneAt + 1).find((id) => still.has(id)) ?? null);
  });
}
