import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '../../../../core/admin-orders';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { adminOrderKeys } from './admin-keys';

/** `GET /api/admin/orders/:id`: the order with its buyer, payment and provider events; 404 unknown. */
export async function getAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return readJson(await api.admin.orders[':id'].$get({ param: { id } }, { init: { signal } }));
}

export function adminOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminOrderKeys.order(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
    ...FRESHNESS.adminOrders,
    retry: retryUnlessClientError(1),
  });
}

export function useAdminOrder(id: string) {
  return useQuery(adminOrderQueryOptions(id));
}
