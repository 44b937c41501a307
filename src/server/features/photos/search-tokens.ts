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

/** One required filter: a tsquery fragment and the lexemes it matches any of. */
export interface TokenGroup {
  query: string;
  lexemes: string[];
}

/** A filter that matches any of `values` as a token group. */
export function tokenGroup(prefix: string, values: readonly string[]): TokenGroup {
  return { query: anyToken(prefix, values), lexemes: [...new Set(values)].map((value) => prefix + value) };
}

/** A filter that matches `value` under any of `prefixes` (a place: a country, a state or a city). */
export function tokenGroupOfKinds(prefixes: readonly string[], value: string): TokenGroup {
  const literals = prefixes.map((prefix) => tokenLiteral(prefix, value));
  return { query: `(${literals.join(' | ')})`, lexemes: prefixes.map((prefix) => prefix + value) };
}

/** The share of photos a group matches at most: the sum of its lexemes' shares (unknown ones are rare: 0). */
export function groupFrequency(group: TokenGroup, frequencies: ReadonlyMap<string, number>): number {
  return Math.min(
    1,
    group.lexemes.reduce((sum, lexeme) => sum + (frequencies.get(lexeme) ?? 0), 0),
  );
}

/**
 * Which filter tokens the GIN index should look up and which are better tested on each row read.
 * Intersecting a token held by most photos makes GIN decode its posting list at every candidate
 * (e.g. `~g:male`, 81% of photos: 7 ms of a 12 ms search for "snow"), while testing a row the
 * plan reads anyway costs next to nothing. Groups matching at least `rowCheckFrom` of the photos are tested on the
 * row, as long as something (words, or the rarest group) is left for the index to look up.
 */
export function splitTokens(
  groups: readonly TokenGroup[],
  options: { hasWords: boolean; frequencies: ReadonlyMap<string, number>; rowCheckFrom: number },
): { indexed: TokenGroup[]; rowChecked: TokenGroup[] } {
  const rated = groups.map((group) => ({ group, share: groupFrequency(group, options.frequencies) }));
  const common = new Set(
    rated.filter(({ share }) => share >= options.rowCheckFrom).map(({ group }) => group),
  );
  if (!options.hasWords && common.size === groups.length && groups.length > 0) {
    const rarest = rated.reduce((best, next) => (next.share < best.share ? next : best));
    common.delete(rarest.group);
  }
  return {
    indexed: groups.filter((group) => !common.has(group)),
    rowChecked: groups.filter((group) => common.has(group)),
  };
}
