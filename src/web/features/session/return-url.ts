import { useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../core/paths';
import { safeReturnUrl } from '../../../core/return-url';

/** What route guards put in the navigation state of their redirect to /auth. */
export interface AuthRedirectState {
  from: string;
}

function fromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  return safeReturnUrl(state.from);
}

/**
 * spec §2: after sign-in the person goes to the return URL from the navigation state, else the
 * `returnUrl` query parameter (which survives a reload), else /profile. Only paths on this site count.
 */
export function useReturnUrl(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  return fromState(location.state) ?? safeReturnUrl(params.get('returnUrl')) ?? paths.profile.path;
}

/** /auth?mode=login&returnUrl=… for a page a signed-out visitor tried to open. */
export function signInHrefFor(returnUrl: string): string {
  return paths.auth.href({ mode: 'login', returnUrl });
}
