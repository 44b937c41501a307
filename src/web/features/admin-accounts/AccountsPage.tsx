import { Users } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminAccount } from '../../../core/admin-accounts';
import { ACCOUNT_SORTS } from '../../../core/admin-accounts';
import { ADMIN_PAGE_SIZE } from '../../../core/admin-lists';
import { paths } from '../../../core/paths';
import { Button } from '../../components/Button';
import { type AdminColumn, DataTable } from '../../components/data-table/DataTable';
import { ListSearch } from '../../components/data-table/ListSearch';
import { listApiQuery, useListState } from '../../components/data-table/list-state';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Pill } from '../../components/Pill';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { HistoryLink } from '../admin-audit';
import { formatDateTime } from '../orders';
import { useMe } from '../session';
import { useAccounts } from './api/accounts-api';
import { AccountActions } from './components/AccountActions';
import { MethodPills } from './components/MethodPills';

const LIST = { sort: 'created_at', dir: 'desc', sorts: ACCOUNT_SORTS } as const;

function columns(selfId: string | undefined): AdminColumn<AdminAccount>[] {
  return [
    {
      id: 'email',
      header: 'E-mail',
      meta: { rowHeader: true },
      cell: ({ row }) => (
        <span className="block min-w-44 font-medium [overflow-wrap:anywhere]">{row.original.email}</span>
      ),
    },
    { id: 'name', header: 'Name', cell: ({ row }) => row.original.name || '—' },
    {
      id: 'role',
      header: 'Role',
      cell: ({ row }) =>
        row.original.role === 'admin' ? (
          <Pill tone="accent">Admin</Pill>
        ) : (
          <span className="text-ink-soft">Buyer</span>
        ),
    },
    { id: 'methods', header: 'Sign-in', cell: ({ row }) => <MethodPills methods={row.original.methods} /> },
    {
      id: 'last_sign_in',
      header: 'Last sign-in',
      cell: ({ row }) =>
        row.original.last_sign_in_at ? (
          <time dateTime={row.original.last_sign_in_at} className="whitespace-nowrap">
            {formatDateTime(row.original.last_sign_in_at)}
          </time>
        ) : (
          <span className="text-ink-soft">None on record</span>
        ),
    },
    {
      id: 'orders',
      header: 'Orders',
      meta: { align: 'right' },
      cell: ({ row }) =>
        row.original.order_count > 0 ? (
          <Link
            to={paths.adminOrders.href({ q: row.original.email })}
            className="text-sepia underline-offset-4 hover:underline"
          >
            {row.original.order_count}
            <span className="sr-only">
              {row.original.order_count === 1 ? ' order' : ' orders'} of {row.original.email}
            </span>
          </Link>
        ) : (
          '0'
        ),
    },
    {
      id: 'banned',
      header: 'Banned',
      cell: ({ row }) =>
        row.original.banned ? (
          <span className="block min-w-32">
            <strong className="font-medium text-red-800">Banned</strong>
            {row.original.ban_reason ? `: ${row.original.ban_reason}` : ''}
          </span>
        ) : (
          <span className="text-ink-soft">No</span>
        ),
    },
    {
      id: 'created_at',
      header: 'Joined',
      cell: ({ row }) => (
        <time dateTime={row.original.created_at} className="whitespace-nowrap">
          {formatDateTime(row.original.created_at)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <div className="flex flex-wrap items-center gap-2">
          <AccountActions account={row.original} isSelf={row.original.id === selfId} />
          <HistoryLink entityType="account" entityId={row.original.id} name={row.original.email} />
        </div>
      ),
    },
  ];
}

/** issue 25 `/admin/accounts`: people, their role, sign-in methods and bans. */
export function AccountsPage() {
  useDocumentTitle('Accounts');
  const { state, change, hrefFor } = useListState(LIST);
  const accounts = useAccounts(listApiQuery(state, ADMIN_PAGE_SIZE));
  const me = useMe();
  const selfId = me.data?.user.id;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-24 sm:px-6">
      <h1 className="font-display text-4xl text-ink">Accounts</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">
        Everyone with an account: their role, how they sign in, and bans. Every account can also sign in with
        a one-time e-mail link. Accounts of one person are merged on{' '}
        <Link to={paths.adminAuthConsolidation.href()} className="text-sepia underline underline-offset-4">
          Account consolidation
        </Link>
        .
      </p>
      <div className="mt-6">
        <ListSearch
          name="Find accounts"
          label="Search accounts"
          hint="Part of an e-mail or a name."
          value={state.q}
          onSearch={(q) => change({ q })}
        />
      </div>
      <div className="mt-6">
        <PageState
          query={accounts}
          loading={
            <div role="status" aria-label="Loading accounts" className="space-y-2">
              <Skeleton className="h-64 w-full rounded-2xl" />
            </div>
          }
          error={(retry) => (
            <ErrorState title="Error loading accounts" onRetry={retry}>
              We could not load the accounts. Please try again.
            </ErrorState>
          )}
        >
          {(page) =>
            page.items.length === 0 ? (
              state.q ? (
                <EmptyState
                  title="No accounts match"
                  action={
                    <Button variant="secondary" onClick={() => change({ q: '' })}>
                      Clear search
                    </Button>
                  }
                >
                  Try part of the e-mail or the name.
                </EmptyState>
              ) : (
                <EmptyState title="No accounts yet" icon={<Users className="size-10" />}>
                  People appear here once they sign up.
                </EmptyState>
              )
            ) : (
              <DataTable
                label="Accounts"
                columns={columns(selfId)}
                rows={page.items}
                total={page.total}
                pageSize={ADMIN_PAGE_SIZE}
                state={state}
                sorts={LIST.sorts}
                hrefFor={hrefFor}
                rowId={(account) => account.id}
                busy={accounts.isPlaceholderData}
              />
            )
          }
        </PageState>
      </div>
    </div>
  );
}
