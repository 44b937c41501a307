import { Check, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../core/paths';
import { LICENSE_LABEL, type LicenseType } from '../../../../core/pricing';
import { Button } from '../../../components/Button';
import { type CartPhotoRef, usePhotoCartActions } from '../../../components/photo-cart-actions';

interface CartButtonProps {
  photo: CartPhotoRef;
  /** The licence chosen above the button: the one the photo is added with. */
  license: LicenseType;
}

/**
 * spec §2: "Add to Cart", which becomes "In Cart" (a link to the cart) once any line of the cart
 * holds the photo; the licences it is there with are named under the buttons.
 */
export function CartButton({ photo, license }: CartButtonProps) {
  const cart = usePhotoCartActions();
  if (!cart) return null;
  if (cart.isInCart(photo.id)) {
    return (
      <Button asChild variant="secondary">
        <Link to={paths.cart.path}>
          <Check aria-hidden="true" className="size-4" />
          In Cart
        </Link>
      </Button>
    );
  }
  const adding = cart.isAdding(photo.id);
  return (
    <Button loading={adding || !cart.ready} onClick={() => cart.add(photo, license)}>
      {!adding && cart.ready && <ShoppingCart aria-hidden="true" className="size-4" />}
      Add to Cart
    </Button>
  );
}

/** "In your cart with the Background dressing licence." — null when the photo is not in the cart. */
export function InCartNote({ photoId }: { photoId: string }) {
  const cart = usePhotoCartActions();
  const licences = cart?.licensesInCart(photoId) ?? [];
  if (licences.length === 0) return null;
  const names = licences.map((licence) => LICENSE_LABEL[licence]).join(' and ');
  return (
    <p className="text-sm text-ink-soft">
      In your cart with the {names} {licences.length === 1 ? 'licence' : 'licences'}.{' '}
      <Link to={paths.cart.path} className="text-sepia underline-offset-4 hover:underline">
        Change it in your cart
      </Link>
    </p>
  );
}
