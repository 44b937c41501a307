import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedWishlist } from '../../../../core/collecting';
import { api, readJson } from '../../../api';
import { retryUnlessClientError } from '../../../query';
import { collectingKeys } from '../../projects';

/** `GET /api/shared-wishlists/:code`, public: 404 when unknown or revoked, 400 when malformed. */
export async function getSharedWishlist(code: string, signal?: AbortSignal): Promise<SharedWishlist> {
  return readJson(await api['shared-wishlists'][':code'].$get({ param: { code } }, { init: { signal } }));
}

/** Always asked again on a visit: a revoked link must stop showing the list at once. */
export function sharedWishlistQueryOptions(code: string) {
  return queryOptions({
    queryKey: collectingKeys.shared(code),
    queryFn: ({ signal }) => getSharedWishlist(code, signal),
    staleTime: 0,
    retry: retryUnlessClientError(1),
  });
}

/** The shared list; idle while `enabled` is false (a code that cannot be one). */
export function useSharedWishlist(code: string, enabled = true) {
  return useQuery({ ...sharedWishlistQueryOptions(code), enabled });
}
