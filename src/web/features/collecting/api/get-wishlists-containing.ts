import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { collectingKeys, USER_SCOPED } from '../../projects';

export interface WishlistRef {
  id: string;
  name: string;
}

/** `GET /api/wishlists/containing/:photoId`: the person's wishlists that hold the photo (the dialog's "Added"). */
export async function getWishlistsContaining(photoId: string, signal?: AbortSignal): Promise<WishlistRef[]> {
  const body = await readJson(
    await api.wishlists.containing[':photoId'].$get({ param: { photoId } }, { init: { signal } }),
  );
  return body.items;
}

/** spec §9: wishlist membership stays fresh 1 minute. */
export function wishlistsContainingQueryOptions(photoId: string) {
  return queryOptions({
    queryKey: collectingKeys.containing(photoId),
    queryFn: ({ signal }) => getWishlistsContaining(photoId, signal),
    ...FRESHNESS.wishlistMembership,
    retry: retryUnlessClientError(1),
    meta: USER_SCOPED,
  });
}

export function useWishlistsContaining(photoId: string) {
  return useQuery(wishlistsContainingQueryOptions(photoId));
}
