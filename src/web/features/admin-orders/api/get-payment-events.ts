import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentEventList, PaymentEventRow } from '../../../../core/admin-orders';
import { queryString } from '../../../../core/paths';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { adminOrderKeys } from './admin-keys';
import { getJson } from './admin-request';

export type PaymentEventState = PaymentEventRow['state'];

/** `GET /api/admin/payments?state=&offset=`: provider events, newest first, 50 a page. */
export function getPaymentEvents(
  state: PaymentEventState | undefined,
  offset: number,
  signal?: AbortSignal,
): Promise<PaymentEventList> {
  return getJson(
    `/api/admin/payments${queryString({ state, offset: offset > 0 ? offset : undefined })}`,
    signal,
  );
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
