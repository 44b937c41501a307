/** spec §3 search_analytics.search_method values. */
export type SearchMethod = 'exact' | 'fuzzy' | 'partial' | 'fallback';

/** Longest search text we act on; longer input is refused with a message, never truncated silently. */
export const MAX_SEARCH_LENGTH = 200;

/**
 * spec §5 method detection: a double quote means exact; `*` or `?` means fuzzy; 3 or more
 * characters means partial; anything else (or empty) means fallback.
 */
export function detectSearchMethod(term: string): SearchMethod {
  const trimmed = term.trim();
  if (trimmed.includes('"')) return 'exact';
  if (/[*?]/.test(trimmed)) return 'fuzzy';
  if (trimmed.length >= 3) return 'partial';
  return 'fallback';
}

/**
 * spec §5: search tracking ignores terms that are empty, blank, shorter than 2 characters,
 * one repeated character, or only dots.
 */
export function isTrackableSearchTerm(term: string): boolean {
  const trimmed = term.trim();
  if (trimmed.length < 2) return false;
  if (/^(.)\1*$/u.test(trimmed)) return false;
  if (/^\.+$/.test(trimmed)) return false;
  return true;
}

/** Collapses white space; what the user typed otherwise stays as it is. */
export function normaliseSearchTerm(term: string): string {
  return term.replace(/\s+/g, ' ').trim();
}
