import { useEffect } from 'react';
import { searchTracker } from './post-search';
import type { SearchSource } from './search-tracker';

/**
 * Tracks the search page's term once its results arrive (`resultCount` defined), with what the
 * search answer said about synonyms.
 */
export function useTrackSearch(search: {
  term: string;
  resultCount: number | undefined;
  synonymExpanded?: boolean;
  expandedTerms?: readonly string[];
  source: SearchSource;
}): void {
  const { term, resultCount, synonymExpanded, source } = search;
  const expanded = (search.expandedTerms ?? []).join('\u0000');
  useEffect(() => {
    if (resultCount === undefined) return;
    searchTracker.searched({
      term,
      resultCount,
      synonymExpanded,
      expandedTerms: expanded === '' ? [] : expanded.split('\u0000'),
      source,
    });
  }, [term, resultCount, synonymExpanded, expanded, source]);
  useEffect(() => () => searchTracker.cancel(), []);
}
