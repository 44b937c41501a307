import { Images } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../../core/admin-lists';
import { paths } from '../../../core/paths';
import type { PhotoRow } from '../../../core/photo-row';
import { centsFromDollars, formatUsd } from '../../../core/pricing';
import { Button } from '../../components/Button';
import { type AdminColumn, DataTable } from '../../components/data-table/DataTable';
import { ListSearch } from '../../components/data-table/ListSearch';
import { type ListDefaults, useListState } from '../../components/data-table/list-state';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatDateTime } from '../orders';
import { usePhotoList } from './api/photo-list';
import { SelectionActions } from './components/SelectionActions';

const LIST: ListDefaults = { sort: 'created_at', dir: 'desc', sorts: ['created_at'] };

/** The catalogue search pages at most this far (its `offset` limit). */
const DEEPEST_OFFSET = 10_000;

const COLUMNS: AdminColumn<PhotoRow>[] = [
  {
    id: 'photo',
    header: 'Photo',
    cell: ({ row }) =>
      row.original.thumbnail_url ? (
        <img
          src={row.original.thumbnail_url}
          alt=""
          width={64}
          height={48}
          loading="lazy"
          className="h-12 w-16 rounded-md bg-paper-deep object-cover"
        />
      ) : (
        <span className="block h-12 w-16 rounded-md bg-paper-deep" />
      ),
  },
  {
    id: 'title',
    header: 'Title',
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <span className="block min-w-48 font-normal">
        <Link
          to={paths.photo.href({ photoid: row.original.photoid })}
          className="font-medium text-sepia underline-offset-4 hover:underline"
        >
          {row.original.title ?? `Photo #${row.original.photoid}`}
        </Link>
        <span className="block text-xs text-ink-soft">#{row.original.photoid}</span>
      </span>
    ),
  },
  { id: 'creator', header: 'Creator', cell: ({ row }) => row.original.storefront_name ?? '—' },
  {
    id: 'price',
    header: 'Price',
    meta: { align: 'right' },
    cell: ({ row }) => formatUsd(centsFromDollars(row.original.price)),
  },
  {
    id: 'created_at',
    header: 'Added',
    cell: ({ row }) => (
      <time dateTime={row.original.created_at} className="whitespace-nowrap">
        {formatDateTime(row.original.created_at)}
      </time>
    ),
  },
];

/**
 * issue 25 `/admin/photos`: the live catalogue for admins, found as buyers find it, newest first;
 * ticked photos (kept across pages and searches) go into a collection or get an event. Issue 26
 * adds uploads and editing here.
 */
export function AdminPhotosPage() {
  useDocumentTitle('Photos');
  const { state, change, hrefFor } = useListState(LIST);
  const list = usePhotoList(state);
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-24 sm:px-6">
      <h1 className="font-display text-4xl text-ink">Photos</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">
        The live catalogue. Tick photos, on any page and across searches, to add them to a collection or tag
        them with an event.
      </p>
      <div className="mt-6">
        <ListSearch
          name="Find photos"
          label="Search photos"
          hint="Words as a buyer would search them, synonyms included."
          value={state.q}
          onSearch={(q) => change({ q })}
        />
      </div>
      <div className="mt-6">
        <PageState
          query={list}
          loading={
            <div role="status" aria-label="Loading photos">
              <Skeleton className="h-64 w-full rounded-2xl" />
            </div>
          }
          error={(retry) => (
            <ErrorState title="Error loading photos" onRetry={retry}>
              We could not load the photos. Please try again.
            </ErrorState>
          )}
        >
          {(page) =>
            page.items.length === 0 ? (
              <EmptyState
                title={state.q ? 'No photos match' : 'No photos yet'}
                icon={<Images className="size-10" />}
                action={
                  state.q ? (
                    <Button variant="secondary" onClick={() => change({ q: '' })}>
                      Clear search
                    </Button>
                  ) : undefined
                }
              >
                {state.q ? 'Try other words.' : 'Photos appear here once they are live.'}
              </EmptyState>
            ) : (
              <DataTable
                label="Photos"
                columns={COLUMNS}
                rows={page.items}
                total={Math.min(page.total, DEEPEST_OFFSET + ADMIN_PAGE_SIZE)}
                pageSize={ADMIN_PAGE_SIZE}
                state={state}
                sorts={LIST.sorts}
                hrefFor={hrefFor}
                rowId={(photo) => photo.id}
                busy={list.isPlaceholderData}
                selection={{
                  selected,
                  onChange: setSelected,
                  rowLabel: (photo) => photo.title ?? `photo #${photo.photoid}`,
                }}
                selectionActions={<SelectionActions photoIds={selected} onDone={() => setSelected([])} />}
              />
            )
          }
        </PageState>
      </div>
    </div>
  );
}
