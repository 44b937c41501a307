import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_SEARCH_MAX, type SortDirection } from '../../../core/admin-lists';
import { type QueryParams, queryString } from '../../../core/paths';

/** What a back-office list shows, as its URL carries it: `?q=&sort=&dir=&offset=` plus its own filters. */
export interface ListState {
  q: string;
  sort: string;
  dir: SortDirection;
  offset: number;
  /** A list's own filters (e.g. `status`), by name. */
  filters: Record<string, string>;
}

export interface ListDefaults {
  sort: string;
  dir: SortDirection;
  /** The sorts the list offers; another in the URL (a hand-edited link) counts as the default. */
  sorts: readonly string[];
  /** The names of the list's own filters it keeps in the URL. */
  filters?: readonly string[];
}

/** The list's state in `params`; anything malformed counts as not set. */
export function parseListState(params: URLSearchParams, defaults: ListDefaults): ListState {
  const sort = params.get('sort') ?? '';
  const dir = params.get('dir');
  const offset = Number(params.get('offset'));
  const filters: Record<string, string> = {};
  for (const name of defaults.filters ?? []) {
    const value = params.get(name);
    if (value) filters[name] = value.slice(0, ADMIN_SEARCH_MAX);
  }
  return {
    q: (params.get('q') ?? '').trim().slice(0, ADMIN_SEARCH_MAX),
    sort: defaults.sorts.includes(sort) ? sort : defaults.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : defaults.sort === sort || !sort ? defaults.dir : 'asc',
    offset: Number.isSafeInteger(offset) && offset > 0 ? offset : 0,
    filters,
  };
}

/** The state as URL values; defaults and empty values are left out so a plain list has a plain URL. */
export function listStateQuery(state: ListState, defaults: ListDefaults): QueryParams {
  const isDefaultSort = state.sort === defaults.sort && state.dir === defaults.dir;
  return {
    q: state.q,
    ...state.filters,
    sort: isDefaultSort ? undefined : state.sort,
    dir: isDefaultSort ? undefined : state.dir,
    offset: state.offset > 0 ? state.offset : undefined,
  };
}

/** The API's query for one page of the list: every value set, sort and direction always. */
export function listApiQuery(state: ListState, limit: number): Record<string, string> {
  const query: Record<string, string> = { sort: state.sort, dir: state.dir, limit: String(limit) };
  if (state.q) query.q = state.q;
  if (state.offset > 0) query.offset = String(state.offset);
  for (const [name, value] of Object.entries(state.filters)) if (value) query[name] = value;
  return query;
}

/**
 * A list's state kept in the URL, so a sorted, filtered page can be shared, reloaded and reached
 * with Back. `change` applies a part of it; any change but the page goes back to the first page.
 */
export function useListState(defaults: ListDefaults) {
  const [params, setParams] = useSearchParams();
  // `defaults` is a constant of the page's module, so it never changes between renders.
  const state = useMemo(() => parseListState(params, defaults), [params, defaults]);
  const hrefFor = useCallback(
    (next: Partial<ListState>) => queryString(listStateQuery({ ...state, ...next }, defaults)) || '?',
    [state, defaults],
  );
  const change = useCallback(
    (next: Partial<ListState>) => {
      const offset = next.offset ?? 0;
      const merged = { ...state, ...next, offset, filters: { ...state.filters, ...next.filters } };
      setParams(new URLSearchParams(queryString(listStateQuery(merged, defaults)).slice(1)));
    },
    [state, setParams, defaults],
  );
  return { state, change, hrefFor };
}
