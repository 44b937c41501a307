import { paths } from '../../../core/paths';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { useDocumentTitle } from '../../components/use-document-title';
import { useCollections } from './api/get-collections';
import { BrowseHeader } from './components/BrowseHeader';
import { ListCard, ListCardGrid, ListCardGridSkeleton } from './components/ListCard';
import { errorMessage } from './error-message';

/** /collections: the curated collections, each with its cover, name and photo count. */
export function CollectionsPage() {
  useDocumentTitle('Collections');
  const collections = useCollections();
  const count = collections.data?.items.length;
  return (
    <div className="mx-auto max-w-[120rem] space-y-6 px-4 py-8 sm:px-6">
      <BrowseHeader
        crumbs={[{ label: 'Home', to: paths.home.path }, { label: 'Collections' }]}
        title="Collections"
        subtitle={count === undefined ? undefined : `${count} ${count === 1 ? 'collection' : 'collections'}`}
      />
      <PageState
        query={collections}
        loading={<ListCardGridSkeleton label="Loading collections" />}
        error={(retry, error) => (
          <ErrorState title="Unable to load collections" retryLabel="Reload Page" onRetry={retry}>
            {errorMessage(error)}
          </ErrorState>
        )}
      >
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title="No collections yet">
              Curated collections appear here as they are put together.
            </EmptyState>
          ) : (
            <ListCardGrid label="Collections">
              {data.items.map((collection) => (
                <ListCard
                  key={collection.id}
                  to={paths.collection.href({ id: collection.id })}
                  name={collection.name}
                  photoCount={collection.photo_count}
                  cover={collection.cover}
                  detail={collection.description}
                />
              ))}
            </ListCardGrid>
          )
        }
      </PageState>
    </div>
  );
}
