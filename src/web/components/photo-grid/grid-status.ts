import { photoCount } from '../../../core/taxonomy-titles';

const count = new Intl.NumberFormat('en-US');

/**
 * spec §2 grid: "Showing a-b of N photos" while more can load ("of about N" while N is the
 * search's estimate), "Showing all N photos" at the end.
 */
export function gridStatusText(loaded: number, total: number, hasMore: boolean, estimated = false): string {
  if (!hasMore) return `Showing all ${count.format(Math.max(total, loaded))} photos`;
  return `Showing 1-${count.format(loaded)} of ${photoCount(Math.max(total, loaded), estimated)} photos`;
}
