import { queryOptions, useQuery } from '@tanstack/react-query';
import { hc, type InferResponseType } from 'hono/client';
import type { devRoutes } from '../../../../server/features/dev/dev.routes';
import { ApiError, readJson } from '../../../api';

/**
 * The development aids' own typed client: the server mounts them beside the API, outside
 * production (server/app.ts), so `ApiType` does not carry them.
 */
const devApi = hc<ReturnType<typeof devRoutes>>('/api/dev', { init: { credentials: 'same-origin' } });

/** One mail of the development outbox (`GET /api/dev/outbox`), with the http(s) links found in it. */
export type OutboxMail = InferResponseType<typeof devApi.outbox.$get, 200>['items'][number];

/** The outbox, newest first; `null` when the server has none (production answers 404). */
export async function getOutbox(signal?: AbortSignal): Promise<OutboxMail[] | null> {
  const response = await devApi.outbox.$get(undefined, { init: { signal } });
  if (response.status === 404) return null;
  return (await readJson(response)).items;
}

/** A developer waits for a mail to arrive: the list is read again every 3 seconds. */
export const OUTBOX_REFRESH_MS = 3000;

export function outboxQueryOptions() {
  return queryOptions({
    queryKey: ['dev', 'outbox'] as const,
    queryFn: ({ signal }) => getOutbox(signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data === null ? false : OUTBOX_REFRESH_MS),
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
  });
}

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
