import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WishlistSummary } from '../../../../core/collecting';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { collectingKeys, USER_SCOPED } from '../../projects';
import { useAuthState } from '../../session';

/** `GET /api/wishlists`: the person's wishlists, the most recently changed first (spec §7). */
export async function getWishlists(signal?: AbortSignal): Promise<WishlistSummary[]> {
  const body = await readJson(await api.wishlists.$get(undefined, { init: { signal } }));
  return body.items;
}

export function wishlistsQueryOptions() {
  return queryOptions({
    queryKey: collectingKeys.wishlistList,
    queryFn: ({ signal }) => getWishlists(signal),
    ...FRESHNESS.default,
    retry: retryUnlessClientError(1),
    meta: USER_SCOPED,
  });
}

/** The signed-in person's wishlists; idle for visitors. */
export function useWishlists() {
  const auth = useAuthState();
  return useQuery({ ...wishlistsQueryOptions(), enabled: auth.status === 'signed-in' });
}
