import { queryString } from '../../../core/paths';
import {
  acceptedFilter,
  acceptedFilterList,
  FACE_AGE_MAX,
  FACE_AGE_MIN,
  type ListFilter,
  SINGLE_FILTER_RULES,
  type SingleFilter,
  SORTS,
  type SortOrder,
} from '../../../core/search-rules';
import type { SearchQuery } from './api/search-photos';

/**
 * spec §3 search filters, as the search page holds them. Absent values mean "all" (spec §3: each
 * filter defaults to "all" or empty); the face ages are absent at their defaults 0 and 105.
 */
export interface CatalogueFilters {
  decade?: string;
  orientation?: string;
  ethnicities: string[];
  age_groups: string[];
  gender?: string;
  people_count?: string;
  face_age_min?: number;
  face_age_max?: number;
  country?: string;
  state?: string;
  city?: string;
  event_ids: string[];
  creator?: string;
}

/** Everything the search page shows, all of it in the URL so a search can be shared and Back works. */
export interface SearchState {
  q: string;
  /** The sort the URL names; absent means "the remembered or the default one". */
  sort?: SortOrder;
  /** Search the words exactly as typed ("Search instead for kitchn"): no typo correction. */
  asTyped?: boolean;
  filters: CatalogueFilters;
}

export const EMPTY_FILTERS: CatalogueFilters = { ethnicities: [], age_groups: [], event_ids: [] };

// The filters the search takes, as the core rules name them.
type SingleKey = SingleFilter;
type ListKey = ListFilter;
const SINGLE_KEYS = Object.keys(SINGLE_FILTER_RULES) as SingleKey[];

/** A value the server would accept for this filter, else undefined (a hand-edited URL must not break the page). */
function single(key: SingleKey, raw: string | null): string | undefined {
  return raw === null ? undefined : acceptedFilter(key, raw);
}

function list(key: ListKey, raw: string | null): string[] {
  return raw === null ? [] : acceptedFilterList(key, raw);
}

function age(raw: string | null, fallback: number): number | undefined {
  if (raw === null || !/^\d{1,3}$/.test(raw.trim())) return undefined;
  const value = Math.min(FACE_AGE_MAX, Math.max(FACE_AGE_MIN, Number(raw)));
  return value === fallback ? undefined : value;
}

function isSort(value: string | null): value is SortOrder {
  return value !== null && (SORTS as readonly string[]).includes(value);
}

/** Reads the page's state from its query string; unknown or malformed values are dropped. */
export function parseSearchState(params: URLSearchParams): SearchState {
  const filters: CatalogueFilters = {
    ethnicities: list('ethnicities', params.get('ethnicities')),
    age_groups: list('age_groups', params.get('age_groups')),
    event_ids: list('event_ids', params.get('event_ids')),
  };
  for (const key of SINGLE_KEYS) {
    const value = single(key, params.get(key));
    if (value !== undefined) filters[key] = value;
  }
  // A place below its parent only makes sense with the parent chosen (spec §3 country → state → city).
  if (!filters.country) delete filters.state;
  if (!filters.state) delete filters.city;
  let min = age(params.get('face_age_min'), FACE_AGE_MIN);
  let max = age(params.get('face_age_max'), FACE_AGE_MAX);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min !== undefined) filters.face_age_min = min;
  if (max !== undefined) filters.face_age_max = max;
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').replace(/\s+/g, ' ').trim(),
    ...(isSort(sort) ? { sort } : {}),
    ...(params.get('as_typed') === '1' ? { asTyped: true } : {}),
    filters,
  };
}

/** Every filter key in the panel's order (spec §3), which is also the URL's order. */
const QUERY_ORDER = [
  'decade',
  'orientation',
  'ethnicities',
  'age_groups',
  'gender',
  'people_count',
  'face_age_min',
  'face_age_max',
  'country',
  'state',
  'city',
  'event_ids',
  'creator',
] as const satisfies readonly (keyof CatalogueFilters)[];

/** The filters as query values (lists comma-separated), in a fixed order so equal states give equal URLs. */
export function filtersToQuery(filters: CatalogueFilters): SearchQuery {
  const query: SearchQuery = {};
  for (const key of QUERY_ORDER) {
    const value = filters[key];
    const text = Array.isArray(value) ? value.join(',') : value === undefined ? '' : String(value);
    if (text !== '') query[key] = text;
  }
  return query;
}

/**
 * The query string of a state (`?q=…&sort=…&decade=…`, or '' when empty): `q`, then `sort`, then the
 * filters. Encoded like every link of the site (a space is %20, spec §2 "the URL-encoded term").
 */
export function searchStateToSearch(state: SearchState): string {
  return queryString({
    q: state.q,
    sort: state.sort,
    as_typed: state.asTyped ? '1' : undefined,
    ...filtersToQuery(state.filters),
  });
}

/** Sets one single-value filter (undefined clears it); a new country clears state and city, a new state the city. */
export function withFilter(
  filters: CatalogueFilters,
  key: SingleKey,
  value: string | undefined,
): CatalogueFilters {
  const next: CatalogueFilters = { ...filters };
  if (value === undefined || value === '') delete next[key];
  else next[key] = value;
  if (key === 'country' && value !== filters.country) {
    delete next.state;
    delete next.city;
  }
  if (key === 'state' && value !== filters.state) delete next.city;
  return next;
}

/** Adds or removes one value of a list filter. */
export function toggleListValue(
  filters: CatalogueFilters,
  key: ListKey,
  value: string,
  on: boolean,
): CatalogueFilters {
  const without = filters[key].filter((item) => item !== value);
  return { ...filters, [key]: on ? [...without, value] : without };
}

/** spec §3 face age range (0–105 by default); values at the defaults are dropped. */
export function withFaceAges(filters: CatalogueFilters, min: number, max: number): CatalogueFilters {
  const next: CatalogueFilters = { ...filters };
  const [low, high] = min <= max ? [min, max] : [max, min];
  if (low > FACE_AGE_MIN) next.face_age_min = Math.min(low, FACE_AGE_MAX);
  else delete next.face_age_min;
  if (high < FACE_AGE_MAX) next.face_age_max = Math.max(high, FACE_AGE_MIN);
  else delete next.face_age_max;
  return next;
}

/** Names for ids the URL carries (events, creators), from the facets once they arrive. */
export interface FilterNames {
  events: ReadonlyMap<string, string>;
  creators: ReadonlyMap<string, string>;
}

/** One active filter as a removable chip. */
export interface FilterChip {
  /** Unique among the chips, e.g. `ethnicities:Black`. */
  key: string;
  label: string;
  remove: (filters: CatalogueFilters) => CatalogueFilters;
}

const SINGLE_LABEL: Record<SingleKey, string> = {
  decade: 'Decade',
  orientation: 'Orientation',
  gender: 'Gender',
  people_count: 'People',
  country: 'Country',
  state: 'State',
  city: 'City',
  creator: 'Creator',
};

const LIST_LABEL: Record<ListKey, string> = {
  ethnicities: 'Ethnicity',
  age_groups: 'Age group',
  event_ids: 'Event',
};

/** Capitalised for display: "vertical" → "Vertical". */
export function displayValue(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** The active filters, one chip each (a list filter gives one chip per value), in panel order. */
export function filterChips(filters: CatalogueFilters, names: FilterNames): FilterChip[] {
  const chips: FilterChip[] = [];
  const singleChip = (key: SingleKey, shown: string) =>
    chips.push({
      key,
      label: `${SINGLE_LABEL[key]}: ${shown}`,
      remove: (f) => withFilter(f, key, undefined),
    });
  const listChips = (key: ListKey, name: (value: string) => string) => {
    for (const value of filters[key]) {
      chips.push({
        key: `${key}:${value}`,
        label: `${LIST_LABEL[key]}: ${name(value)}`,
        remove: (f) => toggleListValue(f, key, value, false),
      });
    }
  };
  if (filters.decade) singleChip('decade', filters.decade);
  if (filters.orientation) singleChip('orientation', displayValue(filters.orientation));
  listChips('ethnicities', (value) => value);
  listChips('age_groups', (value) => value);
  if (filters.gender) singleChip('gender', displayValue(filters.gender));
  if (filters.people_count) singleChip('people_count', filters.people_count);
  if (filters.face_age_min !== undefined || filters.face_age_max !== undefined) {
    chips.push({
      key: 'face_age',
      label: `Face age: ${filters.face_age_min ?? FACE_AGE_MIN}–${filters.face_age_max ?? FACE_AGE_MAX}`,
      remove: (f) => withFaceAges(f, FACE_AGE_MIN, FACE_AGE_MAX),
    });
  }
  if (filters.country) singleChip('country', filters.country);
  if (filters.state) singleChip('state', filters.state);
  if (filters.city) singleChip('city', filters.city);
  listChips('event_ids', (id) => names.events.get(id) ?? 'Event');
  if (filters.creator) singleChip('creator', names.creators.get(filters.creator) ?? 'Creator');
  return chips;
}

export function hasFilters(filters: CatalogueFilters): boolean {
  return filterChips(filters, { events: new Map(), creators: new Map() }).length > 0;
}
