import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageState } from '../../../components/PageState';
import { PhotoGrid } from '../../../components/photo-grid/PhotoGrid';
import { Spinner } from '../../../components/Spinner';
import { errorDescription } from '../../../components/Toast';
import { similarPeoplePagesOptions, similarQueryOptions } from '../api';

const MESSAGES = {
  similar: {
    label: 'Similar photos',
    empty: 'No similar photos found',
    error: 'Error loading similar photos',
  },
  'similar-people': {
    label: 'Photos of the same people',
    empty: 'No Similar Photos Found',
    error: 'Error loading similar people photos',
    noPeople: 'No People Identified',
    invalid: 'Invalid photo data - unable to find similar people.',
  },
} as const;

/** Similar photos or photos of the same people (spec §2 tabs, §8 messages), as a grid. */
export function SimilarTab({ photoKey, kind }: { photoKey: string; kind: 'similar' | 'similar-people' }) {
  const similar = useQuery(similarQueryOptions(photoKey, kind));
  const text = MESSAGES[kind];
  return (
    <PageState
      query={similar}
      loading={<Spinner label={`Loading ${text.label.toLowerCase()}`} />}
      error={(retry, error) => (
        <ErrorState title={text.error} onRetry={retry}>
          {kind === 'similar-people' ? `${text.error}: ${errorDescription(error)}` : errorDescription(error)}
        </ErrorState>
      )}
    >
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState title={text.empty} />
        ) : (
          <PhotoGrid
            photos={items}
            total={items.length}
            hasMore={false}
            isFetchingMore={false}
            signedIn={true}
            showStatus={false}
            label={text.label}
          />
        )
      }
    </PageState>
  );
}

/**
 * Photos of the same people (spec §2, §7, §8; issue 27 item 5), 24 at a time, more as the grid
 * reaches its end. The spec's words: "Invalid photo data - unable to find similar people." (no
 * photo id), "Error loading similar people photos: {message}", "No People Identified" (faces
 * but no person) and "No Similar Photos Found" (people, but no other photo of them).
 */
export function SimilarPeopleTab({
  photoKey,
  photoId,
}: {
  photoKey: string;
  photoId: string | null | undefined;
}) {
  const text = MESSAGES['similar-people'];
  const queryClient = useQueryClient();
  const pages = useInfiniteQuery({
    ...similarPeoplePagesOptions(photoKey, queryClient),
    enabled: Boolean(photoId),
  });
  if (!photoId) return <ErrorState title={text.invalid} />;
  return (
    <PageState
      query={pages}
      loading={<Spinner label={`Loading ${text.label.toLowerCase()}`} />}
      error={(retry, error) => (
        <ErrorState title={text.error} onRetry={retry}>
          {`${text.error}: ${errorDescription(error)}`}
        </ErrorState>
      )}
    >
      {(data) => {
        const first = data.pages[0];
        const items = data.pages.flatMap((page) => page.items);
        if (!first || first.people === 0) return <EmptyState title={text.noPeople} />;
        if (items.length === 0) return <EmptyState title={text.empty} />;
        return (
          <PhotoGrid
            photos={items}
            total={first.total}
            hasMore={pages.hasNextPage}
            isFetchingMore={pages.isFetchingNextPage}
            onLoadMore={() => void pages.fetchNextPage()}
            signedIn={true}
            showStatus={true}
            label={text.label}
          />
        );
      }}
    </PageState>
  );
}
