import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutQuote } from '../../../../core/checkout';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { useAuthState } from '../../session';
import { checkoutKeys, USER_SCOPED } from './checkout-keys';

/** `GET /api/checkout`: the lines paying now would license, priced on the server, and its fingerprint. */
export async function getCheckoutQuote(signal?: AbortSignal): Promise<CheckoutQuote> {
  return readJson(await api.checkout.$get(undefined, { init: { signal } }));
}

export function checkoutQuoteQueryOptions() {
  return queryOptions({
    queryKey: checkoutKeys.quote,
    queryFn: ({ signal }) => getCheckoutQuote(signal),
    ...FRESHNESS.checkout,
    retry: retryUnlessClientError(1),
    meta: USER_SCOPED,
  });
}

export function useCheckoutQuote() {
  const auth = useAuthState();
  return useQuery({ ...checkoutQuoteQueryOptions(), enabled: auth.status === 'signed-in' });
}
