import { infiniteQueryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { keptForTheGrid, nextOffset } from '../photo-pages';

/** A page of `GET /api/taxonomy/:type/:id`: the photos, the spec §2 title and "X of Y photos". */
export type TaxonomyPhotoPage = InferResponseType<(typeof api.taxonomy)[':type'][':id']['$get'], 200>;

export interface TaxonomyListQuery {
  sort?: string;
  seed?: string;
}

export async function getTaxonomyPage(
  type: string,
  id: string,
  query: TaxonomyListQuery & { limit: string; offset: string },
  signal?: AbortSignal,
): Promise<TaxonomyPhotoPage> {
  const param = { type: encodeURIComponent(type), id: encodeURIComponent(id) };
  // An empty sort or seed is left out (`hc` drops undefined values): the page's default applies.
  const { sort, seed, limit, offset } = query;
  const request = { param, query: { sort: sort || undefined, seed: seed || undefined, limit, offset } };
  return readJson(await api.taxonomy[':type'][':id'].$get(request, { init: { signal } }));
}

/** `GET /api/taxonomy/:type/:id` as an infinite list (spec §2 taxonomy and browse page). */
export function taxonomyPageInfiniteOptions(
  type: string,
  id: string,
  query: TaxonomyListQuery,
  options: { pageSize: number; signedIn: boolean },
) {
  return infiniteQueryOptions({
    queryKey: ['taxonomy', type, id, query, options] as const,
    queryFn: async ({ pageParam, signal }) =>
      keptForTheGrid(
        await getTaxonomyPage(
          type,
          id,
          { ...query, limit: String(options.pageSize), offset: String(pageParam) },
          signal,
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => nextOffset(lastPage, options.signedIn),
    ...FRESHNESS.search,
    // A 4xx (unknown id, refused link) is final; a network or server failure is tried once more.
    retry: retryUnlessClientError(1),
  });
}
