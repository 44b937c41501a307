import { Building2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ADMIN_COMPANY_SORTS, type AdminCompanyRow } from '../../../core/admin-companies';
import { ADMIN_PAGE_SIZE } from '../../../core/admin-lists';
import { paths } from '../../../core/paths';
import { formatUsd } from '../../../core/pricing';
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
import { useAdminCompanies } from './api/admin-companies';
import { type MergeCandidate, MergeDialog } from './components/MergeDialog';

const LIST = { sort: 'name', dir: 'asc', sorts: ADMIN_COMPANY_SORTS, filters: [] } as const;

const number = (value: number) => <span className="tabular-nums">{value.toLocaleString('en-US')}</span>;

const COLUMNS: AdminColumn<AdminCompanyRow>[] = [
  {
    id: 'name',
    header: 'Company',
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <Link
        to={paths.adminCompany.href({ id: row.original.id })}
        className="font-medium text-sepia underline-offset-4 hover:underline"
      >
        {row.original.name}
      </Link>
    ),
  },
  {
    id: 'owner',
    header: 'Owner',
    cell: ({ row }) => <span className="break-all">{row.original.owner_email}</span>,
  },
  {
    id: 'projects',
    header: 'Projects',
    meta: { align: 'right' },
    cell: ({ row }) => number(row.original.projects),
  },
  {
    id: 'wishlists',
    header: 'Wishlists',
    meta: { align: 'right' },
    cell: ({ row }) => number(row.original.wishlists),
  },
  {
    id: 'orders',
    header: 'Orders',
    meta: { align: 'right' },
    cell: ({ row }) => number(row.original.orders),
  },
  {
    id: 'revenue',
    header: 'Revenue',
    meta: { align: 'right' },
    cell: ({ row }) => formatUsd(row.original.revenue_cents),
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

/** issue 25 `/admin/companies`: every buyer's companies, searchable; two ticked duplicates merge. */
export function AdminCompaniesPage() {
  useDocumentTitle('Companies');
  const navigate = useNavigate();
  const { state, change, hrefFor } = useListState(LIST);
  const companies = useAdminCompanies(listApiQuery(state, ADMIN_PAGE_SIZE));
  const [selected, setSelected] = useState<string[]>([]);
  const [pair, setPair] = useState<readonly [MergeCandidate, MergeCandidate] | null>(null);
  // The ticked rows' names, kept while the admin pages or searches for the other duplicate.
  const seen = useRef(new Map<string, MergeCandidate>());
  for (const row of companies.data?.items ?? []) seen.current.set(row.id, row);
  const ticked = selected.flatMap((id) => seen.current.get(id) ?? []);
  const [first, second] = ticked;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-24 sm:px-6">
      <h1 className="font-display text-4xl text-ink">Companies</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">
        Every buyer’s companies with their projects, wishlists, paid orders and revenue. Tick two duplicates
        to merge them.
      </p>
      <div className="mt-6">
        <ListSearch
          name="Find companies"
          label="Search companies"
          hint="Part of the company’s name or of its owner’s e-mail."
          value={state.q}
          onSearch={(q) => change({ q })}
        />
      </div>
      <div className="mt-6">
        <PageState
          query={companies}
          loading={
            <div role="status" aria-label="Loading companies" className="space-y-2">
              <Skeleton className="h-64 w-full rounded-2xl" />
            </div>
          }
          error={(retry) => (
            <ErrorState title="Error loading companies" onRetry={retry}>
              We could not load the companies. Please try again.
            </ErrorState>
          )}
        >
          {(page) =>
            page.items.length === 0 ? (
              state.q !== '' ? (
                <EmptyState
                  title="No companies match"
                  action={
                    <Button variant="secondary" onClick={() => change({ q: '' })}>
                      Clear search
                    </Button>
                  }
                >
                  Try part of the name or the owner’s e-mail.
                </EmptyState>
              ) : (
                <EmptyState title="No companies yet" icon={<Building2 className="size-10" />}>
                  Companies appear here as soon as a buyer saves one.
                </EmptyState>
              )
            ) : (
              <DataTable
                label="Companies"
                columns={COLUMNS}
                rows={page.items}
                total={page.total}
                pageSize={ADMIN_PAGE_SIZE}
                state={state}
                sorts={LIST.sorts}
                hrefFor={hrefFor}
                rowId={(row) => row.id}
                busy={companies.isPlaceholderData}
                selection={{
                  selected,
                  onChange: setSelected,
                  rowLabel: (row) => `${row.name} (${row.owner_email})`,
                }}
                selectionActions={
                  <div className="flex flex-wrap items-center gap-3">
                    <Button
                      disabled={ticked.length !== 2}
                      onClick={() => first && second && setPair([first, second])}
                    >
                      Merge {ticked.length === 2 ? 'these 2 companies' : 'companies'}…
                    </Button>
                    {ticked.length !== 2 && (
                      <span className="text-sm text-ink-soft">Tick exactly two companies to merge them.</span>
                    )}
                    <Button variant="secondary" onClick={() => setSelected([])}>
                      Clear selection
                    </Button>
                  </div>
                }
              />
            )
          }
        </PageState>
      </div>
      <MergeDialog
        pair={pair}
        onClose={() => setPair(null)}
        onMerged={(survivor) => {
          setSelected([]);
          void navigate(paths.adminCompany.href({ id: survivor.id }));
        }}
      />
    </div>
  );
}
