import { ReceiptText } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../core/paths';
import { DOWNLOAD_LINK_MINUTES } from '../../../core/purchases';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePurchases } from './api/get-purchases';
import { PurchaseGroups } from './components/PurchaseGroups';
import { PurchaseSearch } from './components/PurchaseSearch';
import { groupPurchases } from './group-purchases';

function Loading() {
  return (
    <div role="status" aria-label="Loading your purchases" className="space-y-4">
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

function Results({ q, onClear }: { q: string; onClear: () => void }) {
  const purchases = usePurchases(q);
  const items = purchases.data?.items;
  const groups = useMemo(() => groupPurchases(items ?? []), [items]);
  return (
    <PageState
      query={purchases}
      loading={<Loading />}
      error={(retry) => (
        <ErrorState title="Error loading your purchases" onRetry={retry}>
          We could not load your purchases. Please try again.
        </ErrorState>
      )}
    >
      {() => <Purchases groups={groups} q={q} onClear={onClear} placeholder={purchases.isPlaceholderData} />}
    </PageState>
  );
}

function Purchases({
  groups,
  q,
  onClear,
  placeholder,
}: {
  groups: ReturnType<typeof groupPurchases>;
  q: string;
  onClear: () => void;
  placeholder: boolean;
}) {
  if (groups.length === 0 && q === '') {
    return (
      <EmptyState
        title="You have not licensed any photos yet"
        icon={<ReceiptText className="size-10" />}
        action={
          <Button asChild>
            <Link to={paths.search.path}>Search photos</Link>
          </Button>
        }
      >
        Photos you license appear here, ready to download again whenever you need them.
      </EmptyState>
    );
  }
  if (groups.length === 0) {
    return (
      <EmptyState
        title="No purchases match your search"
        action={
          <Button variant="secondary" onClick={onClear}>
            Clear search
          </Button>
        }
      >
        Nothing you licensed matches “{q}”.
      </EmptyState>
    );
  }
  return (
    <div aria-busy={placeholder || undefined}>
      <PurchaseGroups groups={groups} />
    </div>
  );
}

/**
 * issue 13 `/my-purchases`: every photo the buyer licensed, grouped by production and project,
 * searchable (`?q=`), each file downloadable again through a fresh link that expires.
 */
export function MyPurchasesPage() {
  useDocumentTitle('My purchases');
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  // Typing replaces the entry: Back leaves the page rather than stepping through each letter.
  const search = useCallback(
    (term: string) => setParams(term ? { q: term } : {}, { replace: true }),
    [setParams],
  );
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl text-ink">My purchases</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">
        Every photo you have licensed, by production. Each download makes a link for your account that works
        for {DOWNLOAD_LINK_MINUTES} minutes.
      </p>
      <div className="mt-6">
        <PurchaseSearch value={q} onSearch={search} />
      </div>
      <div className="mt-8">
        <Results q={q} onClear={() => search('')} />
      </div>
    </div>
  );
}
