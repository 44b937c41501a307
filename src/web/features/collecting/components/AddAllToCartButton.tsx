import { ShoppingCart } from 'lucide-react';
import type { WishlistPhoto } from '../../../../core/collecting';
import { Button } from '../../../components/Button';
import { usePhotoCartActions } from '../../../components/photo-cart-actions';

/**
 * "Add all to cart": every photo still available, each with its licence from the wishlist. The
 * cart says how it went in one toast (what went in, what was there already, what failed). What
 * the buyer holds for the wishlist's project (any production when it has none) is left out and
 * counted (issue 22).
 */
export function AddAllToCartButton({
  items,
  projectId = null,
}: {
  items: readonly WishlistPhoto[];
  projectId?: string | null;
}) {
  const cart = usePhotoCartActions();
  if (!cart) return null;
  const available = items.filter((item) => item.photo.photo_status === 'live');
  return (
    <Button
      disabled={available.length === 0}
      loading={cart.addingMany}
      onClick={() =>
        cart.addMany(
          available.map((item) => ({ photo_id: item.photo_id, license_type: item.license_type })),
          projectId,
        )
      }
    >
      <ShoppingCart aria-hidden="true" className="size-4" />
      Add all to cart
    </Button>
  );
}
