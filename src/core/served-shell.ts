/**
 * The served page's picture of what the app is about to draw (server/http/page-shells.ts): the
 * home hero, a search's first rows, a photo's preview. On a phone on a slow line the scripts take
 * seconds to arrive and run; the page's largest picture should not wait for them. The app removes
 * the stand-in in the frame its own page is drawn (web/page-data.ts `removeServedShell`).
 */
import {
  aspectRatioOf,
  GRID_EAGER_PHOTOS,
  GRID_ROW_HEIGHT,
  GRID_SPACING,
  type JustifiedLayout,
  justifiedLayout,
} from './justified-layout';
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

/**
 * A search's first rows as the served page draws them (server/http/page-shells.ts): the photos
 * that have a picture, laid out at `SHELL_GRID_WIDTH`, and the rows up to the last photo the
 * page asks for at once (whole rows).
 */
export function shellGridLayout<P extends ShellPhoto>(
  photos: readonly P[],
): { photos: P[]; layout: JustifiedLayout; rows: JustifiedLayout['rows'] } {
  const withImages = photos.filter((photo) => photo.thumbnail_url);
  const layout = justifiedLayout(
    withImages.map((photo) => aspectRatioOf(photo.width, photo.height)),
    {
      containerWidth: SHELL_GRID_WIDTH,
      targetRowHeight: GRID_ROW_HEIGHT.mobile,
      spacing: GRID_SPACING.mobile,
    },
  );
  return { photos: withImages, layout, rows: layout.rows.filter((row) => row.start < GRID_EAGER_PHOTOS) };
}

/**
 * The photos a search page asks for at once (the first `GRID_EAGER_PHOTOS` with a picture),
 * largest on a phone's screen first. The largest is the page's largest paint; over HTTP/1.1 a
 * browser opens six connections to a server, and asked for seventh it waited for one of the
 * smaller pictures to finish (issue 22: the search page's LCP).
 */
export function eagerPhotosLargestFirst<P extends ShellPhoto>(photos: readonly P[]): P[] {
  const { photos: withImages, layout } = shellGridLayout(photos);
  const area = (index: number) => {
    const box = layout.boxes[index];
    return box ? box.width * box.height : 0;
  };
  return withImages
    .slice(0, GRID_EAGER_PHOTOS)
    .map((photo, index) => ({ photo, area: area(index) }))
    .sort((a, b) => b.area - a.area)
    .map(({ photo }) => photo);
}
