import { detectSearchMethod, type SearchMethod } from '../../../core/search-terms';
import type { DatabaseHandle } from '../../db/client';

/** A search text turned into a PostgreSQL tsquery (text form) plus what the response reports. */
export interface TextQuery {
  method: SearchMethod;
  /** `to_tsquery('english', …)` input; null when nothing can match (e.g. a lone `*`). */
  tsquery: string | null;
  /** Exact phrase for `phraseto_tsquery`, when the user quoted one. */
  phrase: string | null;
  /**
   * Each word's own tsquery (a typed word with its expansions, or a word of the phrase): what the
   * search needs at least, one word at a time. Words that name one thing ("cotton candy") occur
   * together far more often than the planner's independence assumption says.
   */
  terms: string[];
  expandedTerms: string[];
}

// English stop words carry no meaning for the index (to_tsquery drops them); dropping them here
// keeps "the kitchen" from matching nothing.
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/** Letters and digits only, lower case without accents: nothing a user types can break tsquery syntax. */
function plainWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** The words of a search that carry meaning, at most 12. */
export function wordsOf(text: string): string[] {
  return plainWords(text)
    .filter((word) => !STOP_WORDS.has(word))
    .slice(0, 12);
}

/**
 * A quoted phrase keeps its stop words: phraseto_tsquery turns them into gaps, so "first day of
 * school" finds "first day of school" and not "first day school". Null when only stop words remain.
 */
function phraseOf(text: string): string | null {
  if (wordsOf(text).length === 0) return null;
  return plainWords(text).slice(0, 16).join(' ');
}

/** Both directions of spec §3's synonyms: term → synonym_of and synonym_of → term. */
async function synonymsOf(handle: DatabaseHandle, words: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (words.length === 0) return found;
  const rows = await handle.raw<{ word: string; other: string }>(
    `select lower(term) as word, lower(synonym_of) as other from synonyms where lower(term) = any($1::text[])
     union
     select lower(synonym_of) as word, lower(term) as other from synonyms where lower(synonym_of) = any($1::text[])`,
    [words],
  );
  for (const row of rows) found.set(row.word, [...(found.get(row.word) ?? []), row.other]);
  return found;
}

/** Words of the catalogue matching a wildcard pattern (`kitch*`, `k?tchen`), from the small lexicon. */
async function wildcardMatches(handle: DatabaseHandle, pattern: string): Promise<string[]> {
  const core = pattern.toLowerCase().replace(/[^\p{L}\p{N}*?]/gu, '');
  if (core.replace(/[*?]/g, '').length === 0) return [];
  const like = core.replace(/\*/g, '%').replace(/\?/g, '_');
  const rows = await handle.raw<{ word: string }>(
    `select word from search_lexicon where word like $1 order by documents desc limit 30`,
    [like],
  );
  return rows.map((row) => row.word);
}

/** How many catalogue words one typed prefix may stand for. */
const PREFIX_EXPANSIONS = 20;

/**
 * Catalogue words (titles and tags) that begin with each typed word of 3+ characters. A prefix
 * search over stems is broad and slow ("candy" stems to "candi", and `candi:*` also matches
 * every "candid" photo); the words people actually typed into titles and tags are exact lexemes.
 */
export async function catalogueWordsStarting(
  handle: DatabaseHandle,
  words: string[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const prefixes = [...new Set(words.filter((word) => word.length >= 3))];
  if (prefixes.length === 0) return found;
  const rows = await handle.raw<{ prefix: string; word: string }>(
    `select typed.prefix, l.word from unnest($1::text[]) as typed(prefix)
     join lateral (
       select word from search_lexicon where word like typed.prefix || '%' order by documents desc, word limit ${PREFIX_EXPANSIONS}
     ) l on true`,
    [prefixes],
  );
  for (const row of rows) found.set(row.prefix, [...(found.get(row.prefix) ?? []), row.word]);
  return found;
}

const alternatives = (words: string[]) => (words.length === 1 ? (words[0] ?? '') : `(${words.join(' | ')})`);

/**
 * spec §5 methods: a quoted phrase matches exactly; `*`/`?` expand through the lexicon; words of
 * 3+ characters match as prefixes; shorter ones as whole words. Synonyms widen every plain word.
 */
export async function buildTextQuery(handle: DatabaseHandle, text: string): Promise<TextQuery> {
  const method = detectSearchMethod(text);
  const phraseMatch = /"([^"]*)"?/.exec(text);
  const phrase = method === 'exact' && phraseMatch ? phraseOf(phraseMatch[1] ?? '') : null;
  const rest = method === 'exact' && phraseMatch ? text.replace(phraseMatch[0], ' ') : text;
  const tokens = rest.split(/\s+/).filter((token) => token.length > 0);
  const plain = tokens.filter((token) => !/[*?]/.test(token)).flatMap(wordsOf);
  const [synonyms, expansions] = await Promise.all([
    synonymsOf(handle, plain),
    catalogueWordsStarting(handle, plain),
  ]);
  const parts: string[] = [];
  const expanded = new Set<string>();
  for (const token of tokens.filter((t) => /[*?]/.test(t))) {
    const matches = await wildcardMatches(handle, token);
    if (matches.length === 0) return { method, tsquery: null, phrase: null, terms: [], expandedTerms: [] };
    parts.push(alternatives(matches));
    for (const match of matches) expanded.add(match);
  }
  for (const word of plain) {
    const others = synonyms.get(word) ?? [];
    for (const other of others) expanded.add(other);
    // A word the catalogue knows stands for itself and the catalogue words it begins; an unknown
    // one of 3+ characters stays a prefix (it may begin a word of a description or a place).
    const known = expansions.get(word);
    const selves = known ? [...new Set([word, ...known])] : [word.length >= 3 ? `${word}:*` : word];
    const otherWords = others.flatMap((other) => wordsOf(other).join(' <-> ') || []).filter(Boolean);
    parts.push(alternatives([...selves, ...otherWords]));
  }
  if (parts.length === 0 && !phrase)
    return { method, tsquery: null, phrase: null, terms: [], expandedTerms: [] };
  return {
    method,
    tsquery: parts.length > 0 ? parts.join(' & ') : null,
    phrase,
    terms: [...parts, ...wordsOf(phrase ?? '')],
    expandedTerms: [...expanded],
  };
}

/** Closest catalogue words to a misspelt one (trigram similarity on the lexicon, never on photos). */
export async function correctWord(handle: DatabaseHandle, word: string): Promise<string | null> {
  if (word.length < 4) return null;
  const [row] = await handle.raw<{ word: string }>(
    `select word from search_lexicon where word % $1 and word <> $1 order by similarity(word, $1) desc, documents desc limit 1`,
    [word],
  );
  return row?.word ?? null;
}
