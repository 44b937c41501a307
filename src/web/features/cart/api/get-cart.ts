import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { CartAnswer } from '../../../../core/cart';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { useAuthState } from '../../session';

/** `GET /api/cart`: the signed-in person's lines, newest first, priced on the server (spec §7 Cart). */
export async function getCart(signal?: AbortSignal): Promise<CartAnswer> {
  return readJson(await api.cart.$get(undefined, { init: { signal } }));
}

/** spec §9: the cart stays fresh 5 minutes; it is the person's own, so sign-out discards it. */
export function cartQueryOptions() {
  return queryOptions({
    queryKey: ['cart'] as const,
    queryFn: ({ signal }) => getCart(signal),
    ...FRESHNESS.cart,
    retry: retryUnlessClientError(1),
    meta: { userScoped: true },
  });
}

/** The cart of the signed-in person; idle (no request) for visitors and while the session loads. */
export function useCart() {
  const auth = useAuthState();
  return useQuery({ ...cartQueryOptions(), enabled: auth.status === 'signed-in' });
}

/**
 * spec §4: after any change the cart is read again. The promise settles once the new cart has
 * arrived, so a mutation that awaits it stays pending until the page shows the new totals.
 */
export function refreshCart(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey });
}
