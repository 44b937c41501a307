import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminPage, AuditEntry } from '../../../../core/admin-lists';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';

/** Query keys of the audit trail; every save of the back office refreshes `auditKeys.all`. */
export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (query: Record<string, string>) => ['admin', 'audit', query] as const,
};

/** `GET /api/admin/audit`: a page of the trail, newest first (all of it, or one record's). */
export function useAudit(query: Record<string, string>) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: async ({ signal }): Promise<AdminPage<AuditEntry>> =>
      readJson(await api.admin.audit.$get({ query }, { init: { signal } })),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}
