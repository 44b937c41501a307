import { Images } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../../core/admin-lists';
import { paths } from '../../../core/paths';
import {
  ADMIN_PHOTO_SORTS,
  type AdminPhotoRow,
  type BulkAction,
  type BulkOutcome,
  CLEARANCE_FILTER_LABELS,
  CLEARANCE_FILTERS,
  type ClearanceFilter,
  PHOTO_FLAG_LABELS,
  PHOTO_FLAGS,
  type PhotoFlag,
} from '../../../core/photo-studio';
import { PHOTO_STATUS_LABELS, PHOTO_STATUSES, type PhotoStatus } from '../../../core/photo-workflow';
import { formatUsd } from '../../../core/pricing';
import { Button } from '../../components/Button';
import { type AdminColumn, DataTable } from '../../components/data-table/DataTable';
import { ListSearch } from '../../components/data-table/ListSearch';
import { listApiQuery, useListState } from '../../components/data-table/list-state';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { PageState } from '../../components/PageState';
import { Select } from '../../components/Select';
import { Skeleton } from '../../components/Skeleton';
import { PhotoStatusBadge, StatusBadge } from '../../components/StatusBadge';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatDateTime } from '../orders';
import { useAdminPhotoList } from '../studio';
import { BulkActions, BulkResults } from './components/BulkActions';
import { SelectionActions } from './components/SelectionActions';

const LIST = {
  sort: 'created_at',
  dir: 'desc',
  sorts: ADMIN_PHOTO_SORTS,
  filters: ['status', 'flags', 'clearance', 'from', 'to'],
} as const;

const STATUS_OPTIONS = PHOTO_STATUSES.map((value) => ({ value, label: PHOTO_STATUS_LABELS[value] }));
const FLAG_OPTIONS = PHOTO_FLAGS.map((value) => ({ value, label: PHOTO_FLAG_LABELS[value] }));
const CLEARANCE_OPTIONS = CLEARANCE_FILTERS.map((value) => ({
  value,
  label: CLEARANCE_FILTER_LABELS[value],
}));

const COLUMNS: AdminColumn<AdminPhotoRow>[] = [
  {
    id: 'photo',
    header: 'Photo',
    cell: ({ row }) => (
      <img
        src={row.original.thumbnail_url}
        alt=""
        width={64}
        height={48}
        loading="lazy"
        className="h-12 w-16 rounded-md bg-paper-deep object-cover"
      />
    ),
  },
  {
    id: 'title',
    header: 'Title',
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <span className="block min-w-48 font-normal">
        <Link
          to={paths.adminPhoto.href({ photoid: row.original.photoid })}
          className="font-medium text-sepia underline-offset-4 hover:underline"
        >
          {row.original.title || `Photo #${row.original.photoid}`}
        </Link>
        <span className="block text-xs text-ink-soft">#{row.original.photoid}</span>
      </span>
    ),
  },
  { id: 'status', header: 'State', cell: ({ row }) => <PhotoStatusBadge status={row.original.status} /> },
  { id: 'creator', header: 'Creator', cell: ({ row }) => row.original.creator },
  {
    id: 'clearance',
    header: 'Clearance',
    cell: ({ row }) => (
      <span className="flex flex-wrap items-center gap-1.5">
        {CLEARANCE_FILTER_LABELS[row.original.clearance]}
        {/* Issue 27 item 6: someone shown has not signed a release yet (no hero usage). */}
        {(row.original as AdminPhotoRow & { people_unreleased?: boolean }).people_unreleased && (
          <StatusBadge tone="waiting">People not released</StatusBadge>
        )}
      </span>
    ),
  },
  {
    id: 'flags',
    header: 'Flags',
    cell: ({ row }) =>
      PHOTO_FLAGS.filter((flag) => row.original.flags[flag])
        .map((flag) => PHOTO_FLAG_LABELS[flag])
        .join(', ') || '—',
  },
  {
    id: 'price',
    header: 'Price',
    meta: { align: 'right' },
    cell: ({ row }) => formatUsd(row.original.price_cents),
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
 * `/admin/photos` (issues 25 and 26): the whole catalogue in every state, newest first, found by
 * `#photoid`, title words, a tag or a creator's storefront and filtered by state, flag, clearance
 * and date added. Ticked photos (kept across pages and searches) are approved, rejected,
 * published, withdrawn, priced or tagged in bulk, or go into a collection or an event.
 */
export function AdminPhotosPage() {
  useDocumentTitle('Photos');
  const { state, change, hrefFor } = useListState(LIST);
  const list = useAdminPhotoList(listApiQuery(state, ADMIN_PAGE_SIZE));
  const [selected, setSelected] = useState<string[]>([]);
  const [results, setResults] = useState<{ action: BulkAction; results: BulkOutcome[] } | null>(null);
  // The ticked rows' numbers, kept while the admin pages or searches for more.
  const seen = useRef(new Map<string, number>());
  for (const row of list.data?.items ?? []) seen.current.set(row.id, row.photoid);
  const photoids = selected.flatMap((id) => seen.current.get(id) ?? []);
  const filter = (name: string, value: string | undefined) => change({ filters: { [name]: value ?? '' } });
  const filtered = Object.values(state.filters).some(Boolean);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-24 sm:px-6">
      <h1 className="font-display text-4xl text-ink">Photos</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">
        The whole catalogue, in every state. Tick photos, on any page and across searches, to review, price or
        tag them together, or to add them to a collection or an event.
      </p>
      <div className="mt-6">
        <ListSearch
          name="Find photos"
          label="Search photos"
          hint="A #photoid, words of the title, a tag or a creator’s storefront."
          value={state.q}
          onSearch={(q) => change({ q })}
        />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Field label="State">
          {(control) => (
            <Select<PhotoStatus>
              {...control}
              allLabel="Every state"
              value={(state.filters.status as PhotoStatus | undefined) || undefined}
              options={STATUS_OPTIONS}
              onValueChange={(value) => filter('status', value)}
            />
          )}
        </Field>
        <Field label="Flag">
          {(control) => (
            <Select<PhotoFlag>
              {...control}
              allLabel="Any flag or none"
              value={(state.filters.flags as PhotoFlag | undefined) || undefined}
              options={FLAG_OPTIONS}
              onValueChange={(value) => filter('flags', value)}
            />
          )}
        </Field>
        <Field label="Clearance">
          {(control) => (
            <Select<ClearanceFilter>
              {...control}
              allLabel="Any clearance"
              value={(state.filters.clearance as ClearanceFilter | undefined) || undefined}
              options={CLEARANCE_OPTIONS}
              onValueChange={(value) => filter('clearance', value)}
            />
          )}
        </Field>
        <Field label="Added from">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={state.filters.from ?? ''}
              onChange={(event) => filter('from', event.target.value)}
            />
          )}
        </Field>
        <Field label="Added until">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={state.filters.to ?? ''}
              onChange={(event) => filter('to', event.target.value)}
            />
          )}
        </Field>
      </div>
      {results && (
        <div className="mt-4">
          <BulkResults action={results.action} results={results.results} />
        </div>
      )}
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
                title={state.q || filtered ? 'No photos match' : 'No photos yet'}
                icon={<Images className="size-10" />}
                action={
                  state.q || filtered ? (
                    <Button
                      variant="secondary"
                      onClick={() =>
                        change({ q: '', filters: { status: '', flags: '', clearance: '', from: '', to: '' } })
                      }
                    >
                      Clear search and filters
                    </Button>
                  ) : undefined
                }
              >
                {state.q || filtered ? 'Try other words or fewer filters.' : 'Photos appear here once added.'}
              </EmptyState>
            ) : (
              <>
                {page.total_capped && (
                  <p className="mb-3 text-sm text-ink-soft">
                    More than {page.total.toLocaleString('en-US')} photos match; the first{' '}
                    {page.total.toLocaleString('en-US')} are shown. Narrow the search or the filters to see
                    the rest.
                  </p>
                )}
                <DataTable
                  label="Photos"
                  columns={COLUMNS}
                  rows={page.items}
                  total={page.total}
                  pageSize={ADMIN_PAGE_SIZE}
                  state={state}
                  sorts={LIST.sorts}
                  hrefFor={hrefFor}
                  rowId={(photo) => photo.id}
                  busy={list.isPlaceholderData}
                  selection={{
                    selected,
                    onChange: setSelected,
                    rowLabel: (photo) => photo.title || `photo #${photo.photoid}`,
                  }}
                  selectionActions={
                    <div className="flex flex-wrap items-center gap-2">
                      <BulkActions
                        photoids={photoids}
                        onResults={(action, outcome) => setResults({ action, results: outcome })}
                      />
                      <SelectionActions photoIds={selected} onDone={() => setSelected([])} />
                    </div>
                  }
                />
              </>
            )
          }
        </PageState>
      </div>
    </div>
  );
}
