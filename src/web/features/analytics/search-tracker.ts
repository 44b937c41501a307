import type { TrackedSearch } from '../../../core/analytics';
import {
  SEARCH_CLEANUP_INTERVAL_MS,
  SEARCH_DUPLICATE_WINDOW_MS,
  SEARCH_ENTRY_LIFETIME_MS,
  SEARCH_FINGERPRINT_BUCKET_MS,
  SEARCH_TRACK_DEBOUNCE_MS,
} from '../../../core/analytics-rules';
import { detectSearchMethod, isTrackableSearchTerm, normaliseSearchTerm } from '../../../core/search-terms';

/** Where a search was typed: the search page's live box, or a box elsewhere that opened the page. */
export type SearchSource = 'search_page' | 'header';

/** A search whose results arrived, as the page saw it. */
export interface SearchSeen {
  term: string;
  resultCount: number;
  synonymExpanded?: boolean;
  expandedTerms?: readonly string[];
  source: SearchSource;
}

export interface SearchTrackerDeps {
  send(search: TrackedSearch): void;
  sessionId(): string;
}

/**
 * spec §5/§9 search tracking. Live search answers as the person types, so a term is tracked only
 * once its results have stood for 400 ms. The same term with the same result count is not tracked
 * again for 30 s (Back, a refetch), nor the same term twice in one 10 s bucket (its count moving
 * while filters change). Remembered terms are swept every 60 s and live 5 minutes. Untrackable
 * terms (spec §5: empty, short, one repeated character, only dots) are ignored.
 */
export function createSearchTracker(deps: SearchTrackerDeps) {
  let pending: ReturnType<typeof setTimeout> | undefined;
  let sweeper: ReturnType<typeof setInterval> | undefined;
  /** Term and result count → when tracked. */
  const recent = new Map<string, number>();
  /** Term and 10 s bucket → when tracked. */
  const fingerprints = new Map<string, number>();

  function sweep(): void {
    const now = Date.now();
    for (const map of [recent, fingerprints])
      for (const [key, at] of map) if (now - at >= SEARCH_ENTRY_LIFETIME_MS) map.delete(key);
  }

  function commit(seen: SearchSeen): void {
    const now = Date.now();
    const term = normaliseSearchTerm(seen.term);
    const word = term.toLowerCase();
    const recentKey = `${word}\u0000${seen.resultCount}`;
    const fingerprint = `${word}\u0000${Math.floor(now / SEARCH_FINGERPRINT_BUCKET_MS)}`;
    const last = recent.get(recentKey);
    if (last !== undefined && now - last < SEARCH_DUPLICATE_WINDOW_MS) return;
    if (fingerprints.has(fingerprint)) return;
    recent.set(recentKey, now);
    fingerprints.set(fingerprint, now);
    sweeper ??= setInterval(sweep, SEARCH_CLEANUP_INTERVAL_MS);
    const expanded = (seen.expandedTerms ?? []).filter((value) => value.trim() !== '').slice(0, 50);
    deps.send({
      search_term: term,
      result_count: seen.resultCount,
      search_method: detectSearchMethod(term),
      synonym_expanded: seen.synonymExpanded ?? expanded.length > 0,
      expanded_terms: expanded,
      source: seen.source,
      session_id: deps.sessionId(),
    });
  }

  return {
    /** Results for `seen.term` arrived; tracked after the debounce unless another search comes first. */
    searched(seen: SearchSeen): void {
      clearTimeout(pending);
      pending = undefined;
      if (!isTrackableSearchTerm(seen.term)) return;
      pending = setTimeout(() => {
        pending = undefined;
        commit(seen);
      }, SEARCH_TRACK_DEBOUNCE_MS);
    },
    /** The page left: a search not yet tracked is not (it did not stand 400 ms). */
    cancel(): void {
      clearTimeout(pending);
      pending = undefined;
    },
    /** Tests: how many terms and fingerprints are remembered. */
    remembered(): number {
      return recent.size + fingerprints.size;
    },
    dispose(): void {
      clearTimeout(pending);
      clearInterval(sweeper);
      sweeper = undefined;
    },
  };
}

export type SearchTracker = ReturnType<typeof createSearchTracker>;
