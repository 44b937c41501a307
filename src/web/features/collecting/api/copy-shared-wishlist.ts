import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../../api';
import { errorToast, isStatus, refreshCollecting, successToast } from '../../projects';
import { useWishlistSignIn } from './wishlist-sign-in';

export interface CopySharedInput {
  code: string;
  project_id: string;
  name?: string;
}

/** `POST /api/shared-wishlists/:code/copy`: a new wishlist of the viewer's own with the list's live photos. */
export async function copySharedWishlist({ code, ...json }: CopySharedInput) {
  const body = await readJson(await api['shared-wishlists'][':code'].copy.$post({ param: { code }, json }));
  return body.wishlist;
}

/** "Wishlist copied" / `"{name}" is now in your wishlists.`; else "Error" / "Failed to copy wishlist". */
export function useCopySharedWishlist() {
  const queryClient = useQueryClient();
  const signIn = useWishlistSignIn();
  return useMutation({
    mutationKey: ['wishlists', 'copy'] as const,
    mutationFn: copySharedWishlist,
    onSuccess: async (wishlist) => {
      successToast('Wishlist copied', `"${wishlist.name}" is now in your wishlists.`);
      await refreshCollecting(queryClient);
    },
    onError: (error) => {
      if (isStatus(error, 401)) signIn();
      else if (!isStatus(error, 400)) errorToast('Error', 'Failed to copy wishlist');
    },
  });
}
