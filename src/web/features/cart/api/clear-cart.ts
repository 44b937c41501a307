import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_TOASTS } from '../../../../core/cart';
import { api, readJson } from '../../../api';
import { notify } from '../../../components/Toast';
import { useCartToasts } from './cart-toasts';
import { refreshCart } from './get-cart';

/** `DELETE /api/cart`: every line of the signed-in person; answers how many went. */
export async function clearCart(): Promise<number> {
  const body = await readJson(await api.cart.$delete());
  return body.removed;
}

/** Empties the cart: "Cart cleared" or "Failed to clear cart" (spec §8). */
export function useClearCart() {
  const queryClient = useQueryClient();
  const toasts = useCartToasts();
  return useMutation({
    mutationKey: ['cart', 'clear'] as const,
    mutationFn: clearCart,
    onSuccess: async () => {
      notify.success(...CART_TOASTS.cleared);
      await refreshCart(queryClient);
    },
    onError: (error) => toasts.failure(error, CART_TOASTS.clearFailed),
  });
}
