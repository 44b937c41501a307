import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Facets } from '../../../../core/catalogue-answers';
import { api, readJson } from '../../../api';
import { FRESHNESS } from '../../../query';
import type { SearchQuery } from './search-photos';

export type { Facets, FacetValue, NamedFacet } from '../../../../core/catalogue-answers';

export async function getFacets(query: SearchQuery, signal?: AbortSignal): Promise<Facets> {
  // Empty values stay out of the URL, as the search page leaves them out of its own.
  const given = Object.fromEntries(Object.entries(query).filter(([, value]) => value));
  return readJson(await api.photos.facets.$get({ query: given }, { init: { signal } }));
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
