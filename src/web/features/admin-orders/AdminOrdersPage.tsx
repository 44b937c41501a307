import { ReceiptText } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrderList } from '../../../core/admin-orders';
import { paths, queryString } from '../../../core/paths';
import { Button } from '../../components/Button';
import type { ListState } from '../../components/data-table/list-state';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { ADMIN_PAGE } from './admin-page';
import { useAdminOrders } from './api/get-admin-orders';
import { OrderFiltersBar } from './components/OrderFiltersBar';
import { OrdersTable } from './components/OrdersTable';
import {
  hasOrderFilters,
  isOrderSort,
  type OrderFilters,
  orderFilterQuery,
  parseOrderFilters,
} from './order-filters';

function Results({ filters, onClear }: { filters: OrderFilters; onClear: () => void }) {
  const orders = useAdminOrders(filters);
  return (
    <PageState
      query={orders}
      loading={
        <div role="status" aria-label="Loading orders" className="space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      }
      error={(retry) => (
        <ErrorState title="Error loading orders" onRetry={retry}>
          We could not load the orders. Please try again.
        </ErrorState>
      )}
    >
      {(page) => (
        <OrderList page={page} placeholder={orders.isPlaceholderData} filters={filters} onClear={onClear} />
      )}
    </PageState>
  );
}

function OrderList({
  page,
  placeholder,
  filters,
  onClear,
}: {
  page: AdminOrderList;
  placeholder: boolean;
  filters: OrderFilters;
  onClear: () => void;
}) {
  const { items, total } = page;
  if (items.length === 0) {
    return hasOrderFilters(filters) || filters.offset > 0 ? (
      <EmptyState
        title="No orders match these filters"
        action={
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        }
      >
        Try another search, status or date range.
      </EmptyState>
    ) : (
      <EmptyState title="No orders yet" icon={<ReceiptText className="size-10" />}>
        Orders appear here as soon as a buyer checks out.
      </EmptyState>
    );
  }
  const state: ListState = {
    q: filters.q,
    sort: filters.sort,
    dir: filters.dir,
    offset: filters.offset,
    filters: {},
  };
  // A new sort starts again at the first page; the pager keeps the sort.
  const hrefFor = (next: Partial<ListState>) =>
    `${paths.adminOrders.path}${queryString(
      orderFilterQuery({
        ...filters,
        sort: isOrderSort(next.sort) ? next.sort : filters.sort,
        dir: next.dir ?? filters.dir,
        offset: next.offset ?? 0,
      }),
    )}`;
  return (
    <OrdersTable
      orders={items}
      total={total}
      pageSize={ADMIN_ORDERS_PAGE_SIZE}
      state={state}
      hrefFor={hrefFor}
      busy={placeholder}
    />
  );
}

/**
 * issue 13 item 7 `/admin/orders`: every order, searchable by buyer, order number or photo and
 * filtered by status and date; the URL holds the filters and the page (`?offset=`).
 */
export function AdminOrdersPage() {
  useDocumentTitle('Orders');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => parseOrderFilters(params), [params]);
  const change = useCallback(
    (next: Partial<Omit<OrderFilters, 'offset'>>) => {
      // A new filter starts again at the first page.
      void navigate({ search: queryString(orderFilterQuery({ ...filters, ...next, offset: 0 })) });
    },
    [filters, navigate],
  );
  const clear = useCallback(() => void navigate({ search: '' }), [navigate]);
  return (
    <div className={ADMIN_PAGE}>
      <h1 className="font-display text-4xl text-ink">Orders</h1>
      <div className="mt-6">
        <OrderFiltersBar filters={filters} onChange={change} />
      </div>
      <div className="mt-6">
        <Results filters={filters} onClear={clear} />
      </div>
    </div>
  );
}
