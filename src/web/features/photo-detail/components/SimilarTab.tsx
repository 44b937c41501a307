import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageState } from '../../../components/PageState';
import { PhotoGrid } from '../../../components/photo-grid/PhotoGrid';
import { Spinner } from '../../../components/Spinner';
import { errorDescription } from '../../../components/Toast';
import { similarQueryOptions } from '../api';

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
