import { detectSearchMethod, MAX_SEARCH_WORDS, type SearchMethod } from '../../../core/search-terms';
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
  /** Typed words the catalogue does not know, with the closest word it does (typo tolerance). */
  corrections: Record<string, string>;
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

/** The words of a search that carry meaning (searchSizeProblem has capped how many there are). */
export function wordsOf(text: string): string[] {
  return plainWords(text)
    .filter((word) => !STOP_WORDS.has(word))
    .slice(0, MAX_SEARCH_WORDS);
}

/**
 * A quoted phrase keeps its stop words: phraseto_tsquery turns them into gaps, so "first day of
 * school" finds "first day of school" and not "first day school". Null when only stop words remain.
 */
function phraseOf(text: string): string | null {
  if (wordsOf(text).length === 0) return null;
  return plainWords(text).slice(0, 16).join(' ');
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

/** What the catalogue's vocabulary says about the typed words, from one round trip. */
interface Vocabulary {
  /** Both directions of spec §3's synonyms: term → synonym_of and synonym_of → term. */
  synonyms: Map<string, string[]>;
  /**
   * Catalogue words (titles and tags) that begin with each typed word of 3+ characters. A prefix
   * search over stems is broad and slow ("candy" stems to "candi", and `candi:*` also matches
   * every "candid" photo); the words people actually typed into titles and tags are exact lexemes.
   */
  expansions: Map<string, string[]>;
  /** For a word of 4+ characters that begins no catalogue word: the closest one (trigram similarity). */
  corrections: Map<string, string>;
}

async function lookUpVocabulary(handle: DatabaseHandle, words: string[]): Promise<Vocabulary> {
  const vocabulary: Vocabulary = { synonyms: new Map(), expansions: new Map(), corrections: new Map() };
  const typed = [...new Set(words)];
  if (typed.length === 0) return vocabulary;
  const rows = await handle.raw<{ kind: 'synonym' | 'prefix' | 'correction'; word: string; other: string }>(
    `select 'synonym' as kind, lower(term) as word, lower(synonym_of) as other from synonyms
       where lower(term) = any($1::text[])
     union
     select 'synonym', lower(synonym_of), lower(term) from synonyms where lower(synonym_of) = any($1::text[])
     union all
     select 'prefix', typed.word, l.word from unnest($1::text[]) as typed(word)
     join lateral (
       select word from search_lexicon where length(typed.word) >= 3 and word like typed.word || '%'
       order by documents desc, word limit ${PREFIX_EXPANSIONS}
     ) l on true
     union all
     select 'correction', typed.word, c.word from unnest($1::text[]) as typed(word)
     join lateral (
       select word from search_lexicon where word % typed.word and word <> typed.word
       order by similarity(word, typed.word) desc, documents desc limit 1
     ) c on true
     where length(typed.word) >= 4
       and not exists (select 1 from search_lexicon known where known.word like typed.word || '%')`,
    [typed],
    'search-vocabulary',
  );
  const append = (map: Map<string, string[]>, key: string, value: string) =>
    map.set(key, [...(map.get(key) ?? []), value]);
  for (const row of rows) {
    if (row.kind === 'synonym') append(vocabulary.synonyms, row.word, row.other);
    else if (row.kind === 'prefix') append(vocabulary.expansions, row.word, row.other);
    else vocabulary.corrections.set(row.word, row.other);
  }
  return vocabulary;
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
  const { synonyms, expansions, corrections } = await lookUpVocabulary(handle, plain);
  const nothing = { method, tsquery: null, phrase: null, terms: [], expandedTerms: [], corrections: {} };
  const parts: string[] = [];
  const expanded = new Set<string>();
  for (const token of tokens.filter((t) => /[*?]/.test(t))) {
    const matches = await wildcardMatches(handle, token);
    if (matches.length === 0) return nothing;
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
  if (parts.length === 0 && !phrase) return nothing;
  return {
    method,
    tsquery: parts.length > 0 ? parts.join(' & ') : null,
    phrase,
    terms: [...parts, ...wordsOf(phrase ?? '')],
    expandedTerms: [...expanded],
    corrections: Object.fromEntries(corrections),
  };
}
