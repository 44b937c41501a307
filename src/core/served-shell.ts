/**
 * The served page's picture of what the app is about to draw (server/http/page-shells.ts): the
 * home hero, a search's first rows, a photo's preview. On a phone on a slow line the scripts take
 * seconds to arrive and run; the page's largest picture should not wait for them. The app removes
 * the stand-in in the frame its own page is drawn (web/page-data.ts `removeServedShell`).
 */
import type { Orientation } from './orientation';

export { SERVED_SHELL_ELEMENT_ID } from './page-answers';

/**
 * The phone width a search's rows are laid out for in the served page (a 412 px screen less the
 * page's 16 px margins). On other phones the rows scale to fit; the app lays them out exactly.
 */
export const SHELL_GRID_WIDTH = 380;

/** spec §2: the search page's title. */
export function searchHeading(q: string): string {
  return q ? `Results for "${q}"` : 'Search photos';
}

/** spec §1 guest banner over a list cut at 24: "You're viewing 24 of 97 results". */
export function guestBannerTitle(shown: string, total: string): string {
  return `You're viewing ${shown} of ${total} results`;
}

export const GUEST_BANNER_TEXT = 'Sign in to access more photos and unlock our full collection';

/**
 * spec §2 photo detail layout: wide photos span the page above the details; tall and square ones
 * sit beside them. Shared by the page and its served stand-in, so the preview lands in one place.
 */
export const PHOTO_PAGE_LAYOUT: Record<Orientation, { grid: string; image: string }> = {
  horizontal: { grid: 'lg:grid-cols-1', image: 'max-h-[75vh]' },
  vertical: { grid: 'lg:grid-cols-[minmax(0,1fr)_24rem]', image: 'max-h-[85vh]' },
  square: { grid: 'lg:grid-cols-[minmax(0,1fr)_26rem]', image: 'max-h-[80vh]' },
};

/** The pictures a photo's stand-in shows: the sizes and files its grid card or page will use. */
export interface ShellPhoto {
  thumbnail_url: string | null;
  preview_url: string | null;
  width: number | null;
  height: number | null;
}

/** What the served page draws before the app runs, when it knows the page's first answer. */
export type PageShell =
  | {
      page: 'search';
      heading: string;
      photos: ShellPhoto[];
      /** The guest banner's two counts, already formatted; null when the viewer sees the whole list. */
      guestCap: { shown: string; total: string } | null;
    }
  | { page: 'photo'; title: string; photo: ShellPhoto };
