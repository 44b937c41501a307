import { useMutationState } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import type { CartLine } from '../../../../core/cart';
import type { LicenseType } from '../../../../core/pricing';
import { type PhotoCartActions, PhotoCartActionsContext } from '../../../components/photo-cart-actions';
import { useAddManyToCart } from '../api/add-many-to-cart';
import { type AddToCartInput, addToCartMutationKey, useAddToCart } from '../api/add-to-cart';
import { useCart } from '../api/get-cart';

const NONE: readonly LicenseType[] = [];

/** photo uuid → its licences in the cart, built once per cart answer. */
function licencesByPhoto(lines: readonly CartLine[] | undefined): Map<string, LicenseType[]> {
  const byPhoto = new Map<string, LicenseType[]>();
  for (const line of lines ?? []) {
    const licences = byPhoto.get(line.photo_id);
    if (licences) licences.push(line.license_type);
    else byPhoto.set(line.photo_id, [line.license_type]);
  }
  return byPhoto;
}

/**
 * Gives photo cards and the detail page the cart (spec §2: "Add to Cart" becomes "In Cart").
 * Mounted once in the layout, so the cart is read once for the header, the grid and the pages.
 */
export function PhotoCartActionsProvider({ children }: { children: ReactNode }) {
  const cart = useCart();
  const { add } = useAddToCart();
  const { addMany, isPending: addingMany } = useAddManyToCart();
  const adding = useMutationState({
    filters: { mutationKey: addToCartMutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as AddToCartInput | undefined)?.photo.id,
  });
  const lines = cart.data?.items;
  // Loading is the only time a card cannot know; a failed read still lets people try to add.
  const ready = !(cart.isPending && cart.fetchStatus === 'fetching');
  const byPhoto = useMemo(() => licencesByPhoto(lines), [lines]);
  const addingKey = adding.join(',');
  const value = useMemo<PhotoCartActions>(() => {
    const pending = new Set(addingKey ? addingKey.split(',') : []);
    return {
      ready,
      isInCart: (photoId) => byPhoto.has(photoId),
      licensesInCart: (photoId) => byPhoto.get(photoId) ?? NONE,
      isAdding: (photoId) => pending.has(photoId),
      add,
      addMany,
      addingMany,
    };
  }, [ready, byPhoto, addingKey, add, addMany, addingMany]);
  return <PhotoCartActionsContext.Provider value={value}>{children}</PhotoCartActionsContext.Provider>;
}
