import { SORTS, type SortOrder } from '../../../core/search-rules';

export const SORT_LABEL: Record<SortOrder, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  oldest: 'Oldest',
  popular: 'Popular',
  random: 'Random',
};

/**
 * spec §4: relevance exists only where there is something to be relevant to — a search query,
 * or the tag of a tag page. The other four are always offered.
 */
export function sortOptions(relevanceApplies: boolean): SortOrder[] {
  return SORTS.filter((sort) => sort !== 'relevance' || relevanceApplies);
}

/** spec §4: the default is relevance where it applies, else random. */
export function defaultSort(relevanceApplies: boolean): SortOrder {
  return relevanceApplies ? 'relevance' : 'random';
}

/**
 * The sort a page uses: the URL's when offered, else the remembered one when offered, else the
 * page's default (spec §4: a stored sort not available falls back to relevance or random).
 */
export function resolveSort(options: {
  requested?: SortOrder;
  stored?: SortOrder | null;
  available: readonly SortOrder[];
  fallback: SortOrder;
}): SortOrder {
  const { requested, stored, available, fallback } = options;
  if (requested && available.includes(requested)) return requested;
  if (stored && available.includes(stored)) return stored;
  return fallback;
}

const STORAGE_KEY = 'backdrop:search-sort';

/** The sort last chosen on the search page (localStorage), or null. */
export function readStoredSort(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
): SortOrder | null {
  const value = storage?.getItem(STORAGE_KEY) ?? null;
  return value !== null && (SORTS as readonly string[]).includes(value) ? (value as SortOrder) : null;
}

export function storeSort(
  sort: SortOrder,
  storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(),
): void {
  try {
    storage?.setItem(STORAGE_KEY, sort);
  } catch {
    // Private mode or a full quota: the choice is simply not remembered.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
