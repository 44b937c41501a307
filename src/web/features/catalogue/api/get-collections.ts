import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListSummary } from '../../../../core/catalogue-answers';
import { readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { keptForTheGrid, nextOffset, type PhotoPage } from '../photo-pages';

/** One published collection of `GET /api/collections`. */
export type CollectionSummary = ListSummary;

export interface CollectionPhotoPage extends PhotoPage {
  collection: CollectionSummary;
}

async function get<T>(url: string, signal?: AbortSignal): Promise<T> {
  return readJson<T>(await fetch(url, { signal, credentials: 'same-origin' }));
}

export function collectionsQueryOptions() {
  return queryOptions({
    queryKey: ['collections'] as const,
    queryFn: ({ signal }) => get<{ items: CollectionSummary[] }>('/api/collections', signal),
    ...FRESHNESS.taxonomyNames,
    // A 4xx (unknown id, refused link) is final; a network or server failure is tried once more.
    retry: retryUnlessClientError(1),
  });
}

export function useCollections() {
  return useQuery(collectionsQueryOptions());
}

/** `GET /api/collections/:id` as an infinite list; 404 NOT_FOUND for unknown ids. */
export function collectionInfiniteOptions(
  id: string,
  query: { sort?: string; seed?: string },
  options: { pageSize: number; signedIn: boolean },
) {
  return infiniteQueryOptions({
    queryKey: ['collections', id, query, options] as const,
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(options.pageSize), offset: String(pageParam) });
      if (query.sort) params.set('sort', query.sort);
      if (query.seed) params.set('seed', query.seed);
      return keptForTheGrid(
        await get<CollectionPhotoPage>(`/api/collections/${encodeURIComponent(id)}?${params}`, signal),
      );
    },
    initialPageParam: 0,
    getNextPageParam: (lastPage: CollectionPhotoPage) => nextOffset(lastPage, options.signedIn),
    ...FRESHNESS.search,
    // A 4xx (unknown id, refused link) is final; a network or server failure is tried once more.
    retry: retryUnlessClientError(1),
  });
}
