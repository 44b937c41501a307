import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../api';
import { backoffDelay, FRESHNESS, retryUnlessClientError } from '../../../query';

/** The query string of `GET /api/photos/search`, as the URL carries it (lists comma-separated). */
export type SearchQuery = Partial<
  Record<
    | 'q'
    | 'sort'
    | 'limit'
    | 'offset'
    | 'seed'
    | 'decade'
    | 'orientation'
    | 'ethnicities'
    | 'age_groups'
    | 'gender'
    | 'people_count'
    | 'face_age_min'
    | 'face_age_max'
    | 'country'
    | 'state'
    | 'city'
    | 'event_ids'
    | 'creator',
    string
  >
>;

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
