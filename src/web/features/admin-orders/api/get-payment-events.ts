import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentEventList, PaymentEventRow } from '../../../../core/admin-orders';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { adminOrderKeys } from './admin-keys';

export type PaymentEventState = PaymentEventRow['state'];

/** `GET /api/admin/payments?state=&offset=`: provider events, newest first, 50 a page. */
export async function getPaymentEvents(
  state: PaymentEventState | undefined,
  offset: number,
  signal?: AbortSignal,
): Promise<PaymentEventList> {
  const query = { state, offset: offset > 0 ? String(offset) : undefined };
  return readJson(await api.admin.payments.$get({ query }, { init: { signal } }));
}

export function paymentEventsQueryOptions(state: PaymentEventState | undefined, offset: number) {
  return queryOptions({
    queryKey: adminOrderKeys.events(state, offset),
    queryFn: ({ signal }) => getPaymentEvents(state, offset, signal),
    ...FRESHNESS.adminOrders,
    retry: retryUnlessClientError(1),
  });
}

export function usePaymentEvents(state: PaymentEventState | undefined, offset: number) {
  return useQuery({ ...paymentEventsQueryOptions(state, offset), placeholderData: keepPreviousData });
}
