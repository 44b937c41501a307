import { photosText } from '../../../core/guest-cap';
import { photoCount } from '../../../core/taxonomy-titles';

const count = new Intl.NumberFormat('en-US');

/**
 * spec §2 grid: "Showing a-b of N photos" while more can load ("of about N" while N is the
 * search's estimate), "Showing all N photos" at the end.
 */
export function gridStatusText(loaded: number, total: number, hasMore: boolean, estimated = false): string {
  const all = Math.max(total, loaded);
  // "Showing all 1 photos" reads wrong; one photo is simply shown.
  if (!hasMore) return all === 1 ? `Showing ${photosText(1)}` : `Showing all ${count.format(all)} photos`;
  return `Showing 1-${count.format(loaded)} of ${photoCount(Math.max(total, loaded), estimated)} photos`;
}
