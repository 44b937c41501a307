import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CartBatchResult } from '../../../../core/cart';
import { CART_TOASTS } from '../../../../core/cart';
import type { LicenseType } from '../../../../core/pricing';
import { api, readJson } from '../../../api';
import { notify } from '../../../components/Toast';
import { useAuthState } from '../../session';
import { useCartToasts } from './cart-toasts';
import { refreshCart } from './get-cart';

export interface CartBatchItem {
  photo_id: string;
  license_type?: LicenseType;
}

/** The most photos one request may carry (the server's limit for `POST /api/cart/batch`). */
export const CART_BATCH_SIZE = 200;

/**
 * `POST /api/cart/batch`, in requests of at most 200 photos, their counts added up (spec §4:
 * duplicates are counted apart, not as failures).
 */
export async function addManyToCart({ items, projectId }: CartBatchRequest): Promise<CartBatchResult> {
  const total: CartBatchResult = {
    successCount: 0,
    errorCount: 0,
    duplicateCount: 0,
    licensedCount: 0,
    upgradableCount: 0,
  };
  for (let start = 0; start < items.length; start += CART_BATCH_SIZE) {
    const chunk = items.slice(start, start + CART_BATCH_SIZE);
    const result = await readJson(
      await api.cart.batch.$post({ json: { items: chunk, ...(projectId ? { project_id: projectId } : {}) } }),
    );
    total.successCount += result.successCount;
    total.errorCount += result.errorCount;
    total.duplicateCount += result.duplicateCount;
    total.licensedCount += result.licensedCount;
    total.upgradableCount += result.upgradableCount;
  }
  return total;
}

/** A batch add: the photos, and the production they are for (a wishlist's project) when known. */
export interface CartBatchRequest {
  items: readonly CartBatchItem[];
  projectId?: string | null;
}

export interface BatchToast {
  kind: 'success' | 'info' | 'error';
  title: string;
  description?: string;
}

const photos = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

/**
 * What a batch add says: how many were added, then how many were already there and how many
 * failed. "Added 3 photos to your cart" / "2 were already in your cart."
 */
export function batchToast({
  successCount,
  errorCount,
  duplicateCount,
  licensedCount,
  upgradableCount,
}: CartBatchResult): BatchToast {
  const already =
    duplicateCount > 0
      ? `${duplicateCount === 1 ? '1 was' : `${duplicateCount} were`} already in your cart.`
      : null;
  // Issue 22: what the buyer holds for the production is left out, and the toast says why.
  const licensed =
    licensedCount > 0
      ? `${licensedCount === 1 ? '1 is' : `${licensedCount} are`} licensed already, so ${licensedCount === 1 ? 'it was' : 'they were'} left out.`
      : null;
  const upgradable =
    upgradableCount > 0
      ? `${upgradableCount === 1 ? '1 is' : `${upgradableCount} are`} held as background dressing: upgrade ${upgradableCount === 1 ? 'it' : 'them'} to hero usage for the difference from My purchases.`
      : null;
  const failed = errorCount > 0 ? `${errorCount} could not be added.` : null;
  const sentences = (...parts: (string | null)[]) =>
    parts.filter((part) => part !== null).join(' ') || undefined;
  if (successCount > 0) {
    return {
      kind: 'success',
      title: `Added ${photos(successCount)} to your cart`,
      description: sentences(already, licensed, upgradable, failed),
    };
  }
  if (errorCount > 0) {
    return {
      kind: 'error',
      title: 'Error',
      description: sentences(`Failed to add ${photos(errorCount)} to cart.`, already, licensed, upgradable),
    };
  }
  if (licensedCount > 0 || upgradableCount > 0) {
    return {
      kind: 'info',
      title: 'Nothing new to add',
      description: sentences(licensed, upgradable, already),
    };
  }
  if (duplicateCount === 1) {
    const [title, description] = CART_TOASTS.duplicate;
    return { kind: 'info', title, description };
  }
  return {
    kind: 'info',
    title: 'Photos already in cart',
    description: `All ${duplicateCount} photos are already in your cart.`,
  };
}

function showBatchToast(result: CartBatchResult): void {
  const { kind, title, description } = batchToast(result);
  if (kind === 'error') notify.error(title, description);
  else notify[kind](title, description);
}

/**
 * Adds many photos at once (a wishlist, a selection). Visitors get "Sign in required" (spec §5);
 * an empty list sends nothing. The cart is read again afterwards.
 */
export function useAddManyToCart() {
  const queryClient = useQueryClient();
  const auth = useAuthState();
  const toasts = useCartToasts();
  const mutation = useMutation({
    mutationKey: ['cart', 'add-many'] as const,
    mutationFn: addManyToCart,
    onSuccess: async (result) => {
      showBatchToast(result);
      await refreshCart(queryClient);
    },
    onError: async (error) => {
      toasts.failure(error, ['Error', 'Failed to add photos to cart']);
      await refreshCart(queryClient);
    },
  });
  const { mutate } = mutation;
  const signedIn = auth.status === 'signed-in';
  const { signInRequired } = toasts;
  const addMany = useCallback(
    (items: readonly CartBatchItem[], projectId?: string | null) => {
      if (!signedIn) signInRequired();
      else if (items.length > 0) mutate({ items, projectId });
    },
    [signedIn, mutate, signInRequired],
  );
  return { addMany, isPending: mutation.isPending };
}
