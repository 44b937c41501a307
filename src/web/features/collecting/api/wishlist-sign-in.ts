import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ERROR_TOAST_MS, SIGN_IN_FOR_WISHLISTS } from '../../../../core/wishlist-sign-in';
import { signInHrefFor } from '../../session';

/**
 * spec §8: "Authentication required" / "Please sign in to add photos to wishlists.", and to the
 * sign-in page with this page as the return URL (spec §2 Dialogs: guests are sent to /auth).
 */
export function useWishlistSignIn() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Kept in a ref: the callback stays the same across pages, so the cards it reaches do not redraw.
  const here = useRef('');
  useEffect(() => {
    here.current = `${pathname}${search}`;
  }, [pathname, search]);
  return useCallback(() => {
    const [title, description] = SIGN_IN_FOR_WISHLISTS;
    const from = here.current;
    toast(title, { id: 'wishlist-sign-in', description, duration: ERROR_TOAST_MS });
    void navigate(signInHrefFor(from), { state: { from } });
  }, [navigate]);
}
