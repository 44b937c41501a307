import { createContext, useContext } from 'react';
import type { LicenseType } from '../../core/pricing';

/** What adding a photo needs to know of it: which photo, and its name for messages. */
export interface CartPhotoRef {
  id: string;
  photoid: number;
  title: string | null;
}

/**
 * The cart as photo cards and pages see it (spec §2: "Add to Cart" becomes "In Cart"). Shared
 * components cannot import the cart feature, so the feature provides this once near the app's
 * root and the grid card and the detail page read it here.
 */
export interface PhotoCartActions {
  /** False while the cart is loading: until then nobody can tell whether a photo is in it. */
  ready: boolean;
  /** True when any line of the cart holds the photo (its uuid), whatever its licence. */
  isInCart(photoId: string): boolean;
  /** The licences the photo has in the cart, in the cart's order; empty when it has none. */
  licensesInCart(photoId: string): readonly LicenseType[];
  /** True while an add of this photo is on its way (until the cart has been read again). */
  isAdding(photoId: string): boolean;
  /** Adds one photo (spec §9: background dressing unless a licence is given); toasts say how it went. */
  add(photo: CartPhotoRef, license?: LicenseType): void;
}

export const PhotoCartActionsContext = createContext<PhotoCartActions | null>(null);

/** The cart actions, or null where no cart is provided (then cards show no cart button). */
export function usePhotoCartActions(): PhotoCartActions | null {
  return useContext(PhotoCartActionsContext);
}
