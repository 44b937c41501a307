import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { CART_TOASTS } from '../../../../core/cart';
import type { LicenseType } from '../../../../core/pricing';
import { api, readJson } from '../../../api';
import type { CartPhotoRef } from '../../../components/photo-cart-actions';
import { notify } from '../../../components/Toast';
import { useAuthState } from '../../session';
import { useCartToasts } from './cart-toasts';
import { refreshCart } from './get-cart';

export interface AddToCartInput {
  photo: CartPhotoRef;
  /** spec §9: background dressing unless chosen (the server applies the default). */
  license?: LicenseType;
}

/** `POST /api/cart`: one line; 409 when the photo is already in the cart with that licence. */
export async function addToCart({ photo, license }: AddToCartInput) {
  const body = await readJson(
    await api.cart.$post({ json: { photo_id: photo.id, ...(license ? { license_type: license } : {}) } }),
  );
  return body.item;
}

const inFlightKey = ({ photo, license }: AddToCartInput) => `${photo.id} ${license ?? ''}`;

/** Adds in flight share this key, so any component can tell which photos are on their way. */
export const addToCartMutationKey = ['cart', 'add'] as const;

/**
 * Adds one photo with the spec's toasts (§5, §8): "Sign in required" for visitors, "Added to
 * cart" on success, "Photo already in cart" on a duplicate, else "Failed to add photo to cart".
 * The cart is read again after a success or a duplicate (another tab may have added it).
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const auth = useAuthState();
  const toasts = useCartToasts();
  // A double click sends its second click before the button can show it is busy: the same
  // photo and licence on their way already are not sent again (it would only answer "already in cart").
  const inFlight = useRef(new Set<string>());
  const mutation = useMutation({
    mutationKey: addToCartMutationKey,
    mutationFn: addToCart,
    onSettled: (_item, _error, input) => {
      inFlight.current.delete(inFlightKey(input));
    },
    onSuccess: async () => {
      notify.success(...CART_TOASTS.added);
      await refreshCart(queryClient);
    },
    onError: async (error) => {
      toasts.failure(error, CART_TOASTS.addFailed);
      await refreshCart(queryClient);
    },
  });
  const { mutate } = mutation;
  const signedIn = auth.status === 'signed-in';
  const { signInRequired } = toasts;
  const add = useCallback(
    (photo: CartPhotoRef, license?: LicenseType) => {
      if (!signedIn) return signInRequired();
      const key = inFlightKey({ photo, license });
      if (inFlight.current.has(key)) return;
      inFlight.current.add(key);
      mutate({ photo, license });
    },
    [signedIn, mutate, signInRequired],
  );
  return { add, isPending: mutation.isPending };
}
