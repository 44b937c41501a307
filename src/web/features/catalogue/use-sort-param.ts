import { useSearchParams } from 'react-router';
import { SORTS, type SortOrder } from '../../../core/search-rules';
import { defaultSort, resolveSort, sortOptions } from './sort';

function isSort(value: string | null): value is SortOrder {
  return value !== null && (SORTS as readonly string[]).includes(value);
}

/**
 * A browse page's sort, kept in `?sort=` so Back and shared links keep it (spec §4: relevance
 * only where it applies; the default is relevance there, else random, unless the page names one).
 */
export function useSortParam(options: { relevanceApplies: boolean; fallback?: SortOrder }) {
  const [params, setParams] = useSearchParams();
  const available = sortOptions(options.relevanceApplies);
  const requested = params.get('sort');
  const sort = resolveSort({
    ...(isSort(requested) ? { requested } : {}),
    available,
    fallback: options.fallback ?? defaultSort(options.relevanceApplies),
  });
  const setSort = (next: SortOrder) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('sort', next);
    setParams(nextParams);
  };
  return { sort, options: available, setSort };
}
