import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../../../core/admin-lists';
import { type AdminBanner, BANNER_SORTS, type BannerState } from '../../../core/banner-html';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { type AdminColumn, DataTable } from '../../components/data-table/DataTable';
import { ListSearch } from '../../components/data-table/ListSearch';
import { listApiQuery, useListState } from '../../components/data-table/list-state';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { type BadgeTone, StatusBadge } from '../../components/StatusBadge';
import { notify } from '../../components/Toast';
import { useDocumentTitle } from '../../components/use-document-title';
import { RecordHistory } from '../admin-audit';
import { formatDateTime } from '../orders';
import { useBanners, useDeleteBanner, useSwitchBanner } from './api/banners';
import { BannerComposer } from './components/BannerComposer';

/** A banner made before titles existed (SQL, the demo) has none. */
const UNTITLED = 'Untitled banner';

const LIST = { sort: 'updated_at', dir: 'desc', sorts: BANNER_SORTS } as const;

const STATE_LABEL: Record<BannerState, { text: string; tone: BadgeTone }> = {
  showing: { text: 'Showing', tone: 'positive' },
  scheduled: { text: 'Scheduled', tone: 'waiting' },
  ended: { text: 'Ended', tone: 'neutral' },
  off: { text: 'Off', tone: 'neutral' },
};

function windowText(banner: AdminBanner): string {
  if (!banner.starts_at && !banner.ends_at) return 'Always';
  const from = banner.starts_at ? formatDateTime(banner.starts_at) : 'now';
  const until = banner.ends_at ? formatDateTime(banner.ends_at) : 'deactivated';
  return `${from} – ${until}`;
}

type Confirm = { kind: 'delete' | 'activate'; banner: AdminBanner; replaces: AdminBanner | null } | null;

/** issue 25 item 4 `/admin/site-banner`: compose, schedule and switch the visitors' banner. */
export function SiteBannerPage() {
  useDocumentTitle('Site banner');
  const { state, change, hrefFor } = useListState(LIST);
  const banners = useBanners(listApiQuery(state, ADMIN_PAGE_SIZE));
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const switchBanner = useSwitchBanner();
  const deleteBanner = useDeleteBanner();
  const active = banners.data?.items.find((banner) => banner.is_active) ?? null;

  const deactivate = (banner: AdminBanner) =>
    switchBanner.mutate(
      { banner, on: false },
      {
        onSuccess: () =>
          notify.success('Banner deactivated', `Visitors no longer see “${banner.title || UNTITLED}”.`),
        onError: (error) => notify.error('Could not deactivate the banner', error),
      },
    );

  const columns: AdminColumn<AdminBanner>[] = [
    {
      id: 'title',
      header: 'Title',
      meta: { rowHeader: true },
      cell: ({ row }) => (
        <Button variant="link" className="text-left" onClick={() => setEditing(row.original)}>
          {row.original.title || UNTITLED}
        </Button>
      ),
    },
    {
      id: 'state',
      header: 'State',
      cell: ({ row }) => {
        const label = STATE_LABEL[row.original.state];
        return <StatusBadge tone={label.tone}>{label.text}</StatusBadge>;
      },
    },
    { id: 'window', header: 'Window', cell: ({ row }) => windowText(row.original) },
    {
      id: 'updated_at',
      header: 'Updated',
      cell: ({ row }) => (
        <time dateTime={row.original.updated_at} className="whitespace-nowrap">
          {formatDateTime(row.original.updated_at)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const banner = row.original;
        return (
          <div className="flex flex-wrap gap-2">
            {banner.is_active ? (
              <Button size="sm" variant="secondary" onClick={() => deactivate(banner)}>
                Deactivate<span className="sr-only"> “{banner.title || UNTITLED}”</span>
              </Button>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setConfirm({ kind: 'activate', banner, replaces: active })}
              >
                Activate<span className="sr-only"> “{banner.title || UNTITLED}”</span>
              </Button>
            )}
            <Button
              size="sm"
              variant="danger"
              onClick={() => setConfirm({ kind: 'delete', banner, replaces: null })}
            >
              Delete<span className="sr-only"> “{banner.title || UNTITLED}”</span>
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-24 sm:px-6">
      <h1 className="font-display text-4xl text-ink">Site banner</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">
        The announcement at the bottom of every page. One banner is active at a time; it shows inside its
        window until a visitor dismisses it.
      </p>
      <div className="mt-6">
        {editing ? (
          <BannerComposer
            key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`}
            banner={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : (
          <Button onClick={() => setEditing('new')}>New banner</Button>
        )}
      </div>
      <div className="mt-8">
        <ListSearch
          name="Find banners"
          label="Search banners"
          hint="Words of the banner’s title."
          value={state.q}
          onSearch={(q) => change({ q })}
        />
      </div>
      <div className="mt-6">
        <PageState
          query={banners}
          loading={
            <div role="status" aria-label="Loading the banners">
              <Skeleton className="h-48 w-full rounded-2xl" />
            </div>
          }
          error={(retry) => (
            <ErrorState title="Error loading the banners" onRetry={retry}>
              We could not load the banners. Please try again.
            </ErrorState>
          )}
        >
          {(page) =>
            page.items.length === 0 ? (
              <EmptyState
                title={state.q ? 'No banners match' : 'No banners yet'}
                icon={<Megaphone className="size-10" />}
              >
                {state.q ? 'Try other words.' : 'Compose one with “New banner”.'}
              </EmptyState>
            ) : (
              <DataTable
                label="Banners"
                columns={columns}
                rows={page.items}
                total={page.total}
                pageSize={ADMIN_PAGE_SIZE}
                state={state}
                sorts={LIST.sorts}
                hrefFor={hrefFor}
                rowId={(banner) => banner.id}
                busy={banners.isPlaceholderData}
              />
            )
          }
        </PageState>
      </div>
      {editing && editing !== 'new' && (
        <div className="mt-8">
          <RecordHistory entityType="banner" entityId={editing.id} />
        </div>
      )}
      <ConfirmDialog
        open={confirm?.kind === 'delete'}
        onClose={() => setConfirm(null)}
        title={`Delete the banner “${confirm?.banner.title || UNTITLED}”?`}
        confirmLabel="Delete banner"
        onConfirm={async () => {
          if (!confirm) return;
          await deleteBanner.mutateAsync(confirm.banner);
          if (editing !== 'new' && editing?.id === confirm.banner.id) setEditing(null);
          notify.success('Banner deleted', `“${confirm.banner.title || UNTITLED}” is gone.`);
        }}
      >
        {confirm?.banner.is_active
          ? 'It is active: visitors stop seeing it at once. This cannot be undone.'
          : 'This cannot be undone; its history stays in the audit log.'}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm?.kind === 'activate'}
        onClose={() => setConfirm(null)}
        title={`Activate the banner “${confirm?.banner.title || UNTITLED}”?`}
        confirmLabel="Activate banner"
        tone="primary"
        onConfirm={async () => {
          if (!confirm) return;
          await switchBanner.mutateAsync({ banner: confirm.banner, on: true });
          notify.success(
            'Banner activated',
            `Visitors see “${confirm.banner.title || UNTITLED}” inside its window.`,
          );
        }}
      >
        {confirm?.replaces
          ? `Visitors see it inside its window (${windowText(confirm.banner)}), and “${confirm.replaces.title || UNTITLED}” is deactivated: one banner is active at a time.`
          : `Visitors see it inside its window (${windowText(confirm?.banner ?? ({} as AdminBanner))}).`}
      </ConfirmDialog>
    </div>
  );
}
