import { Images } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../../core/admin-lists';
import { paths } from '../../../core/paths';
import type { StudioPhotoRow } from '../../../core/photo-studio';
import { formatUsd } from '../../../core/pricing';
import { Button } from '../../components/Button';
import { ContributeNav } from '../../components/ContributeNav';
import { type AdminColumn, DataTable } from '../../components/data-table/DataTable';
import { ListSearch } from '../../components/data-table/ListSearch';
import { listApiQuery, useListState } from '../../components/data-table/list-state';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { PhotoStatusBadge } from '../../components/StatusBadge';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatDateTime } from '../orders';
import { useStudioPhotos } from './api/studio';
import { rejectionText } from './components/RejectionNotice';

const LIST = { sort: 'created_at', dir: 'desc', sorts: ['created_at'], filters: [] } as const;

const COLUMNS: AdminColumn<StudioPhotoRow>[] = [
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
          to={paths.contributePhoto.href({ photoid: row.original.photoid })}
          className="font-medium text-sepia underline-offset-4 hover:underline"
        >
          {row.original.title || `Photo #${row.original.photoid}`}
        </Link>
        <span className="block text-xs text-ink-soft">#{row.original.photoid}</span>
      </span>
    ),
  },
  { id: 'status', header: 'State', cell: ({ row }) => <PhotoStatusBadge status={row.original.status} /> },
  {
    id: 'why',
    header: 'Review',
    cell: ({ row }) =>
      row.original.status === 'rejected' ? (
        <span className="block max-w-md text-red-900">
          {rejectionText(row.original.rejection_reason, row.original.rejection_note)}
        </span>
      ) : (
        <span className="text-ink-soft">—</span>
      ),
  },
  {
    id: 'price',
    header: 'Price',
    meta: { align: 'right' },
    cell: ({ row }) => formatUsd(row.original.price_cents),
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
];

/** issue 26 `/contribute/photos`: the contributor's own photos, their states and why any was rejected. */
export function ContributePhotosPage() {
  useDocumentTitle('My photos');
  const { state, change, hrefFor } = useListState(LIST);
  const photos = useStudioPhotos(listApiQuery(state, ADMIN_PAGE_SIZE));
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-24 sm:px-6">
      <ContributeNav />
      <h1 className="font-display text-4xl text-ink">My photos</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">
        Every photo you added, newest first: drafts, those waiting for review, what is on sale, and why a
        photo was rejected.
      </p>
      <div className="mt-6">
        <ListSearch
          name="Find my photos"
          label="Search my photos"
          hint="Words of the title."
          value={state.q}
          onSearch={(q) => change({ q })}
        />
      </div>
      <div className="mt-6">
        <PageState
          query={photos}
          loading={
            <div role="status" aria-label="Loading your photos">
              <Skeleton className="h-64 w-full rounded-2xl" />
            </div>
          }
          error={(retry) => (
            <ErrorState title="Error loading your photos" onRetry={retry}>
              We could not load your photos. Please try again.
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
                {state.q ? 'Try other words of the title.' : 'Photos you upload appear here.'}
              </EmptyState>
            ) : (
              <DataTable
                label="My photos"
                columns={COLUMNS}
                rows={page.items}
                total={page.total}
                pageSize={ADMIN_PAGE_SIZE}
                state={state}
                sorts={LIST.sorts}
                hrefFor={hrefFor}
                rowId={(row) => String(row.photoid)}
                busy={photos.isPlaceholderData}
              />
            )
          }
        </PageState>
      </div>
    </div>
  );
}
