import { useEffect } from 'react';
import { type PhotoCartActions, usePhotoCartActions } from '../components/photo-cart-actions';
import { type PhotoLicences, usePhotoLicences } from '../components/photo-licences';
import { type PhotoWishlistActions, usePhotoWishlistActions } from '../components/photo-wishlist-actions';
import { PhotoCartActionsProvider } from '../features/cart';
import { PhotoWishlistActionsProvider } from '../features/collecting';
import { PhotoLicencesProvider } from '../features/purchases';

/** What the member's providers give photo cards and pages, as the layout passes it on. */
export interface MemberActions {
  cart: PhotoCartActions | null;
  licences: PhotoLicences | null;
  wishlists: PhotoWishlistActions | null;
}

function Report({ onChange }: { onChange: (actions: MemberActions | null) => void }) {
  const cart = usePhotoCartActions();
  const licences = usePhotoLicences();
  const wishlists = usePhotoWishlistActions();
  useEffect(() => onChange({ cart, licences, wishlists }), [onChange, cart, licences, wishlists]);
  useEffect(() => () => onChange(null), [onChange]);
  return null;
}

/**
 * The cart, the buyer's licences and wishlists for a signed-in person (or while the session is
 * being checked), loaded only then (layout/PhotoActions.tsx). The providers run here, beside the
 * page rather than around it, and hand their values to the layout: the page keeps its place in
 * the tree when this arrives or leaves (no remount, nothing typed lost). The add-to-wishlist
 * dialog the wishlist provider draws is drawn here too.
 */
export default function MemberPhotoActions({
  onChange,
}: {
  onChange: (actions: MemberActions | null) => void;
}) {
  return (
    <PhotoCartActionsProvider>
      <PhotoLicencesProvider>
        <PhotoWishlistActionsProvider>
          <Report onChange={onChange} />
        </PhotoWishlistActionsProvider>
      </PhotoLicencesProvider>
    </PhotoCartActionsProvider>
  );
}
