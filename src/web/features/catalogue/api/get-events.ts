import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson } from '../../../api';
import { FRESHNESS } from '../../../query';

export interface ListCover {
  thumbnail_url: string;
  width: number;
  height: number;
}

/** One event of `GET /api/events` (storefront contract). */
export interface EventSummary {
  id: string;
  name: string;
  description: string | null;
  date?: string | null;
  photo_count: number;
  cover: ListCover | null;
}

export async function getEvents(signal?: AbortSignal): Promise<{ items: EventSummary[] }> {
  return readJson<{ items: EventSummary[] }>(
    await fetch('/api/events', { signal, credentials: 'same-origin' }),
  );
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
