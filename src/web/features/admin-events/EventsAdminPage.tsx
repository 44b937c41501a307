import { CalendarDays, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminEventRow } from '../../../core/admin-events';
import { ADMIN_PAGE_SIZE } from '../../../core/admin-lists';
import { paths } from '../../../core/paths';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { type AdminColumn, DataTable } from '../../components/data-table/DataTable';
import { ListSearch } from '../../components/data-table/ListSearch';
import { listApiQuery, useListState } from '../../components/data-table/list-state';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { notify } from '../../components/Toast';
import { useDocumentTitle } from '../../components/use-document-title';
import { HistoryLink } from '../admin-audit';
import { formatDateTime } from '../orders';
import {
  useAdminEvents,
  useAttachPhotos,
  useCreateEvent,
  useDeleteEvent,
  useMergeEvents,
  useRenameEvent,
} from './api/admin-events';
import { EventNameDialog } from './components/EventNameDialog';
import { MergeDialog } from './components/MergeDialog';
import { PhotoSearchDialog } from './components/PhotoSearchDialog';

const LIST = { sort: 'name', dir: 'asc', sorts: ['name', 'photo_count', 'created_at'] } as const;
const COUNT = new Intl.NumberFormat('en-US');
const photos = (n: number) => `${COUNT.format(n)} ${n === 1 ? 'photo' : 'photos'}`;

type Action =
  | { kind: 'create' }
  | { kind: 'rename'; event: AdminEventRow }
  | { kind: 'attach'; event: AdminEventRow }
  | { kind: 'delete'; event: AdminEventRow }
  | null;

/** issue 25 item 1 `/admin/events`: every event, searchable; create, rename, merge, delete, tag photos. */
export function EventsAdminPage() {
  useDocumentTitle('Events');
  const { state, change, hrefFor } = useListState(LIST);
  const events = useAdminEvents(listApiQuery(state, ADMIN_PAGE_SIZE));
  const [action, setAction] = useState<Action>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [merging, setMerging] = useState<readonly [AdminEventRow, AdminEventRow] | null>(null);
  const create = useCreateEvent();
  const rename = useRenameEvent();
  const merge = useMergeEvents();
  const remove = useDeleteEvent();
  const attach = useAttachPhotos();
  const rows = events.data?.items ?? [];
  const picked = selected.flatMap((id) => rows.filter((row) => row.id === id));

  const columns: AdminColumn<AdminEventRow>[] = [
    {
      id: 'name',
      header: 'Name',
      meta: { rowHeader: true },
      cell: ({ row }) => (
        <Link
          to={paths.taxonomy.href({ taxonomyType: 'event', taxonomyId: row.original.id })}
          className="inline-block min-w-40 text-sepia underline-offset-4 hover:underline"
        >
          {row.original.name}
        </Link>
      ),
    },
    {
      id: 'photo_count',
      header: 'Photos',
      meta: { align: 'right' },
      cell: ({ row }) => COUNT.format(row.original.photo_count),
    },
    {
      id: 'created_at',
      header: 'Created',
      cell: ({ row }) => (
        <time dateTime={row.original.created_at} className="whitespace-nowrap">
          {formatDateTime(row.original.created_at)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => {
        const event = row.original;
        return (
          <div className="flex gap-2 whitespace-nowrap">
            <Button size="sm" variant="secondary" onClick={() => setAction({ kind: 'attach', event })}>
              Add photos<span className="sr-only"> to {event.name}</span>
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setAction({ kind: 'rename', event })}>
              Rename<span className="sr-only"> {event.name}</span>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAction({ kind: 'delete', event })}>
              Delete<span className="sr-only"> {event.name}</span>
            </Button>
            <HistoryLink entityType="event" entityId={event.id} name={event.name} />
          </div>
        );
      },
    },
  ];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-24 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl text-ink">Events</h1>
          <p className="mt-2 max-w-2xl text-ink-soft">
            The occasions photos are grouped by. Tick two to merge them; links to a merged event keep working.
          </p>
        </div>
        <Button onClick={() => setAction({ kind: 'create' })}>
          <Plus aria-hidden="true" className="size-4" />
          New event
        </Button>
      </div>
      <div className="mt-6">
        <ListSearch
          name="Find events"
          label="Search events"
          hint="Words of the event’s name."
          value={state.q}
          onSearch={(q) => change({ q })}
        />
      </div>
      <div className="mt-6">
        <PageState
          query={events}
          loading={
            <div role="status" aria-label="Loading the events">
              <Skeleton className="h-64 w-full rounded-2xl" />
            </div>
          }
          error={(retry) => (
            <ErrorState title="Error loading the events" onRetry={retry}>
              We could not load the events. Please try again.
            </ErrorState>
          )}
        >
          {(page) =>
            page.items.length === 0 ? (
              state.q ? (
                <EmptyState
                  title="No events match"
                  action={
                    <Button variant="secondary" onClick={() => change({ q: '' })}>
                      Clear search
                    </Button>
                  }
                >
                  Try other words.
                </EmptyState>
              ) : (
                <EmptyState title="No events yet" icon={<CalendarDays className="size-10" />}>
                  Create the first one with New event.
                </EmptyState>
              )
            ) : (
              <DataTable
                label="Events"
                columns={columns}
                rows={page.items}
                total={page.total}
                pageSize={ADMIN_PAGE_SIZE}
                state={state}
                sorts={LIST.sorts}
                hrefFor={hrefFor}
                rowId={(event) => event.id}
                busy={events.isPlaceholderData}
                selection={{ selected, onChange: setSelected, rowLabel: (event) => event.name }}
                selectionActions={
                  <>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={picked.length !== 2}
                      onClick={() => {
                        const [one, two] = picked;
                        if (one && two) setMerging([one, two]);
                      }}
                    >
                      Merge…
                    </Button>
                    {picked.length !== 2 && (
                      <span className="text-sm">Tick exactly two events to merge them.</span>
                    )}
                    <Button size="sm" variant="ghost" className="text-paper" onClick={() => setSelected([])}>
                      Clear selection
                    </Button>
                  </>
                }
              />
            )
          }
        </PageState>
      </div>

      <EventNameDialog
        open={action?.kind === 'create'}
        onClose={() => setAction(null)}
        title="New event"
        submitLabel="Create event"
        initialName=""
        onSave={async (name) => {
          await create.mutateAsync(name);
          notify.success('Event created', `“${name}” can now be given photos.`);
        }}
      />
      <EventNameDialog
        open={action?.kind === 'rename'}
        onClose={() => setAction(null)}
        title={action?.kind === 'rename' ? `Rename “${action.event.name}”` : 'Rename'}
        submitLabel="Rename"
        initialName={action?.kind === 'rename' ? action.event.name : ''}
        onSave={async (name) => {
          if (action?.kind !== 'rename') return;
          await rename.mutateAsync({ id: action.event.id, name });
          notify.success('Event renamed', `“${action.event.name}” is now “${name}”.`);
        }}
      />
      <ConfirmDialog
        open={action?.kind === 'delete'}
        onClose={() => setAction(null)}
        title={action?.kind === 'delete' ? `Delete the event “${action.event.name}”?` : 'Delete?'}
        confirmLabel="Delete event"
        onConfirm={async () => {
          if (action?.kind !== 'delete') return;
          await remove.mutateAsync(action.event.id);
          setSelected((current) => current.filter((id) => id !== action.event.id));
          notify.success('Event deleted', `“${action.event.name}” is gone.`);
        }}
      >
        {action?.kind === 'delete' &&
          (action.event.photo_count > 0 ? (
            <p>
              {photos(action.event.photo_count)} use this event, so it cannot be deleted. Merge it into
              another event instead: its photos move and its links keep working.
            </p>
          ) : (
            <p>No photo uses “{action.event.name}”. Deleting it cannot be undone.</p>
          ))}
      </ConfirmDialog>
      {action?.kind === 'attach' && (
        <PhotoSearchDialog
          open
          onClose={() => setAction(null)}
          title={`Add photos to “${action.event.name}”`}
          description="Search the catalogue, tick photos, add them. Photos that already have the event stay as they are."
          confirmLabel={(count) => (count === 0 ? 'Add photos' : `Add ${photos(count)}`)}
          onConfirm={async (photoIds) => {
            const result = await attach.mutateAsync({ id: action.event.id, photoIds });
            notify.success(
              'Photos added',
              `${photos(result.attached)} added to “${action.event.name}”${result.already > 0 ? `; ${photos(result.already)} already had it` : ''}.`,
            );
          }}
        />
      )}
      <MergeDialog
        pair={merging}
        onClose={() => setMerging(null)}
        onMerge={async (merged, survivor) => {
          const result = await merge.mutateAsync({ id: merged.id, into: survivor.id });
          setSelected([]);
          notify.success(
            'Events merged',
            `“${merged.name}” is now part of “${survivor.name}” (${photos(result.moved)} moved).`,
          );
        }}
      />
    </div>
  );
}
