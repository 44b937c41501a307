/** spec §3 search_analytics.search_method values. */
export type SearchMethod = 'exact' | 'fuzzy' | 'partial' | 'fallback';

/** Longest search text we act on; longer input is refused with a message, never truncated silently. */
export const MAX_SEARCH_LENGTH = 200;
/** Words a search may have: every one is looked up and planned, so the work per search stays bounded. */
export const MAX_SEARCH_WORDS = 32;
/** Words with `*` or `?`: each expands to up to 30 catalogue words, all of them ORed into the query. */
export const MAX_WILDCARD_WORDS = 3;

/**
 * What is wrong with a search text's size, in the words shown to the person, or null. Past these
 * caps a search is refused with the message rather than cut short: what was typed is never dropped.
 */
export function searchSizeProblem(text: string): string | null {
  if (text.length > MAX_SEARCH_LENGTH) return `Search text must be at most ${MAX_SEARCH_LENGTH} characters`;
  const words = text.split(/\s+/).filter((word) => word.length > 0);
  if (words.length > MAX_SEARCH_WORDS) return `Search text can have at most ${MAX_SEARCH_WORDS} words`;
  if (words.filter((word) => /[*?]/.test(word)).length > MAX_WILDCARD_WORDS)
    return `Use * or ? in at most ${MAX_WILDCARD_WORDS} words of a search`;
  return null;
}

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

/** Text as the search compares words: lower case, accents removed ("Montréal" → "montreal"). */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** Collapses white space; what the user typed otherwise stays as it is. */
export function normaliseSearchTerm(term: string): string {
  return term.replace(/\s+/g, ' ').trim();
}
