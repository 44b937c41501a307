import type { InfiniteData } from '@tanstack/react-query';
import { type GridPhoto, toGridPhoto } from '../../../core/grid-photo';
import { GUEST_RESULT_CAP, SEARCH_PAGE_SIZE } from '../../../core/search-rules';

/** One page of any photo list endpoint (search, taxonomy, collection). */
export interface PhotoPage {
  items: GridPhoto[];
  total: number;
  limit: number;
  offset: number;
  /** Search answers say when `total` is an estimate (more than 10,000 matches). */
  total_is_estimate?: boolean;
}

/** A page as an infinite list keeps it: its rows cut to what the grid shows (toGridPhoto). */
export function keptForTheGrid<P extends PhotoPage>(page: P): P {
  return { ...page, items: page.items.map(toGridPhoto) };
}

/** spec §9: 75 a page signed in (100 on the popular page), 24 for guests, who see no more. */
export function pageSizeFor(signedIn: boolean, signedInSize: number = SEARCH_PAGE_SIZE): number {
  return signedIn ? signedInSize : GUEST_RESULT_CAP;
}

/**
 * The next page's offset, or undefined at the end. spec §9: guests see the first 24 only;
 * signed-in users page on while a full page returns (an estimated total cannot end the list early).
 */
export function nextOffset(lastPage: PhotoPage, signedIn: boolean): number | undefined {
  if (!signedIn) return undefined;
  if (lastPage.limit <= 0 || lastPage.items.length < lastPage.limit) return undefined;
  const next = lastPage.offset + lastPage.items.length;
  if (!lastPage.total_is_estimate && next >= lastPage.total) return undefined;
  return next;
}

/** The pages flattened into the grid's list, without a photo twice (a list may shift while scrolling). */
export function flattenPages(data: InfiniteData<PhotoPage> | undefined): GridPhoto[] {
  if (!data) return [];
  const seen = new Set<string>();
  const photos: GridPhoto[] = [];
  for (const page of data.pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      photos.push(item);
    }
  }
  return photos;
}

/** True when the latest page came back short: the list has ended. */
function hasEnded(last: PhotoPage): boolean {
  return last.limit > 0 && last.items.length < last.limit;
}

/**
 * The list's size as the latest page tells it; never less than what is loaded. Once the list has
 * ended its size is what it held, so "Showing all N photos" is what the buyer saw.
 */
export function totalOf(data: InfiniteData<PhotoPage> | undefined, loaded: number): number {
  const last = data?.pages.at(-1);
  if (last?.total_is_estimate && hasEnded(last)) return Math.max(loaded, last.offset + last.items.length);
  return Math.max(last?.total ?? 0, loaded);
}

/** The total is the search's estimate (more than 10,000 matches) and the list has not ended. */
export function totalIsEstimate(data: InfiniteData<PhotoPage> | undefined): boolean {
  const last = data?.pages.at(-1);
  return Boolean(last?.total_is_estimate) && last !== undefined && !hasEnded(last);
}
