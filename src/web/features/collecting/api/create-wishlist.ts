import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COLLECTING_TOASTS } from '../../../../core/collecting';
import type { LicenseType } from '../../../../core/pricing';
import { api, readJson } from '../../../api';
import { errorToast, isStatus, refreshCollecting, successToast } from '../../projects';
import { useWishlistSignIn } from './wishlist-sign-in';

export interface CreateWishlistInput {
  name: string;
  description?: string;
  project_id: string;
  /** The photo the wishlist starts with (the add-to-wishlist dialog's "Create new wishlist"). */
  photo_id?: string;
  license_type?: LicenseType;
}

/** `POST /api/wishlists` (spec §7: name, description, project, and the first photo with its licence). */
export async function createWishlist(input: CreateWishlistInput) {
  const body = await readJson(await api.wishlists.$post({ json: input }));
  return body.wishlist;
}

/**
 * spec §8: "Wishlist created" / "New wishlist created and photo added successfully"; a list made
 * without a photo (from the wishlists page) says only its name. A 400 is the form's to show under
 * its fields; other failures say "Error" / "Failed to create wishlist".
 */
export function useCreateWishlist() {
  const queryClient = useQueryClient();
  const signIn = useWishlistSignIn();
  return useMutation({
    mutationKey: ['wishlists', 'create'] as const,
    mutationFn: createWishlist,
    onSuccess: async (wishlist, input) => {
      if (input.photo_id) successToast(...COLLECTING_TOASTS.wishlistCreated);
      else successToast(COLLECTING_TOASTS.wishlistCreated[0], `"${wishlist.name}" is ready for photos.`);
      await refreshCollecting(queryClient);
    },
    onError: (error) => {
      if (isStatus(error, 401)) signIn();
      else if (!isStatus(error, 400)) errorToast(...COLLECTING_TOASTS.wishlistCreateFailed);
    },
  });
}
