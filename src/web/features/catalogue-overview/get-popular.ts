import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../api';
import { FRESHNESS } from '../../query';

/** spec §8: the hero's popular tags fall back to these on error or an empty answer. */
export const FALLBACK_TAGS = ['Landscape', 'Architecture', 'People', 'Nature', 'Business'] as const;

/** `GET /api/trending`: up to 20 events and categories people click most (spec §9). */
export function useTrending(options: { enabled?: boolean } = {}) {
  return useQuery({
    ...queryOptions({
      queryKey: ['popular', 'trending'] as const,
      queryFn: async ({ signal }) =>
        (await readJson(await api.trending.$get(undefined, { init: { signal } }))).items,
      ...FRESHNESS.popular,
    }),
    enabled: options.enabled ?? true,
  });
}

/** `GET /api/popular/tags?limit=N`: the most clicked tags. */
export function usePopularTags(limit: number) {
  return useQuery(
    queryOptions({
      queryKey: ['popular', 'tags', limit] as const,
      queryFn: async ({ signal }) =>
        (
          await readJson(
            await api.popular.tags.$get({ query: { limit: String(limit) } }, { init: { signal } }),
          )
        ).items,
      ...FRESHNESS.popular,
    }),
  );
}

/** `GET /api/popular/photos?limit=N`: the most clicked live photos (home's strip). */
export function usePopularPhotos(limit: number) {
  return useQuery(
    queryOptions({
      queryKey: ['popular', 'photos', limit] as const,
      queryFn: async ({ signal }) =>
        (
          await readJson(
            await api.popular.photos.$get({ query: { limit: String(limit) } }, { init: { signal } }),
          )
        ).items,
      ...FRESHNESS.popular,
    }),
  );
}
