import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminAccount,
  DuplicateGroup,
  MergePreview,
  MergeRequest,
} from '../../../../core/admin-accounts';
import type { AdminPage } from '../../../../core/admin-lists';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { auditKeys } from '../../admin-audit';

/** Query keys of the accounts pages; every change refreshes `accountKeys.all` and the audit trail. */
export const accountKeys = {
  all: ['admin', 'accounts'] as const,
  list: (query: Record<string, string>) => ['admin', 'accounts', 'list', query] as const,
  duplicates: (query: Record<string, string>) => ['admin', 'accounts', 'duplicates', query] as const,
  preview: (request: MergeRequest) => ['admin', 'accounts', 'preview', request] as const,
};

function refreshAccounts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  ]).then(() => undefined);
}

/** `GET /api/admin/accounts`: a page of people. */
export function useAccounts(query: Record<string, string>) {
  return useQuery({
    queryKey: accountKeys.list(query),
    queryFn: async ({ signal }): Promise<AdminPage<AdminAccount>> =>
      readJson(await api.admin.accounts.$get({ query }, { init: { signal } })),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/account-duplicates`: groups of accounts that look like one person. */
export function useDuplicates(query: Record<string, string>) {
  return useQuery({
    queryKey: accountKeys.duplicates(query),
    queryFn: async ({ signal }): Promise<AdminPage<DuplicateGroup>> =>
      readJson(await api.admin['account-duplicates'].$get({ query }, { init: { signal } })),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/account-merges/preview`, once asked for (`request` set). */
export function useMergePreview(request: MergeRequest | null) {
  return useQuery({
    queryKey: accountKeys.preview(request ?? { survivor_id: '', merged_ids: [] }),
    queryFn: async ({ signal }): Promise<MergePreview> =>
      readJson(
        await api.admin['account-merges'].preview.$get(
          {
            query: {
              survivor_id: request?.survivor_id ?? '',
              merged_ids: (request?.merged_ids ?? []).join(','),
            },
          },
          { init: { signal } },
        ),
      ),
    enabled: request !== null,
    staleTime: 0,
    retry: retryUnlessClientError(1),
  });
}

/** Grants or revokes admin (`POST /api/admin/accounts/:id/role`). */
export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, role }: { id: string; role: 'admin' | 'user' }): Promise<AdminAccount> =>
      readJson(await api.admin.accounts[':id'].role.$post({ param: { id }, json: { role } })),
    onSuccess: () => refreshAccounts(queryClient),
  });
}

/** Bans with a reason (`POST /api/admin/accounts/:id/ban`); a 400 carries `fields.reason`. */
export function useBan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      readJson(await api.admin.accounts[':id'].ban.$post({ param: { id }, json: { reason } })),
    onSuccess: () => refreshAccounts(queryClient),
  });
}

/** `POST /api/admin/accounts/:id/unban`. */
export function useUnban() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id }: { id: string }): Promise<AdminAccount> =>
      readJson(await api.admin.accounts[':id'].unban.$post({ param: { id } })),
    onSuccess: () => refreshAccounts(queryClient),
  });
}

/** `POST /api/admin/account-merges`: answers what moved. */
export function useMerge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: MergeRequest): Promise<MergePreview> =>
      readJson(await api.admin['account-merges'].$post({ json: request })),
    onSuccess: () => refreshAccounts(queryClient),
  });
}
