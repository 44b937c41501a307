/**
 * Text a person can type: no control characters (NUL, escape, bell, the C1 range…) and no lone
 * UTF-16 surrogates. Tabs and line breaks count as control characters too: no field of ours
 * takes more than one line through a query string or a name.
 */
export function isPlainText(text: string): boolean {
  // In u-mode a paired surrogate is one code point; only a lone one is category Cs.
  return !/[\p{Cc}\p{Cs}]/u.test(text);
}
