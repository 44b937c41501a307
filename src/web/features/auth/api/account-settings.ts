import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../../core/paths';
import { api, readJson } from '../../../api';
import { notify } from '../../../components/Toast';
import { FRESHNESS } from '../../../query';
import { discardUserData } from '../../session';

export const accountQueryKey = ['account'] as const;

/** GET /api/account: the sign-in e-mail, whether a password is set, and the signed-in browsers. */
export function accountQueryOptions() {
  return queryOptions({
    queryKey: accountQueryKey,
    queryFn: async () => readJson(await api.account.$get()),
    ...FRESHNESS.profile,
    meta: { userScoped: true },
  });
}

export function useAccount() {
  return useQuery(accountQueryOptions());
}

/** Sets a first password or changes it (the other browsers are then signed out). */
export function useSavePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: { current_password?: string; new_password: string }) =>
      readJson(await api.account.password.$post({ json })),
    onSuccess: async () => {
      notify.success('Password updated');
      await queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
  });
}

/** Ends every session of the account, this one included, and asks to sign in again. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => readJson(await api.account['sign-out-everywhere'].$post()),
    onSuccess: async () => {
      discardUserData(queryClient);
      notify.success('Signed out everywhere', 'Every browser signed in to your account has been signed out.');
      await navigate(paths.auth.href({ mode: 'login' }));
    },
    onError: (error) => notify.error('Error', error),
  });
}

/** Closes the account for good; the person lands on the home page, signed out. */
export function useCloseAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (confirmEmail: string) =>
      readJson(await api.account.$delete({ json: { confirm_email: confirmEmail } })),
    onSuccess: async () => {
      discardUserData(queryClient);
      notify.success('Account closed', 'Your account and everything in it have been deleted.');
      await navigate(paths.home.path);
    },
  });
}
