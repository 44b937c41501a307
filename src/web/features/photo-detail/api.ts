import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { PhotoFlags } from '../../../core/photo-row';
import { api, readJson } from '../../api';
import { FRESHNESS, retryUnlessClientError } from '../../query';

export type { PhotoAdminView, PhotoDetail, PhotoFlags } from '../../../core/photo-row';

// The key goes into the path as it always has (`hc` puts a parameter in as given).
const param = (photoKey: string) => ({ param: { key: encodeURIComponent(photoKey) } });

// The first read of a landing photo page may be answered by the page itself (the typed client
// fetches through page-answers.ts).
export function photoDetailQueryOptions(photoKey: string) {
  return queryOptions({
    queryKey: ['photos', 'detail', photoKey] as const,
    queryFn: async ({ signal }) =>
      readJson(await api.photos[':key'].$get(param(photoKey), { init: { signal } })),
    ...FRESHNESS.photoDetail,
    retry: retryUnlessClientError(1),
  });
}

/**
 * `GET /api/photos/:key/original`: the original's facts, read from the file (made on the
 * server if it does not exist yet, about a second). Asked only when the detail lacks its size.
 */
export function originalFactsQueryOptions(photoKey: string) {
  return queryOptions({
    queryKey: ['photos', 'original', photoKey] as const,
    queryFn: async ({ signal }) =>
      readJson(await api.photos[':key'].original.$get(param(photoKey), { init: { signal } })),
    ...FRESHNESS.photoDetail,
    retry: retryUnlessClientError(1),
  });
}

/** spec §9: similar photos and people stay fresh 10 minutes (and are prefetched 1 s after the view). */
export function similarQueryOptions(photoKey: string, kind: 'similar' | 'similar-people') {
  return queryOptions({
    queryKey: ['photos', kind, photoKey] as const,
    queryFn: async ({ signal }) => {
      const photo = api.photos[':key'];
      const init = { init: { signal } };
      return kind === 'similar'
        ? readJson(await photo.similar.$get(param(photoKey), init))
        : readJson(await photo['similar-people'].$get(param(photoKey), init));
    },
    ...FRESHNESS.similarPrefetch,
    retry: retryUnlessClientError(1),
  });
}

/** One page of `GET /api/photos/:key/similar-people` from `offset`. */
async function similarPeoplePage(photoKey: string, offset: number, signal: AbortSignal) {
  const route = api.photos[':key']['similar-people'];
  // The route reads `offset` from the query; its typed arguments name only the key.
  const args = { ...param(photoKey), query: { offset: String(offset) } } as Parameters<typeof route.$get>[0];
  return readJson(await route.$get(args, { init: { signal } }));
}
export type SimilarPeoplePage = Awaited<ReturnType<typeof similarPeoplePage>>;

/**
 * The Similar people tab's pages (issue 27 item 5): the first is the prefetched answer
 * (similarQueryOptions), the next ones by offset, 24 at a time, until the total is reached.
 */
export function similarPeoplePagesOptions(photoKey: string, queryClient: QueryClient) {
  return infiniteQueryOptions({
    queryKey: ['photos', 'similar-people', photoKey, 'pages'] as const,
    queryFn: async ({ pageParam, signal }): Promise<SimilarPeoplePage> =>
      pageParam === 0
        ? ((await queryClient.ensureQueryData(
            similarQueryOptions(photoKey, 'similar-people'),
          )) as SimilarPeoplePage)
        : similarPeoplePage(photoKey, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: SimilarPeoplePage) =>
      last.offset + last.limit < last.total ? last.offset + last.limit : undefined,
    ...FRESHNESS.similarPrefetch,
    retry: retryUnlessClientError(1),
  });
}

export function photoAdminQueryOptions(photoKey: string) {
  return queryOptions({
    queryKey: ['admin', 'photos', photoKey] as const,
    queryFn: async ({ signal }) =>
      readJson(await api.admin.photos[':key'].$get(param(photoKey), { init: { signal } })),
    retry: retryUnlessClientError(1),
  });
}

/** `PATCH /api/admin/photos/:key`: the three flags at once; answers them as saved. */
export async function savePhotoFlags(photoKey: string, flags: PhotoFlags): Promise<PhotoFlags> {
  return readJson(await api.admin.photos[':key'].$patch({ ...param(photoKey), json: flags }));
}
