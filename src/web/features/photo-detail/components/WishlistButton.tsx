import { Heart } from 'lucide-react';
import type { LicenseType } from '../../../../core/pricing';
import { Button } from '../../../components/Button';
import {
  usePhotoWishlistActions,
  useWishlistMembership,
  type WishlistPhotoRef,
} from '../../../components/photo-wishlist-actions';

/**
 * spec §2: "Manage wishlists" when the photo is in any of the person's wishlists, else "Add to
 * wishlist"; either opens the add-to-wishlist dialog, whose items get the licence chosen above.
 */
export function WishlistButton({ photo, license }: { photo: WishlistPhotoRef; license: LicenseType }) {
  const wishlists = usePhotoWishlistActions();
  const inWishlist = useWishlistMembership(photo.id);
  if (!wishlists) return null;
  return (
    <Button variant="secondary" onClick={() => wishlists.open(photo, license)}>
      <Heart
        aria-hidden="true"
        className={`size-4 ${inWishlist ? 'text-sepia' : ''}`}
        fill={inWishlist ? 'currentColor' : 'none'}
      />
      {inWishlist ? 'Manage wishlists' : 'Add to wishlist'}
    </Button>
  );
}
