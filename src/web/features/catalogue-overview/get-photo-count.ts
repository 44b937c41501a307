import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../api';
import { FRESHNESS } from '../../query';

/** `GET /api/photos/count` → the number of live photos. */
export async function getPhotoCount(signal?: AbortSignal): Promise<number> {
  const body = await readJson(await api.photos.count.$get(undefined, { init: { signal } }));
  return body.count;
}

export function photoCountQueryOptions() {
  return queryOptions({
    queryKey: ['photos', 'count'] as const,
    queryFn: ({ signal }) => getPhotoCount(signal),
    ...FRESHNESS.photoCount,
  });
}

export function usePhotoCount() {
  return useQuery(photoCountQueryOptions());
}
