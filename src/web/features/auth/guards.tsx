import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../core/paths';
import { PageSpinner } from '../../components/Spinner';
import {
  type AuthRedirectState,
  type AuthState,
  signInHrefFor,
  useAuthState,
  wasSignedOutOnPurpose,
} from '../session';

/** spec §2 navigation toasts. */
export const GUARD_TOASTS = {
  authRequired: { title: 'Authentication Required', description: 'Please log in to continue' },
  accessDenied: { title: 'Access Denied', description: 'Admin privileges required' },
} as const;

type Verdict = 'wait' | 'allow' | 'sign-in' | 'deny' | 'error';

function verdictFor(auth: AuthState, needsAdmin: boolean): Verdict {
  switch (auth.status) {
    case 'loading':
      return 'wait';
    case 'error':
      return 'error';
    case 'signed-out':
      return 'sign-in';
    case 'signed-in':
      return needsAdmin && !auth.me.isAdmin ? 'deny' : 'allow';
    default: {
      const unknown: never = auth;
      return unknown;
    }
  }
}

/**
 * The route guards of spec §2 as layout routes: pages nested under them render only for a
 * signed-in person (or an admin). A spinner shows while the first session check runs.
 */
function Guard({ needsAdmin }: { needsAdmin: boolean }) {
  const auth = useAuthState();
  const verdict = verdictFor(auth, needsAdmin);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (verdict === 'sign-in' && wasSignedOutOnPurpose()) {
      void navigate(paths.home.path, { replace: true });
    } else if (verdict === 'sign-in') {
      const from = `${pathname}${search}`;
      // Toast ids keep one toast when effects run twice (StrictMode).
      toast(GUARD_TOASTS.authRequired.title, {
        id: 'auth-required',
        description: GUARD_TOASTS.authRequired.description,
      });
      const state: AuthRedirectState = { from };
      void navigate(signInHrefFor(from), { replace: true, state });
    } else if (verdict === 'deny') {
      toast.error(GUARD_TOASTS.accessDenied.title, {
        id: 'access-denied',
        description: GUARD_TOASTS.accessDenied.description,
      });
      void navigate(paths.home.path, { replace: true });
    }
  }, [verdict, navigate, pathname, search]);

  if (verdict === 'allow') return <Outlet />;
  if (verdict === 'error' && auth.status === 'error') return <AuthCheckFailed retry={auth.retry} />;
  return <PageSpinner />;
}

function AuthCheckFailed({ retry }: { retry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="font-display text-3xl text-ink">We could not check your sign-in</h1>
      <p className="mt-3 text-ink-soft">The connection to Backdrop failed. Please try again.</p>
      <button
        type="button"
        onClick={retry}
        className="mt-6 inline-flex rounded-full bg-ink px-6 py-3 font-medium text-paper transition-colors hover:bg-sepia"
      >
        Try again
      </button>
    </div>
  );
}

/** spec §2: profile, account, wishlists, cart, checkout, my-purchases and photo detail need sign-in. */
export function RequireUser() {
  return <Guard needsAdmin={false} />;
}

/** spec §2/§6: every admin route needs an admin; others go home with "Access Denied". */
export function RequireAdmin() {
  return <Guard needsAdmin />;
}
