import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../../core/paths';
import { discardUserData } from '../../session';

/** spec §8: a failed sign-out reports the server's message, or this. */
const SIGN_OUT_FALLBACK = 'An unexpected error occurred';

async function signOut(): Promise<void> {
  // The better-auth client loads here, on demand, rather than with the header.
  const { authClient } = await import('../auth-client');
  const { error } = await authClient.signOut();
  if (error) throw new Error(error.message || SIGN_OUT_FALLBACK);
}

/**
 * Ends the session, discards the person's cached data (spec §4) and goes home. A protected page
 * on screen meanwhile goes home too, quietly: the guard knows the sign-out was asked for.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      discardUserData(queryClient);
      await navigate(paths.home.path);
    },
    onError: (error) => {
      toast.error('Error', { description: error.message || SIGN_OUT_FALLBACK });
    },
  });
}
