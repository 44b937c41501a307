import { Layers, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminCollectionRow } from '../../../core/admin-collections';
import { ADMIN_PAGE_SIZE } from '../../../core/admin-lists';
import { paths } from '../../../core/paths';
import { Button } from '../../components/Button';
import { type AdminColumn, DataTable } from '../../components/data-table/DataTable';
import { ListSearch } from '../../components/data-table/ListSearch';
import { listApiQuery, useListState } from '../../components/data-table/list-state';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatDateTime } from '../orders';
import { useAdminCollections } from './api/admin-collections';
import { CollectionStatePill } from './components/collection-state';
import { NewCollectionDialog } from './components/NewCollectionDialog';

const LIST = {
  sort: 'updated_at',
  dir: 'desc',
  sorts: ['name', 'photo_count', 'created_at', 'updated_at'],
} as const;
const COUNT = new Intl.NumberFormat('en-US');

const COLUMNS: AdminColumn<AdminCollectionRow>[] = [
  {
    id: 'name',
    header: 'Title',
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <Link
        to={paths.adminCollection.href({ id: row.original.id })}
        className="text-sepia underline-offset-4 hover:underline"
      >
        {row.original.name}
      </Link>
    ),
  },
  { id: 'state', header: 'State', cell: ({ row }) => <CollectionStatePill state={row.original.state} /> },
  {
    id: 'photo_count',
    header: 'Photos',
    meta: { align: 'right' },
    cell: ({ row }) => COUNT.format(row.original.photo_count),
  },
  {
    id: 'updated_at',
    header: 'Changed',
    cell: ({ row }) => (
      <time dateTime={row.original.updated_at} className="whitespace-nowrap">
        {formatDateTime(row.original.updated_at)}
      </time>
    ),
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
];

/** issue 25 item 2 `/admin/collections`: every collection, published or not; a new one opens its editor. */
export function CollectionsAdminPage() {
  useDocumentTitle('Collections');
  const { state, change, hrefFor } = useListState(LIST);
  const collections = useAdminCollections(listApiQuery(state, ADMIN_PAGE_SIZE));
  const [creating, setCreating] = useState(false);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-24 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl text-ink">Collections</h1>
          <p className="mt-2 max-w-2xl text-ink-soft">
            Curated sets of photos. Visitors see a collection once it is published and inside its schedule,
            its photos in the order you give them.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-4" />
          New collection
        </Button>
      </div>
      <div className="mt-6">
        <ListSearch
          name="Find collections"
          label="Search collections"
          hint="Words of the title."
          value={state.q}
          onSearch={(q) => change({ q })}
        />
      </div>
      <div className="mt-6">
        <PageState
          query={collections}
          loading={
            <div role="status" aria-label="Loading the collections">
              <Skeleton className="h-64 w-full rounded-2xl" />
            </div>
          }
          error={(retry) => (
            <ErrorState title="Error loading the collections" onRetry={retry}>
              We could not load the collections. Please try again.
            </ErrorState>
          )}
        >
          {(page) =>
            page.items.length === 0 ? (
              state.q ? (
                <EmptyState
                  title="No collections match"
                  action={
                    <Button variant="secondary" onClick={() => change({ q: '' })}>
                      Clear search
                    </Button>
                  }
                >
                  Try other words.
                </EmptyState>
              ) : (
                <EmptyState title="No collections yet" icon={<Layers className="size-10" />}>
                  Create the first one with New collection.
                </EmptyState>
              )
            ) : (
              <DataTable
                label="Collections"
                columns={COLUMNS}
                rows={page.items}
                total={page.total}
                pageSize={ADMIN_PAGE_SIZE}
                state={state}
                sorts={LIST.sorts}
                hrefFor={hrefFor}
                rowId={(collection) => collection.id}
                busy={collections.isPlaceholderData}
              />
            )
          }
        </PageState>
      </div>
      <NewCollectionDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
