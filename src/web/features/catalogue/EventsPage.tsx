import { paths } from '../../../core/paths';
import { eventHref } from '../../../core/taxonomy';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { useDocumentTitle } from '../../components/use-document-title';
import { useEvents } from './api/get-events';
import { BrowseHeader } from './components/BrowseHeader';
import { ListCard, ListCardGrid, ListCardGridSkeleton } from './components/ListCard';
import { errorMessage } from './error-message';

/** /events: the catalogue's events (weddings, reunions, holidays…), each opening its photos in search. */
export function EventsPage() {
  useDocumentTitle('Events');
  const events = useEvents();
  const count = events.data?.items.length;
  return (
    <div className="mx-auto max-w-[120rem] space-y-6 px-4 py-8 sm:px-6">
      <BrowseHeader
        crumbs={[{ label: 'Home', to: paths.home.path }, { label: 'Events' }]}
        title="Events"
        subtitle={count === undefined ? undefined : `${count} ${count === 1 ? 'event' : 'events'}`}
      />
      <PageState
        query={events}
        loading={<ListCardGridSkeleton label="Loading events" />}
        error={(retry, error) => (
          <ErrorState title="Unable to load events" retryLabel="Reload Page" onRetry={retry}>
            {errorMessage(error)}
          </ErrorState>
        )}
      >
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title="No events yet">Events appear here once photos are tagged with one.</EmptyState>
          ) : (
            <ListCardGrid label="Events">
              {data.items.map((event) => (
                <ListCard
                  key={event.id}
                  to={eventHref(event.id)}
                  name={event.name}
                  photoCount={event.photo_count}
                  cover={event.cover}
                  detail={event.description}
                />
              ))}
            </ListCardGrid>
          )
        }
      </PageState>
    </div>
  );
}
