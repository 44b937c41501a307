import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, readJson } from '../../../api';
import { errorToast, refreshCollecting, successToast } from '../../projects';

export interface RemoveFromWishlistInput {
  wishlistId: string;
  photoId: string;
}

/**
 * `DELETE /api/wishlists/:id/items/:photoId`. A 404 means the photo left the list already (in
 * another tab): what the person asked for is true, so it counts as removed.
 */
export async function removeFromWishlist({ wishlistId, photoId }: RemoveFromWishlistInput): Promise<void> {
  try {
    await readJson(
      await api.wishlists[':id'].items[':photoId'].$delete({ param: { id: wishlistId, photoId } }),
    );
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** "Photo removed" / "Photo removed from your wishlist", as the cart says it; else "Failed to remove photo from wishlist". */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['wishlists', 'remove'] as const,
    mutationFn: removeFromWishlist,
    onSuccess: async () => {
      successToast('Photo removed', 'Photo removed from your wishlist');
      await refreshCollecting(queryClient);
    },
    onError: () => errorToast('Error', 'Failed to remove photo from wishlist'),
  });
}
