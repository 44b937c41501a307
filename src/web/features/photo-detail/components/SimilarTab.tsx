import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
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
  if (similar.isPending) return <Spinner label={`Loading ${text.label.toLowerCase()}`} />;
  if (similar.isError) {
    return (
      <ErrorState title={text.error} onRetry={() => void similar.refetch()}>
        {kind === 'similar-people'
          ? `${text.error}: ${errorDescription(similar.error)}`
          : errorDescription(similar.error)}
      </ErrorState>
    );
  }
  if (similar.data.items.length === 0) return <EmptyState title={text.empty} />;
  return (
    <PhotoGrid
      photos={similar.data.items}
      total={similar.data.items.length}
      hasMore={false}
      isFetchingMore={false}
      signedIn={true}
      showStatus={false}
      label={text.label}
    />
  );
}
