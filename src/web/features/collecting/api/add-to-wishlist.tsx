import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COLLECTING_TOASTS } from '../../../../core/collecting';
import type { LicenseType } from '../../../../core/pricing';
import { api, readJson } from '../../../api';
import { errorToast, isStatus, refreshCollecting, successToast } from '../../projects';
import { useWishlistSignIn } from './wishlist-sign-in';

export interface AddToWishlistInput {
  wishlist: { id: string; name: string };
  photoId: string;
  /** spec §7: background dressing unless chosen (the server applies the default). */
  license?: LicenseType;
}

/** `POST /api/wishlists/:id/items`: 409 when the photo is in that wishlist already (spec §5). */
export async function addToWishlist({ wishlist, photoId, license }: AddToWishlistInput) {
  const body = await readJson(
    await api.wishlists[':id'].items.$post({
      param: { id: wishlist.id },
      json: { photo_id: photoId, ...(license ? { license_type: license } : {}) },
    }),
  );
  return body.wishlist;
}

/**
 * Adds a photo to one wishlist with the spec's toasts (§8): "Added to wishlist" / "Photo added to
 * {name} wishlist"; "Error" with "Photo is already in this wishlist" or "Failed to add photo to
 * wishlist". Membership, counts and covers are read again after a success or a duplicate.
 */
export function useAddToWishlist() {
  const queryClient = useQueryClient();
  const signIn = useWishlistSignIn();
  return useMutation({
    mutationKey: ['wishlists', 'add'] as const,
    mutationFn: addToWishlist,
    onSuccess: async (_, { wishlist }) => {
      const [title, [before, name, after]] = COLLECTING_TOASTS.addedToNamed(wishlist.name);
      successToast(
        title,
        <>
          {before}
          <strong className="font-semibold">{name}</strong>
          {after}
        </>,
        // Its words as its id, as every other toast (components/Toast.tsx): added again, it replaces itself.
        { id: `${title}\n${before}${name}${after}` },
      );
      await refreshCollecting(queryClient);
    },
    onError: async (error) => {
      if (isStatus(error, 401)) return signIn();
      if (isStatus(error, 409)) errorToast(...COLLECTING_TOASTS.alreadyInWishlist);
      else errorToast(...COLLECTING_TOASTS.addFailed);
      await refreshCollecting(queryClient);
    },
  });
}
