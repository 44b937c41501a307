/**
 * Filter values live in each photo's search vector as `~code:value` tokens (migration 0005), so
 * one GIN index intersects words and filters. The codes here must match that migration's
 * expression. Text lexemes never start with `~` (search words are letters and digits only), so a
 * token can never collide with a word, not even with a prefix search.
 */
export const FILTER_TOKENS = {
  decade: '~d:',
  orientation: '~o:',
  country: '~c:',
  state: '~s:',
  city: '~y:',
  creator: '~u:',
  imageStyle: '~st:',
  colorAndMood: '~cm:',
  dominantColor: '~dc:',
  peopleComposition: '~pc:',
  peopleCount: '~n:',
  featured: '~f:',
  ethnicity: '~e:',
  ageGroup: '~a:',
  gender: '~g:',
  emotion: '~m:',
  tag: '~t:',
  event: '~ev:',
} as const;

/** People counts from here up share one token (`~n:10`); the exact range is checked on the row. */
export const PEOPLE_COUNT_TOKEN_MAX = 10;

/** One lexeme as tsquery text: quoted, with quotes and backslashes escaped, never parsed as words. */
export function tokenLiteral(prefix: string, value: string): string {
  return `'${(prefix + value).replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** A tsquery fragment that matches any of the values (an empty list matches nothing). */
export function anyToken(prefix: string, values: readonly string[]): string {
  const literals = [...new Set(values)].map((value) => tokenLiteral(prefix, value));
  return literals.length === 1 ? (literals[0] ?? '') : `(${literals.join(' | ')})`;
}

/** The people-count tokens a range [from, to] (to null = no upper bound) can match. */
export function peopleCountTokens(from: number, to: number | null): string[] {
  const first = Math.min(from, PEOPLE_COUNT_TOKEN_MAX);
  const last = Math.min(to ?? PEOPLE_COUNT_TOKEN_MAX, PEOPLE_COUNT_TOKEN_MAX);
  const values: string[] = [];
  for (let count = first; count <= last; count++) values.push(String(count));
  return values;
}
