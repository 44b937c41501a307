import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '../../../../core/admin-lists';
import { api, readJson } from '../../../api';
import type { ListState } from '../../../components/data-table/list-state';
import { FRESHNESS, retryUnlessClientError } from '../../../query';

/**
 * A page of the catalogue for `/admin/photos`, through the catalogue's own search (the words,
 * synonyms and filters a buyer's search understands), newest or oldest first.
 */
export function usePhotoList(state: ListState) {
  const query = {
    q: state.q,
    sort: state.dir === 'asc' ? 'oldest' : 'newest',
    limit: String(ADMIN_PAGE_SIZE),
    ...(state.offset > 0 ? { offset: String(state.offset) } : {}),
  };
  return useQuery({
    queryKey: ['admin', 'photos', query] as const,
    queryFn: async ({ signal }) => readJson(await api.photos.search.$get({ query }, { init: { signal } })),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}
