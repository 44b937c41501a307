import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CART_TOASTS } from '../../../../core/cart-toasts';
import { ApiError } from '../../../api';
import { notify, toastOptions } from '../../../components/Toast';
import { signInHrefFor } from '../../session';

type ToastText = readonly [title: string, description: string];

/** spec §8: a duplicate (409 `duplicate`) is "already in cart", not a failure. */
export function isDuplicate(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'duplicate';
}

/**
 * A refusal the server explains in words the buyer needs (409 `refused`: hero usage of a photo
 * whose people are not all released). Its own sentence says what to do instead.
 */
function refusalMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status === 409 && error.code === 'refused' ? error.message : null;
}

function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * The cart's toasts in the spec's words (spec §8 Cart): the hooks show these, never the server's
 * wording. "Sign in required" (spec §5) offers a way to sign in that comes back to this page.
 */
export function useCartToasts() {
  const navigate = useNavigate();
  const signInRequired = useCallback(() => {
    const [title, description] = CART_TOASTS.signInRequired;
    // Read at the click, not at render: the provider near the root does not re-render per page.
    const here = `${window.location.pathname}${window.location.search}`;
    toast(
      title,
      toastOptions(title, description, {
        id: 'cart-sign-in-required',
        action: { label: 'Sign in', onClick: () => void navigate(signInHrefFor(here)) },
      }),
    );
  }, [navigate]);
  const failure = useCallback(
    (error: unknown, text: ToastText) => {
      const refusal = refusalMessage(error);
      if (isDuplicate(error)) notify.info(...CART_TOASTS.duplicate);
      else if (refusal) notify.error(text[0], refusal);
      // The session ended since the page loaded.
      else if (isSignedOut(error)) signInRequired();
      else notify.error(text[0], text[1]);
    },
    [signInRequired],
  );
  return useMemo(() => ({ signInRequired, failure }), [signInRequired, failure]);
}
