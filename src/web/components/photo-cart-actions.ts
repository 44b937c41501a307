import { createContext, useContext } from 'react';
import type { LicenseType } from '../../core/licence-types';

/** What adding a photo needs to know of it: which photo, and its name for messages. */
export interface CartPhotoRef {
  id: string;
  photoid: number;
  title: string | null;
}

/** One photo of a batch add, with its licence (background dressing when left out). */
export interface CartBatchRef {
  photo_id: string;
  license_type?: LicenseType;
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
  /**
   * Adds many photos at once (a wishlist's "Add all to cart"); one toast counts what went in, what
   * was there already, what the buyer licensed already for `projectId` (the wishlist's project;
   * any production when left out, issue 22) and what failed. Visitors are asked to sign in; an
   * empty list sends nothing.
   */
  addMany(items: readonly CartBatchRef[], projectId?: string | null): void;
  /** True while a batch add is on its way. */
  addingMany: boolean;
}

export const PhotoCartActionsContext = createContext<PhotoCartActions | null>(null);

/** The cart actions, or null where no cart is provided (then cards show no cart button). */
export function usePhotoCartActions(): PhotoCartActions | null {
  return useContext(PhotoCartActionsContext);
}
