import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WishlistDetail } from '../../../../core/collecting';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { collectingKeys, USER_SCOPED } from '../../projects';

/** `GET /api/wishlists/:id`: one of the person's wishlists with its photos, newest first (404 if not theirs). */
export async function getWishlist(id: string, signal?: AbortSignal): Promise<WishlistDetail> {
  return readJson(await api.wishlists[':id'].$get({ param: { id } }, { init: { signal } }));
}

export function wishlistQueryOptions(id: string) {
  return queryOptions({
    queryKey: collectingKeys.wishlist(id),
    queryFn: ({ signal }) => getWishlist(id, signal),
    ...FRESHNESS.default,
    retry: retryUnlessClientError(1),
    meta: USER_SCOPED,
  });
}

/** One wishlist; idle while `enabled` is false (an id that cannot be one). */
export function useWishlist(id: string, enabled = true) {
  return useQuery({ ...wishlistQueryOptions(id), enabled });
}
