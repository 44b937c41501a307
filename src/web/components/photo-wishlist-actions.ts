import { createContext, useContext, useEffect } from 'react';
import type { LicenseType } from '../../core/licence-types';

/** What saving a photo to a wishlist needs to know of it: which photo, and its name for messages. */
export interface WishlistPhotoRef {
  id: string;
  photoid: number;
  title: string | null;
}

/**
 * Wishlists as photo cards and the detail page see them (spec §2: the grid's heart, the detail
 * page's "Add to wishlist" / "Manage wishlists"). Shared components cannot import the wishlists
 * feature, so the feature provides this once near the app's root, as the cart does.
 */
export interface PhotoWishlistActions {
  /**
   * True when the photo is in any of the person's wishlists. Known only for photos someone
   * `watch`es (spec §9: one batch check for the photos on screen, fresh 1 minute); false until then.
   */
  isInWishlist(photoId: string): boolean;
  /** Asks about these photos in the next batch check; photos asked about lately are not asked again. */
  watch(photoIds: readonly string[]): void;
  /**
   * Opens the add-to-wishlist dialog for the photo (spec §2 Dialogs); the licence is the one its
   * items get (background dressing unless given). Visitors are sent to sign in instead (spec §8).
   */
  open(photo: WishlistPhotoRef, license?: LicenseType): void;
}

export const PhotoWishlistActionsContext = createContext<PhotoWishlistActions | null>(null);

/** The wishlist actions, or null where none are provided (then cards show no wishlist button). */
export function usePhotoWishlistActions(): PhotoWishlistActions | null {
  return useContext(PhotoWishlistActionsContext);
}

/**
 * Whether the photo is in a wishlist, asking about it in the next batch check. Null where no
 * wishlists are provided or while `enabled` is false (a guest's card).
 */
export function useWishlistMembership(photoId: string, enabled = true): boolean | null {
  const wishlists = usePhotoWishlistActions();
  const watch = enabled ? wishlists?.watch : undefined;
  useEffect(() => {
    watch?.([photoId]);
  }, [watch, photoId]);
  if (!wishlists || !enabled) return null;
  return wishlists.isInWishlist(photoId);
}
