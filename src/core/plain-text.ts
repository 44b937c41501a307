/**
 * Text a person can type: no control characters (NUL, escape, bell, the C1 range…) and no lone
 * UTF-16 surrogates. Tabs and line breaks count as control characters too: no field of ours
 * takes more than one line through a query string or a name.
 */
export function isPlainText(text: string): boolean {
  // In u-mode a paired surrogate is one code point; only a lone one is category Cs.
  return !/[\p{Cc}\p{Cs}]/u.test(text);
}

/**
 * Bidi embeddings, overrides and isolates, and the Unicode line and paragraph separators: invisible
 * when typed, they make text display as something else ("U+202E" reverses what follows it on an
 * invoice or a certificate).
 */
const REORDERING = /[\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** Plain text that also displays as it was typed: what names, titles and addresses must be. */
export function isDisplayText(text: string): boolean {
  return isPlainText(text) && !REORDERING.test(text);
}
