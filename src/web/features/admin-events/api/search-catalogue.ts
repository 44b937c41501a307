import { useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';

/** Results the dialog shows for one search. */
export const PICKER_PAGE_SIZE = 48;

/**
 * The catalogue's own search (`GET /api/photos/search`), as the back office's photo picker uses
 * it: the same words, synonyms and filters a buyer's search understands.
 */
export function useCatalogueSearch(q: string) {
  return useQuery({
    queryKey: ['admin', 'photo-picker', q] as const,
    queryFn: async ({ signal }) =>
      readJson(
        await api.photos.search.$get({ query: { q, limit: String(PICKER_PAGE_SIZE) } }, { init: { signal } }),
      ),
    enabled: q !== '',
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
  });
}
