import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { collectingKeys, USER_SCOPED } from '../../projects';

/** The most photos one check may name (the server's limit for `POST /api/wishlists/check`). */
export const CHECK_BATCH_SIZE = 500;

/** `POST /api/wishlists/check`: which of these photos are in any of the person's wishlists. */
export async function checkWishlists(photoIds: readonly string[], signal?: AbortSignal): Promise<string[]> {
  const body = await readJson(
    await api.wishlists.check.$post({ json: { photo_ids: [...photoIds] } }, { init: { signal } }),
  );
  return body.photo_ids;
}

/** spec §9: the batch wishlist check stays fresh 1 minute. */
export function checkWishlistsQueryOptions(photoIds: readonly string[]) {
  return queryOptions({
    queryKey: collectingKeys.check(photoIds),
    queryFn: ({ signal }) => checkWishlists(photoIds, signal),
    ...FRESHNESS.batchWishlistCheck,
    retry: retryUnlessClientError(1),
    meta: USER_SCOPED,
  });
}
