import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { guestListEnd } from '../../../../core/guest-cap';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { GuestBanner, GuestListEnd } from '../../../components/GuestBanner';
import { PhotoGrid } from '../../../components/photo-grid/PhotoGrid';
import { RESULTS_ID } from '../../../components/photo-grid/SkipToResults';
import { Skeleton } from '../../../components/Skeleton';
import { flattenPages, type PhotoPage, totalIsEstimate, totalOf } from '../photo-pages';

interface PhotoResultsProps<P extends PhotoPage> {
  query: UseInfiniteQueryResult<InfiniteData<P>, unknown>;
  signedIn: boolean;
  /** Accessible name of the grid, e.g. "Search results". */
  label: string;
  /** spec §2 browse page: the empty view (default: the grid's "No photos found"). */
  empty?: { title: string; text: string };
  targetRowHeight?: number;
}

/**
 * The results' region, the target of the page's "Skip to results" (SkipToResults.tsx): the link
 * lands on the grid's current card, or here while there is no grid (loading, empty, an error).
 */
function ResultsRegion({ children }: { children: ReactNode }) {
  return (
    <div id={RESULTS_ID} tabIndex={-1} className="focus:outline-none">
      {children}
    </div>
  );
}

const SKELETON_WIDTHS = ['w-48', 'w-64', 'w-40', 'w-56', 'w-72', 'w-44', 'w-52', 'w-60', 'w-48', 'w-64'];

/** Placeholders shaped like the grid's rows while the first page loads. */
export function ResultsSkeleton() {
  return (
    <div role="status" aria-label="Loading photos" className="flex flex-wrap gap-2">
      {SKELETON_WIDTHS.map((width, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative placeholders.
        <Skeleton key={index} className={`h-40 grow ${width}`} />
      ))}
    </div>
  );
}

/**
 * A photo list's body (spec §2 taxonomy and browse page): loading placeholders, the error view
 * with "Reload Page", the empty view, or the guest banner and the grid with infinite scroll.
 */
export function PhotoResults<P extends PhotoPage>(props: PhotoResultsProps<P>) {
  return (
    <ResultsRegion>
      <PhotoResultsBody {...props} />
    </ResultsRegion>
  );
}

function PhotoResultsBody<P extends PhotoPage>({
  query,
  signedIn,
  label,
  empty = { title: 'No photos found', text: 'Try adjusting your filters or search criteria' },
  targetRowHeight,
}: PhotoResultsProps<P>) {
  if (query.isPending) return <ResultsSkeleton />;
  if (query.isError && !query.data) {
    return (
      <ErrorState title="Unable to load photos" retryLabel="Reload Page" onRetry={() => void query.refetch()}>
        {query.error instanceof Error && query.error.message
          ? query.error.message
          : 'Something went wrong while loading these photos.'}
      </ErrorState>
    );
  }
  const photos = flattenPages(query.data);
  const total = totalOf(query.data, photos.length);
  const estimated = totalIsEstimate(query.data);
  if (photos.length === 0) return <EmptyState title={empty.title}>{empty.text}</EmptyState>;
  // spec §9: a guest's list stops at 24; the banner and the list's end say how many more there are.
  const guestCap = { shown: photos.length, total, estimated };
  const capped = !signedIn && guestListEnd(photos.length, total, estimated) !== null;
  return (
    <div className="space-y-4">
      {capped && <GuestBanner {...guestCap} />}
      <PhotoGrid
        photos={photos}
        total={total}
        totalIsEstimate={estimated}
        listEnd={capped ? <GuestListEnd {...guestCap} /> : undefined}
        hasMore={query.hasNextPage}
        isFetchingMore={query.isFetchingNextPage}
        onLoadMore={() => {
          if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
        }}
        signedIn={signedIn}
        label={label}
        {...(targetRowHeight ? { targetRowHeight } : {})}
      />
    </div>
  );
}
