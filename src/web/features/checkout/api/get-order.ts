import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '../../../../core/checkout';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { useAuthState } from '../../session';
import { checkoutKeys, USER_SCOPED } from './checkout-keys';

/** `GET /api/orders/:id`: the owner's order; 404 for anyone else's. */
export async function getOrder(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  return readJson(await api.orders[':id'].$get({ param: { id } }, { init: { signal } }));
}

/**
 * `POST /api/orders/:id/refresh`: the server asks the payment provider how the payment stands
 * (a confirmation may be slower than the buyer's return), and answers the order as it is then.
 */
export async function refreshOrder(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  return readJson(await api.orders[':id'].refresh.$post({ param: { id } }, { init: { signal } }));
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: checkoutKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    ...FRESHNESS.order,
    retry: retryUnlessClientError(1),
    meta: USER_SCOPED,
  });
}

export function useOrder(id: string, enabled = true) {
  const auth = useAuthState();
  return useQuery({ ...orderQueryOptions(id), enabled: enabled && auth.status === 'signed-in' });
}
