import { type ReactNode, useMemo, useState } from 'react';
import type { HeldLicence } from '../../core/held-licences';
import type { LicenseType } from '../../core/licence-types';
import { deferredModule, useDeferredModule } from '../components/deferred-module';
import { type PhotoCartActions, PhotoCartActionsContext } from '../components/photo-cart-actions';
import { loadCardDetails } from '../components/photo-grid/card-details';
import { type PhotoLicences, PhotoLicencesContext } from '../components/photo-licences';
import { type PhotoWishlistActions, PhotoWishlistActionsContext } from '../components/photo-wishlist-actions';
import { useCartToasts } from '../features/cart';
import { useWishlistSignIn } from '../features/collecting';
import { useAuthState, viewerFromPage } from '../features/session';
import type { MemberActions } from './MemberPhotoActions';

// The cart, licences and wishlists code (mutations, batch checks, the dialog) loads for members
// only: a visitor's every button there asks them to sign in (issue 22: 152 → ≤ 140 kB on home).
const memberModule = deferredModule(() => import('./MemberPhotoActions'));
export const loadMemberModule = memberModule.load;
// A page served to a member starts it at once (its HTML asks for the file beside the entry,
// server/http/page-preloads.ts), so it is usually there for the first render: no suspending, no
// waiting for the page's first render to finish before the cart can be read.
if (typeof document !== 'undefined' && viewerFromPage()) {
  void loadMemberModule();
  // The grid cards' member part (components/photo-grid/card-details.ts), likewise named in the HTML.
  void loadCardDetails();
}

const NONE: readonly LicenseType[] = [];
const NO_HELD: readonly HeldLicence[] = [];

/** A visitor's photo actions: nothing is in a cart, licensed or in a wishlist; adding asks to sign in. */
function useGuestActions(): MemberActions {
  const { signInRequired } = useCartToasts();
  const wishlistSignIn = useWishlistSignIn();
  return useMemo(
    () => ({
      cart: {
        ready: true,
        isInCart: () => false,
        licensesInCart: () => NONE,
        isAdding: () => false,
        add: () => signInRequired(),
        addMany: () => signInRequired(),
        addingMany: false,
      },
      licences: { ready: true, licensesOf: () => NONE, heldOf: () => NO_HELD, offerUpgrade: () => {} },
      wishlists: { isInWishlist: () => false, watch: () => {}, open: () => wishlistSignIn() },
    }),
    [signInRequired, wishlistSignIn],
  );
}

/** Until a member's code has arrived: nobody can tell yet, so cards wait (their buttons show it). */
const WAITING: MemberActions = {
  cart: {
    ready: false,
    isInCart: () => false,
    licensesInCart: () => NONE,
    isAdding: () => false,
    add: () => {},
    addMany: () => {},
    addingMany: false,
  } satisfies PhotoCartActions,
  licences: {
    ready: false,
    licensesOf: () => NONE,
    heldOf: () => NO_HELD,
    offerUpgrade: () => {},
  } satisfies PhotoLicences,
  wishlists: { isInWishlist: () => false, watch: () => {}, open: () => {} } satisfies PhotoWishlistActions,
};

/**
 * Gives photo cards and pages the cart, the buyer's licences and wishlists (the contexts of
 * src/web/components): a visitor's from here, a member's from MemberPhotoActions once loaded.
 */
export function PhotoActionsProviders({ children }: { children: ReactNode }) {
  const auth = useAuthState();
  const guest = useGuestActions();
  const [member, setMember] = useState<MemberActions | null>(null);
  // The member's providers run while the session is checked too, as they always did: they wait
  // for it themselves (a heart pressed meanwhile opens its dialog once signed in).
  const signedOut = auth.status === 'signed-out';
  const memberCode = useDeferredModule(memberModule, !signedOut);
  const actions = signedOut ? guest : (member ?? WAITING);
  const MemberPhotoActions = memberCode?.default;
  return (
    <>
      {MemberPhotoActions && <MemberPhotoActions onChange={setMember} />}
      <PhotoCartActionsContext.Provider value={actions.cart}>
        <PhotoLicencesContext.Provider value={actions.licences}>
          <PhotoWishlistActionsContext.Provider value={actions.wishlists}>
            {children}
          </PhotoWishlistActionsContext.Provider>
        </PhotoLicencesContext.Provider>
      </PhotoCartActionsContext.Provider>
    </>
  );
}
