import { infiniteQueryOptions } from '@tanstack/react-query';
import { readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { keptForTheGrid, nextOffset, type PhotoPage } from '../photo-pages';

export interface TaxonomyPhotoPage extends PhotoPage {
  type: string;
  /** spec §2 title, e.g. "1970s photos", "photos from Ohio". */
  title: string;
  /** spec §2 "X of Y photos". */
  subtitle: string;
}

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
  // The route reads its query without a validator, so `hc` does not know it: the URL is built here.
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const url = `/api/taxonomy/${encodeURIComponent(type)}/${encodeURIComponent(id)}?${params}`;
  return readJson<TaxonomyPhotoPage>(await fetch(url, { signal, credentials: 'same-origin' }));
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
    getNextPageParam: (lastPage: TaxonomyPhotoPage) => nextOffset(lastPage, options.signedIn),
    ...FRESHNESS.search,
    // A 4xx (unknown id, refused link) is final; a network or server failure is tried once more.
    retry: retryUnlessClientError(1),
  });
}
