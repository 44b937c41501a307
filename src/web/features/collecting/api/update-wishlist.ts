import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../../api';
import { errorToast, isStatus, refreshCollecting, successToast } from '../../projects';

export interface WishlistChanges {
  name?: string;
  description?: string;
  project_id?: string;
}

/** `PATCH /api/wishlists/:id`: a new name, description or project. */
export async function updateWishlist({ id, changes }: { id: string; changes: WishlistChanges }) {
  const body = await readJson(await api.wishlists[':id'].$patch({ param: { id }, json: changes }));
  return body.wishlist;
}

/** The spec names no texts here: "Wishlist updated", else "Error" / "Failed to update wishlist" (a 400 shows under its field). */
export function useUpdateWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['wishlists', 'update'] as const,
    mutationFn: updateWishlist,
    onSuccess: async () => {
      successToast('Wishlist updated');
      await refreshCollecting(queryClient);
    },
    onError: (error) => {
      if (!isStatus(error, 400)) errorToast('Error', 'Failed to update wishlist');
    },
  });
}
