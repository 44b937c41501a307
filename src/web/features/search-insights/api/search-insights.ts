import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InsightsRange, SearchInsights } from '../../../../core/search-insights';
import type { AdminSynonym, SynonymInput } from '../../../../core/search-settings';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { auditKeys } from '../../admin-audit';

export const searchInsightsKeys = {
  range: ({ from, to }: InsightsRange) => ['admin', 'search-insights', from, to] as const,
};
/** The search settings page's synonym lists (admin-search-config), refreshed after a pair is added here. */
const SYNONYM_LISTS = ['admin', 'synonyms'] as const;

/** `GET /api/admin/search-analytics?from=&to=`: the range's search figures. */
export function useSearchInsights(range: InsightsRange | null) {
  return useQuery({
    queryKey: searchInsightsKeys.range(range ?? { from: '', to: '' }),
    queryFn: async ({ signal }): Promise<SearchInsights> =>
      readJson(
        await api.admin['search-analytics'].$get(
          { query: { from: range?.from ?? '', to: range?.to ?? '' } },
          { init: { signal } },
        ),
      ),
    enabled: range !== null,
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/admin/synonyms`: the pair a zero-result term's "Add a synonym" saves. */
export function useAddSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: SynonymInput): Promise<AdminSynonym> =>
      readJson(await api.admin.synonyms.$post({ json })),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SYNONYM_LISTS }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]);
    },
  });
}
