import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListSummary } from '../../../../core/catalogue-answers';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { keptForTheGrid, nextOffset } from '../photo-pages';

/** One published collection of `GET /api/collections`. */
export type CollectionSummary = ListSummary;

export function collectionsQueryOptions() {
  return queryOptions({
    queryKey: ['collections'] as const,
    queryFn: async ({ signal }): Promise<{ items: CollectionSummary[] }> =>
      readJson(await api.collections.$get(undefined, { init: { signal } })),
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
      const page = await api.collections[':id'].$get(
        {
          param: { id: encodeURIComponent(id) },
          query: {
            limit: String(options.pageSize),
            offset: String(pageParam),
            sort: query.sort || undefined,
            seed: query.seed || undefined,
          },
        },
        { init: { signal } },
      );
      return keptForTheGrid(await readJson(page));
    },
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextOffset(lastPage, options.signedIn),
    ...FRESHNESS.search,
    // A 4xx (unknown id, refused link) is final; a network or server failure is tried once more.
    retry: retryUnlessClientError(1),
  });
}
