import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Facets } from '../../../../core/catalogue-answers';
import { readJson } from '../../../api';
import { FRESHNESS } from '../../../query';
import type { SearchQuery } from './search-photos';

export type { Facets, FacetValue, NamedFacet } from '../../../../core/catalogue-answers';

function toQueryString(query: SearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function getFacets(query: SearchQuery, signal?: AbortSignal): Promise<Facets> {
  return readJson<Facets>(
    await fetch(`/api/photos/facets${toQueryString(query)}`, { signal, credentials: 'same-origin' }),
  );
}

/** Facets for the current search and filters; the previous answer stays while the next loads. */
export function facetsQueryOptions(query: SearchQuery) {
  return queryOptions({
    queryKey: ['photos', 'facets', query] as const,
    queryFn: ({ signal }) => getFacets(query, signal),
    ...FRESHNESS.taxonomyNames,
    placeholderData: keepPreviousData,
  });
}

export function useFacets(query: SearchQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...facetsQueryOptions(query), enabled: options.enabled ?? true });
}
