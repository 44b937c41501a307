import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderList } from '../../../../core/admin-orders';
import { queryString } from '../../../../core/paths';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { type OrderFilters, orderListQuery } from '../order-filters';
import { adminOrderKeys } from './admin-keys';
import { getJson } from './admin-request';

/** `GET /api/admin/orders?q=&status=&from=&to=&offset=&limit=`: one page of matching orders, newest first. */
export function getAdminOrders(filters: OrderFilters, signal?: AbortSignal): Promise<AdminOrderList> {
  return getJson(`/api/admin/orders${queryString(orderListQuery(filters))}`, signal);
}

export function adminOrdersQueryOptions(filters: OrderFilters) {
  return queryOptions({
    queryKey: adminOrderKeys.orderList(filters),
    queryFn: ({ signal }) => getAdminOrders(filters, signal),
    ...FRESHNESS.adminOrders,
    retry: retryUnlessClientError(1),
  });
}

/** The page of orders; the last page stays on screen (marked busy) while the next loads. */
export function useAdminOrders(filters: OrderFilters) {
  return useQuery({ ...adminOrdersQueryOptions(filters), placeholderData: keepPreviousData });
}
