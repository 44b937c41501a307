import { Check, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../core/paths';
import { LICENSE_LABEL, type LicenseType } from '../../../../core/pricing';
import { Button } from '../../../components/Button';
import { type CartPhotoRef, usePhotoCartActions } from '../../../components/photo-cart-actions';
import { useFocusHandOff } from '../../../components/use-focus-hand-off';

interface CartButtonProps {
  photo: CartPhotoRef;
  /** The licence chosen above the button: the one the photo is added with. */
  license: LicenseType;
  /**
   * Where the buyer holds the licence for a production already (issue 22), adding it is for
   * another production: a secondary button that says so.
   */
  forAnotherProduction?: boolean;
}

/**
 * spec §2: "Add to Cart", which becomes "In Cart" (a link to the cart) once any line of the cart
 * holds the photo; the licences it is there with are named under the buttons.
 */
export function CartButton(props: CartButtonProps) {
  const cart = usePhotoCartActions();
  // "Add to Cart" becoming "In Cart" hands the focus on (issue 23).
  const handOff = useFocusHandOff<HTMLSpanElement>(cart?.isInCart(props.photo.id) ? 'in-cart' : 'add');
  if (!cart) return null;
  return (
    <span className="contents" {...handOff}>
      <CartControl {...props} />
    </span>
  );
}

function CartControl({ photo, license, forAnotherProduction = false }: CartButtonProps) {
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
    <Button
      variant={forAnotherProduction ? 'secondary' : 'primary'}
      loading={adding || !cart.ready}
      onClick={() => cart.add(photo, license)}
    >
      {!adding && cart.ready && <ShoppingCart aria-hidden="true" className="size-4" />}
      {forAnotherProduction ? 'Add to cart for another production' : 'Add to Cart'}
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
      <Link to={paths.cart.path} className="text-sepia underline underline-offset-4">
        Change it in your cart
      </Link>
    </p>
  );
}
