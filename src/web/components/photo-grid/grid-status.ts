const count = new Intl.NumberFormat('en-US');

/** spec §2 grid: "Showing a-b of N photos" while more can load, "Showing all N photos" at the end. */
export function gridStatusText(loaded: number, total: number, hasMore: boolean): string {
  if (!hasMore) return `Showing all ${count.format(Math.max(total, loaded))} photos`;
  return `Showing 1-${count.format(loaded)} of ${count.format(Math.max(total, loaded))} photos`;
}
