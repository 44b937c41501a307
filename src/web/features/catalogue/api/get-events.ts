import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListSummary } from '../../../../core/catalogue-answers';
import { api, readJson } from '../../../api';
import { FRESHNESS } from '../../../query';

export type { ListCover } from '../../../../core/catalogue-answers';

/** One event of `GET /api/events`. */
export type EventSummary = ListSummary;

export async function getEvents(signal?: AbortSignal): Promise<{ items: EventSummary[] }> {
  return readJson(await api.events.$get(undefined, { init: { signal } }));
}

export function eventsQueryOptions() {
  return queryOptions({
    queryKey: ['events'] as const,
    queryFn: ({ signal }) => getEvents(signal),
    ...FRESHNESS.taxonomyNames,
  });
}

export function useEvents() {
  return useQuery(eventsQueryOptions());
}
