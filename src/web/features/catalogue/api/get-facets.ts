import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { readJson } from '../../../api';
import { FRESHNESS } from '../../../query';
import type { SearchQuery } from './search-photos';

export interface FacetValue {
  value: string;
  count: number;
}

export interface NamedFacet {
  id: string;
  name: string;
  count: number;
}

/** `GET /api/photos/facets`: the filter panel's options with counts of live photos (storefront contract). */
export interface Facets {
  decades: FacetValue[];
  orientations: FacetValue[];
  ethnicities: FacetValue[];
  age_groups: FacetValue[];
  genders: FacetValue[];
  people_counts: FacetValue[];
  countries: FacetValue[];
  /** Only for the chosen country. */
  states: FacetValue[];
  /** Only for the chosen state. */
  cities: FacetValue[];
  events: NamedFacet[];
  creators: NamedFacet[];
}

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

export function useFacets(query: SearchQuery) {
  return useQuery(facetsQueryOptions(query));
}
