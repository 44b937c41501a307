/**
 * NUL (U+0000): PostgreSQL cannot store it in text, and a statement given one fails ("invalid byte
 * sequence"), which answered 500 (issue 29 item 2). The 400 every body check gives for it.
 */
export const NOT_ALLOWED = 'The request contains characters that are not allowed.';

/** Where in a parsed body the first NUL is, in a value or a name: its path, or null when there is none. */
export function nulPath(value: unknown, path: readonly string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [...path] : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [name, item] of Object.entries(value)) {
    if (name.includes('\u0000')) return [...path, name];
    const found = nulPath(item, [...path, name]);
    if (found) return found;
  }
  return null;
}
