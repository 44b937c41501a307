import { ShoppingCart } from 'lucide-react';
import type { WishlistPhoto } from '../../../../core/collecting';
import { Button } from '../../../components/Button';
import { usePhotoCartActions } from '../../../components/photo-cart-actions';

/**
 * "Add all to cart": every photo still available, each with its licence from the wishlist. The
 * cart says how it went in one toast (what went in, what was there already, what failed).
 */
export function AddAllToCartButton({ items }: { items: readonly WishlistPhoto[] }) {
  const cart = usePhotoCartActions();
  if (!cart) return null;
  const available = items.filter((item) => item.photo.photo_status === 'live');
  return (
    <Button
      disabled={available.length === 0}
      loading={cart.addingMany}
      onClick={() =>
        cart.addMany(available.map((item) => ({ photo_id: item.photo_id, license_type: item.license_type })))
      }
    >
      <ShoppingCart aria-hidden="true" className="size-4" />
      Add all to cart
    </Button>
  );
}
