import { Link } from 'react-router';
import { paths } from '../../../core/paths';
import type { PhotoRow } from '../../../core/photo-row';

/** The contract every page uses; the justified, virtualised grid of spec §9 replaces this body. */
export interface PhotoGridProps {
  /** The photos loaded so far, in order (all pages of an infinite query, flattened). */
  photos: readonly PhotoRow[];
  /** All matches, for "Showing a-b of N photos" and "Showing all N photos". */
  total: number;
  /** More pages exist: the grid calls onLoadMore near the end (infinite scroll). */
  hasMore: boolean;
  isFetchingMore: boolean;
  onLoadMore?: () => void;
  /** Guests clicking a photo go to /auth with returnUrl /photo/{photoid} (spec §2). */
  signedIn: boolean;
  /** Overrides the responsive row height (home's popular strip: 180). */
  targetRowHeight?: number;
  /** The "Showing …" line and the end logo; off for strips such as home's popular photos. */
  showStatus?: boolean;
  /** Accessible name of the grid, e.g. "Search results". */
  label: string;
}

export function PhotoGrid({ photos, signedIn, label }: PhotoGridProps) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {photos.map((photo) => {
        const href = paths.photo.href({ photoid: photo.photoid });
        return (
          <li key={photo.id}>
            <Link to={signedIn ? href : paths.auth.href({ returnUrl: href })}>
              <img src={photo.thumbnail_url ?? ''} alt={photo.title ?? 'Photo'} className="h-40" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
