import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';

/** `GET /api/creators/:id`: the creator's storefront (name, about, counts, decades, places). */
export type CreatorStorefront = InferResponseType<(typeof api.creators)[':id']['$get'], 200>;

export async function getCreator(id: string, signal?: AbortSignal): Promise<CreatorStorefront> {
  return readJson(await api.creators[':id'].$get({ param: { id } }, { init: { signal } }));
}

export function creatorQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['creators', id] as const,
    queryFn: ({ signal }) => getCreator(id, signal),
    ...FRESHNESS.taxonomyNames,
    // A 4xx (unknown id, refused link) is final; a network or server failure is tried once more.
    retry: retryUnlessClientError(1),
  });
}

export function useCreator(id: string) {
  return useQuery(creatorQueryOptions(id));
}
