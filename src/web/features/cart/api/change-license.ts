import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_TOASTS } from '../../../../core/cart';
import type { LicenseType } from '../../../../core/pricing';
import { api, readJson } from '../../../api';
import { useCartToasts } from './cart-toasts';
import { refreshCart } from './get-cart';

export interface LicenseChange {
  lineId: string;
  license: LicenseType;
}

/** `PATCH /api/cart/:id`: 409 when the photo is in the cart with that licence already. */
export async function changeLicense({ lineId, license }: LicenseChange) {
  const body = await readJson(
    await api.cart[':id'].$patch({ param: { id: lineId }, json: { license_type: license } }),
  );
  return body.item;
}

/**
 * Changes one line's licence. No toast on success: the line's price and the totals change in
 * front of the person. A duplicate says "Photo already in cart"; else "Failed to update photo
 * license" (spec §8).
 */
export function useChangeLicense() {
  const queryClient = useQueryClient();
  const toasts = useCartToasts();
  return useMutation({
    mutationKey: ['cart', 'license'] as const,
    mutationFn: changeLicense,
    onSuccess: () => refreshCart(queryClient),
    onError: (error) => toasts.failure(error, CART_TOASTS.licenseFailed),
  });
}
