import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { searchParamsSchema } from '../../../../core/search-params';
import { api, readJson } from '../../../api';
import { backoffDelay, FRESHNESS, retryUnlessClientError } from '../../../query';
import { keptForTheGrid, nextOffset, type PhotoPage } from '../photo-pages';

/** The query string of `GET /api/photos/search`, as the URL carries it (lists comma-separated). */
export type SearchQuery = { [K in keyof z.input<typeof searchParamsSchema>]?: string };

/** A page of search results: the list, and what the search did to the words typed (issue 11). */
export interface SearchResultsPage extends PhotoPage {
  dropped_terms?: string[];
  corrected_terms?: Record<string, string>;
  /** Whether synonyms widened the search, and the words they added (search tracking, spec §5). */
  synonym_expanded?: boolean;
  expanded_terms?: string[];
}

/** spec §8: search retries twice on server or network failures, never on a 4xx. */
const SEARCH_RETRIES = 2;

export async function searchPhotos(query: SearchQuery, signal?: AbortSignal) {
  return readJson(await api.photos.search.$get({ query }, { init: { signal } }));
}

export function searchPhotosQueryOptions(query: SearchQuery) {
  return queryOptions({
    queryKey: ['photos', 'search', query] as const,
    queryFn: ({ signal }) => searchPhotos(query, signal),
    ...FRESHNESS.search,
    retry: retryUnlessClientError(SEARCH_RETRIES),
    retryDelay: backoffDelay,
  });
}

/**
 * The search as an infinite list (spec §9: 75 a page, guests 24 and no more). `query` holds
 * everything but the window; `pageSize` and `signedIn` are part of the key because guests and
 * members get different answers.
 */
export function searchPhotosInfiniteOptions(
  query: SearchQuery,
  options: { pageSize: number; signedIn: boolean },
) {
  return infiniteQueryOptions({
    queryKey: ['photos', 'search', 'infinite', query, options] as const,
    queryFn: async ({ pageParam, signal }): Promise<SearchResultsPage> =>
      keptForTheGrid(
        await searchPhotos({ ...query, limit: String(options.pageSize), offset: String(pageParam) }, signal),
      ),
    initialPageParam: 0,
    getNextPageParam: (lastPage: SearchResultsPage) => nextOffset(lastPage, options.signedIn),
    ...FRESHNESS.search,
    retry: retryUnlessClientError(SEARCH_RETRIES),
    retryDelay: backoffDelay,
  });
}
