import { guestListEnd } from '../../../core/guest-cap';
import { answerKey } from '../../../core/page-answers';
import { paths } from '../../../core/paths';
import { gridImageSizes, photoSourceSet } from '../../../core/photo-sources';
import { photoPageKey } from '../../../core/route-validity';
import {
  effectiveSort,
  GUEST_RESULT_CAP,
  SEARCH_PAGE_SIZE,
  searchParamsSchema,
} from '../../../core/search-params';
import { eagerPhotosLargestFirst, type PageShell, searchHeading } from '../../../core/served-shell';
import { photoCount } from '../../../core/taxonomy-titles';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../errors';
import { photoDetail } from './photo-detail.service';
import { type SearchTuning, searchPhotos } from './search.service';

/** Who the page is for: null for a guest. */
export interface PageViewer {
  admin: boolean;
}

/** An image the page asks for ahead of its app: the file, or the set and sizes its `<img>` will have. */
export interface PageImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

/**
 * What a page carries for its app: API answers by address, the images they will show first, and
 * what the page draws of them before the app has run (core/served-shell.ts).
 */
export interface PageAnswers {
  answers: Record<string, unknown>;
  images: PageImage[];
  shell: PageShell | null;
}

const NONE: PageAnswers = { answers: {}, images: [], shell: null };
const count = new Intl.NumberFormat('en-US');

/**
 * `/search?q=…` (and an optional sort): the first page of results the app asks for, at the
 * address it asks with. The app's sort is the URL's, else one it remembers, else the default;
 * the server knows no remembered sort, so when there is one the answer goes unused and the app
 * asks as before. Random order needs the visitor's own seed, and filters are left to the app.
 */
async function searchAnswer(
  handle: DatabaseHandle,
  url: URL,
  viewer: PageViewer | null,
  tuning: SearchTuning | undefined,
): Promise<PageAnswers> {
  if ([...url.searchParams.keys()].some((key) => key !== 'q' && key !== 'sort')) return NONE;
  const parsed = searchParamsSchema.safeParse({
    q: url.searchParams.get('q') ?? undefined,
    sort: url.searchParams.get('sort') ?? undefined,
  });
  if (!parsed.success) return NONE;
  const q = parsed.data.q;
  const sort = effectiveSort(parsed.data.sort, q !== '');
  if (sort === 'random') return NONE;
  const limit = viewer ? SEARCH_PAGE_SIZE : GUEST_RESULT_CAP;
  const query = { ...(q ? { q } : {}), sort, limit: String(limit), offset: '0' };
  const answer = await searchPhotos(handle, searchParamsSchema.parse(query), {
    signedIn: viewer !== null,
    pageSize: SEARCH_PAGE_SIZE,
    guestCap: GUEST_RESULT_CAP,
    tuning,
  });
  // The grid's first photos load at once: the page asks for them with the same set and sizes,
  // the largest on a phone first.
  const images = eagerPhotosLargestFirst(answer.items).flatMap((photo): PageImage[] => {
    const srcset = photoSourceSet(photo);
    return photo.thumbnail_url && srcset
      ? [{ href: photo.thumbnail_url, srcset, sizes: gridImageSizes(photo) }]
      : [];
  });
  const capped = viewer ? null : guestListEnd(answer.items.length, answer.total, answer.total_is_estimate);
  return {
    answers: { [answerKey(`/api/photos/search?${new URLSearchParams(query)}`)]: answer },
    images,
    shell: {
      page: 'search',
      heading: searchHeading(q),
      photos: answer.items,
      guestCap: capped
        ? {
            shown: count.format(answer.items.length),
            total: photoCount(answer.total, answer.total_is_estimate),
          }
        : null,
    },
  };
}

/** A member's photo page: the photo's detail (guests are sent to sign in, and get nothing). */
async function detailAnswer(handle: DatabaseHandle, key: string, viewer: PageViewer): Promise<PageAnswers> {
  try {
    const detail = await photoDetail(handle, key, { admin: viewer.admin });
    return {
      answers: { [answerKey(`/api/photos/${key}`)]: detail },
      // The preview is the page's largest picture.
      images: detail.photo.preview_url ? [{ href: detail.photo.preview_url }] : [],
      shell: { page: 'photo', title: detail.photo.title ?? `#${detail.photo.photoid}`, photo: detail.photo },
    };
  } catch (error) {
    // No such photo: the app asks and shows its own message.
    if (error instanceof AppError) return NONE;
    throw error;
  }
}

/** The API answers the page at `url` carries for its app (see src/core/page-answers.ts). */
export async function photoPageAnswers(
  handle: DatabaseHandle,
  url: URL,
  viewer: PageViewer | null,
  tuning?: SearchTuning,
): Promise<PageAnswers> {
  if (url.pathname === paths.search.path) return searchAnswer(handle, url, viewer, tuning);
  const key = photoPageKey(url.pathname);
  if (key !== null && viewer) return detailAnswer(handle, key, viewer);
  return NONE;
}
