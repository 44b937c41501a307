import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InsightsRange, SearchInsights } from '../../../../core/search-insights';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';

export const searchInsightsKeys = {
  range: ({ from, to }: InsightsRange) => ['admin', 'search-insights', from, to] as const,
};

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
