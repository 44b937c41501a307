import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCompanyDetail,
  AdminCompanyRow,
  CompanyMergePreview,
} from '../../../../core/admin-companies';
import type { AdminPage } from '../../../../core/admin-lists';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { auditKeys } from '../../admin-audit';

/** Query keys of the back office's companies: a rename or a merge refreshes `all`. */
export const adminCompanyKeys = {
  all: ['admin', 'companies'] as const,
  list: (query: Record<string, string>) => ['admin', 'companies', 'list', query] as const,
  detail: (id: string) => ['admin', 'companies', 'detail', id] as const,
  preview: (from: string, into: string) => ['admin', 'companies', 'merge-preview', from, into] as const,
};

/** `GET /api/admin/companies`: a page of every buyer's companies. */
export function useAdminCompanies(query: Record<string, string>) {
  return useQuery({
    queryKey: adminCompanyKeys.list(query),
    queryFn: async ({ signal }): Promise<AdminPage<AdminCompanyRow>> =>
      readJson(await api.admin.companies.$get({ query }, { init: { signal } })),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/companies/:id`: the company, or the survivor of the merge that took this id. */
export function useAdminCompany(id: string) {
  return useQuery({
    queryKey: adminCompanyKeys.detail(id),
    queryFn: async ({ signal }): Promise<AdminCompanyDetail> =>
      readJson(await api.admin.companies[':id'].$get({ param: { id } }, { init: { signal } })),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
  });
}

/** `GET /api/admin/companies/:id/merge-preview?into=`: what a merge would move (null: not asked yet). */
export function useMergePreview(from: string | null, into: string | null) {
  return useQuery({
    queryKey: adminCompanyKeys.preview(from ?? '', into ?? ''),
    queryFn: async ({ signal }): Promise<CompanyMergePreview> =>
      readJson(
        await api.admin.companies[':id']['merge-preview'].$get(
          { param: { id: from ?? '' }, query: { into: into ?? '' } },
          { init: { signal } },
        ),
      ),
    enabled: from !== null && into !== null && from !== into,
    staleTime: 0,
    retry: retryUnlessClientError(1),
  });
}

function useRefreshCompanies() {
  const queryClient = useQueryClient();
  return async (company: AdminCompanyDetail) => {
    queryClient.setQueryData(adminCompanyKeys.detail(company.id), company);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCompanyKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
  };
}

/** `PATCH /api/admin/companies/:id`: renames (409 `changed` when someone else saved first). */
export function useRenameCompany() {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: async ({ id, ...json }: { id: string; name: string; version: number }) =>
      readJson(
        await api.admin.companies[':id'].$patch({ param: { id }, json }),
      ) as Promise<AdminCompanyDetail>,
    onSuccess: refresh,
  });
}

/** `POST /api/admin/companies/:id/merge`: merges `id` into `into`; answers the survivor. */
export function useMergeCompanies() {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: async ({
      id,
      ...json
    }: {
      id: string;
      into: string;
      version: number;
      into_version: number;
    }) =>
      readJson(
        await api.admin.companies[':id'].merge.$post({ param: { id }, json }),
      ) as Promise<AdminCompanyDetail>,
    onSuccess: refresh,
  });
}
