import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PurchaseList } from '../../../../core/purchases';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { purchasesKeys, useAuthState } from '../../session';

/**
 * `GET /api/purchases?q=`: the buyer's licences, newest first. `q` matches titles, production,
 * project, company and order number; `#1042` matches exactly that photo.
 */
export async function getPurchases(q: string, signal?: AbortSignal): Promise<PurchaseList> {
  return readJson(await api.purchases.$get({ query: q ? { q } : {} }, { init: { signal } }));
}

export function purchasesQueryOptions(q: string) {
  return queryOptions({
    queryKey: purchasesKeys.list(q),
    queryFn: ({ signal }) => getPurchases(q, signal),
    ...FRESHNESS.purchases,
    retry: retryUnlessClientError(1),
    meta: { userScoped: true },
  });
}

/** The purchases matching `q`; the last answer stays on screen while the next search runs. */
export function usePurchases(q: string) {
  const auth = useAuthState();
  return useQuery({
    ...purchasesQueryOptions(q),
    placeholderData: keepPreviousData,
    enabled: auth.status === 'signed-in',
  });
}
