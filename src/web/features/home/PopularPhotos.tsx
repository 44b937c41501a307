import { Link } from 'react-router';
import { paths } from '../../../core/paths';
import { ErrorState } from '../../components/ErrorState';
import { PhotoGrid } from '../../components/photo-grid/PhotoGrid';
import { Skeleton } from '../../components/Skeleton';
import { usePopularPhotos } from '../catalogue-overview';
import { useAuthState } from '../session';

/** spec §1: the home page's "Popular photos" strip: 24 photos in rows 180 px high. */
const POPULAR_STRIP_SIZE = 24;
const POPULAR_ROW_HEIGHT = 180;
const SKELETON_WIDTHS = ['w-56', 'w-40', 'w-64', 'w-48', 'w-44', 'w-60', 'w-52', 'w-40'];

export function PopularPhotos() {
  const popular = usePopularPhotos(POPULAR_STRIP_SIZE);
  const signedIn = useAuthState().status === 'signed-in';
  return (
    <section aria-labelledby="popular-title" className="mx-auto max-w-[120rem] px-4 py-14 sm:px-6">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id="popular-title" className="font-display text-3xl text-ink">
          Popular photos
        </h2>
        <Link
          to={paths.popular.path}
          className="text-sm font-medium text-sepia underline-offset-4 hover:underline"
        >
          See all popular photos
        </Link>
      </div>
      {popular.isPending ? (
        // The strip keeps its height while it loads, so nothing below it moves (CLS).
        <div role="status" aria-label="Loading popular photos" className="flex flex-wrap gap-2">
          {SKELETON_WIDTHS.map((width, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative placeholders.
            <Skeleton key={index} className={`h-[180px] grow ${width}`} />
          ))}
        </div>
      ) : popular.isError ? (
        <ErrorState
          title="Unable to load popular photos"
          retryLabel="Try again"
          onRetry={() => void popular.refetch()}
        >
          Something went wrong while loading these photos.
        </ErrorState>
      ) : popular.data.length === 0 ? (
        <p className="text-ink-soft">
          No popular photos available yet. Check back soon as our collection grows!
        </p>
      ) : (
        <PhotoGrid
          photos={popular.data}
          total={popular.data.length}
          hasMore={false}
          isFetchingMore={false}
          signedIn={signedIn}
          targetRowHeight={POPULAR_ROW_HEIGHT}
          showStatus={false}
          label="Popular photos"
        />
      )}
    </section>
  );
}
