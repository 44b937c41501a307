import { UserCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../../core/admin-lists';
import { paths } from '../../../core/paths';
import { ListPager } from '../../components/data-table/ListPager';
import { ListSearch } from '../../components/data-table/ListSearch';
import { listApiQuery, useListState } from '../../components/data-table/list-state';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { useDuplicates } from './api/accounts-api';
import { DuplicateGroupCard } from './components/DuplicateGroupCard';

const LIST = { sort: 'email', dir: 'asc', sorts: ['email'] } as const;

/**
 * issue 25 `/admin/auth-consolidation` (spec §2): accounts that are the same person, found by
 * their e-mail, merged into the one that stays after a preview of what moves.
 */
export function ConsolidationPage() {
  useDocumentTitle('Account consolidation');
  const { state, change, hrefFor } = useListState(LIST);
  const groups = useDuplicates(listApiQuery(state, ADMIN_PAGE_SIZE));
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-24 sm:px-6">
      <h1 className="font-display text-4xl text-ink">Account consolidation</h1>
      <div className="mt-2 max-w-3xl space-y-2 text-ink-soft">
        <p>
          Accounts that look like one person: their e-mails are the same once written in lower case, and for
          Gmail once dots and a +tag are left out (Gmail delivers those to one inbox). That finds the same
          e-mail in another case, a legacy import beside a new sign-up, and a Google sign-in beside an e-mail
          link account. Other providers’ +tags are kept: they may be different inboxes.
        </p>
        <p>
          A merge moves every order, licence, download link, cart line, wishlist, project, company and sign-in
          method into the account that stays, and deletes the others. See all people on{' '}
          <Link to={paths.adminAccounts.href()} className="text-sepia underline underline-offset-4">
            Accounts
          </Link>
          .
        </p>
      </div>
      <div className="mt-6">
        <ListSearch
          name="Find a person"
          label="Search accounts to merge"
          hint="Part of the e-mail the accounts share."
          value={state.q}
          onSearch={(q) => change({ q })}
        />
      </div>
      <div className="mt-6">
        <PageState
          query={groups}
          loading={
            <div role="status" aria-label="Loading accounts to merge" className="space-y-3">
              <Skeleton className="h-48 w-full rounded-2xl" />
              <Skeleton className="h-48 w-full rounded-2xl" />
            </div>
          }
          error={(retry) => (
            <ErrorState title="Error loading accounts to merge" onRetry={retry}>
              We could not look for accounts of one person. Please try again.
            </ErrorState>
          )}
        >
          {(page) =>
            page.items.length === 0 ? (
              <EmptyState title="No accounts to merge" icon={<UserCheck className="size-10" />}>
                {state.q
                  ? 'No person with several accounts matches the search.'
                  : 'Every person has one account.'}
              </EmptyState>
            ) : (
              <div className="space-y-4" aria-busy={groups.isPlaceholderData || undefined}>
                <p className="text-sm text-ink-soft" role="status">
                  {page.total === 1
                    ? '1 person with several accounts'
                    : `${page.total} people with several accounts`}
                </p>
                {page.items.map((group) => (
                  <DuplicateGroupCard key={group.key} group={group} />
                ))}
                <ListPager
                  offset={state.offset}
                  pageSize={ADMIN_PAGE_SIZE}
                  total={page.total}
                  label="Pages of accounts to merge"
                  hrefFor={(offset) => hrefFor({ offset })}
                />
              </div>
            )
          }
        </PageState>
      </div>
    </div>
  );
}
