import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_TOASTS } from '../../../../core/cart';
import { ApiError, api, readJson } from '../../../api';
import { notify } from '../../../components/Toast';
import { useCartToasts } from './cart-toasts';
import { refreshCart } from './get-cart';

/**
 * `DELETE /api/cart/:id`. A 404 means the line is gone already (removed in another tab): what
 * the person asked for is true, so it counts as removed.
 */
export async function removeFromCart(lineId: string): Promise<void> {
  try {
    await readJson(await api.cart[':id'].$delete({ param: { id: lineId } }));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** Removes one line: "Photo removed" or "Failed to remove photo from cart" (spec §8). */
export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  const toasts = useCartToasts();
  return useMutation({
    mutationKey: ['cart', 'remove'] as const,
    mutationFn: removeFromCart,
    onSuccess: async () => {
      notify.success(...CART_TOASTS.removed);
      await refreshCart(queryClient);
    },
    onError: (error) => toasts.failure(error, CART_TOASTS.removeFailed),
  });
}
