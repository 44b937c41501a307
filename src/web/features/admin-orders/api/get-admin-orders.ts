import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderList } from '../../../../core/admin-orders';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { type OrderFilters, orderListQuery } from '../order-filters';
import { adminOrderKeys } from './admin-keys';

/** `GET /api/admin/orders?q=&status=&from=&to=&offset=&limit=`: one page of matching orders, newest first. */
export async function getAdminOrders(filters: OrderFilters, signal?: AbortSignal): Promise<AdminOrderList> {
  return readJson(await api.admin.orders.$get({ query: orderListQuery(filters) }, { init: { signal } }));
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
