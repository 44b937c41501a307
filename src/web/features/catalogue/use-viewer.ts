import { useAuthState } from '../session';

/**
 * Who is looking, for list pages: `ready` once the first session check is done (guests and
 * members get different pages, so lists wait for it). A failed check counts as a guest.
 */
export function useViewer(): { ready: boolean; signedIn: boolean } {
  const auth = useAuthState();
  return { ready: auth.status !== 'loading', signedIn: auth.status === 'signed-in' };
}
