import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../../api';
import { collectingKeys, errorToast, refreshCollecting, successToast } from '../../projects';

/** `DELETE /api/wishlists/:id`: the list and its items; the photos stay in the catalogue. */
export async function deleteWishlist(id: string): Promise<void> {
  await readJson(await api.wishlists[':id'].$delete({ param: { id } }));
}

/** "Wishlist deleted", else "Error" / "Failed to delete wishlist" (the spec names no texts here). */
export function useDeleteWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['wishlists', 'delete'] as const,
    mutationFn: deleteWishlist,
    onSuccess: async (_, id) => {
      successToast('Wishlist deleted');
      // The page that showed it is left; its answer must not come back from the cache.
      queryClient.removeQueries({ queryKey: collectingKeys.wishlist(id) });
      await refreshCollecting(queryClient);
    },
    onError: () => errorToast('Error', 'Failed to delete wishlist'),
  });
}
