import { desc, inArray, isNotNull, like } from 'drizzle-orm';
import { z } from 'zod';
import {
  detectSearchMethod,
  foldText,
  MAX_SEARCH_WORDS,
  type SearchMethod,
} from '../../../core/search-terms';
import type { DatabaseHandle } from '../../db/client';
import { events as eventsTable, profiles, searchLexicon } from '../../db/tables';
import { queryRows } from '../../db/typed-rows';
import { tokenLiteral } from './search-tokens';

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
  /**
   * Each plain typed word with its part of `tsquery` (the word, its completions and synonyms),
   * so a search that finds nothing can leave out words that match nothing (searchPhotos).
   */
  wordParts: { word: string; part: string }[];
  /**
   * Events and families the typed words name ("summer vacation", "okafor"): a photo of one of
   * them matches those words, whatever its title and tags say; `rest` is what the other typed
   * words still require (null when the name is the whole search).
   */
  entities: TextEntity[];
}

/** An event or family a search names, as its tokens (tsquery text) and the typed words it covers. */
export interface TextEntity {
  tokens: string;
  covered: string[];
  rest: string | null;
}

/** The parts of the other typed words, which a photo of the entity must still match. */
export function restOf(
  parts: readonly { word: string; part: string }[],
  covered: readonly string[],
): string | null {
  const rest = parts.filter((part) => !covered.includes(part.word)).map((part) => part.part);
  return rest.length > 0 ? rest.join(' & ') : null;
}

/** A family name shared by more storefronts than this is a common word ("archive"), not a family. */
const MAX_FAMILIES_PER_WORD = 3;

/** One catalogue entity a search may name, and the typed words that name it. */
interface NamedEntity {
  tokens: string[];
  covered: string[];
}

/** The events and storefronts a search can name, with the words that name each. */
interface NameDirectory {
  /** Each event's words, and those that name it (see below). */
  events: { token: string; words: string[]; naming: string[] }[];
  storefronts: { token: string; words: string[] }[];
}

/** Events and storefronts change rarely: a search reads them from memory, refreshed each minute. */
const DIRECTORY_MS = 60_000;
const directories = new WeakMap<DatabaseHandle, { directory: Promise<NameDirectory>; until: number }>();

async function loadDirectory(handle: DatabaseHandle): Promise<NameDirectory> {
  const [events, storefronts] = await Promise.all([
    handle.db.select({ id: eventsTable.id, name: eventsTable.name }).from(eventsTable),
    handle.db
      .select({ id: profiles.id, name: profiles.storefrontName })
      .from(profiles)
      .where(isNotNull(profiles.storefrontName))
      .then((rows) => rows.flatMap(({ id, name }) => (name === null ? [] : [{ id, name }]))),
  ]);
  const eventWords = events.map((row) => [...new Set(wordsOf(row.name))]);
  const allEventWords = [...new Set(eventWords.flat())];
  const common = new Set(
    allEventWords.length === 0
      ? []
      : (
          await handle.db
            .select({ word: searchLexicon.word })
            .from(searchLexicon)
            .where(inArray(searchLexicon.word, allEventWords))
        ).map((row) => row.word),
  );
  return {
    // An event is named by the words of its name that no title or tag uses ("vacation" of "Summer
    // vacation", "baptism"), or, when every word of it is common ("Birthday party"), by all of them.
    events: events.map((row, index) => {
      const words = eventWords[index] ?? [];
      const distinctive = words.filter((word) => !common.has(word));
      return {
        token: `~ev:${row.id.toLowerCase()}`,
        words,
        naming: distinctive.length > 0 ? distinctive : words,
      };
    }),
    storefronts: storefronts.map((row) => ({
      token: `~u:${row.id.toLowerCase()}`,
      words: wordsOf(row.name),
    })),
  };
}

function nameDirectory(handle: DatabaseHandle): Promise<NameDirectory> {
  const known = directories.get(handle);
  if (known && known.until > Date.now()) return known.directory;
  const directory = loadDirectory(handle);
  directories.set(handle, { directory, until: Date.now() + DIRECTORY_MS });
  // A failed load is not kept: the next search tries again.
  directory.catch(() => directories.delete(handle));
  return directory;
}

/**
 * Events whose naming words were all typed, and storefronts (families) named by a typed word that
 * is not a word of the catalogue's titles and tags.
 */
async function lookUpEntities(
  handle: DatabaseHandle,
  words: string[],
  isCatalogueWord: (word: string) => boolean,
): Promise<NamedEntity[]> {
  const typed = [...new Set(words)];
  if (typed.length === 0) return [];
  const directory = await nameDirectory(handle);
  const typedSet = new Set(typed);
  const entities: NamedEntity[] = [];
  for (const event of directory.events) {
    if (event.naming.length > 0 && event.naming.every((word) => typedSet.has(word)))
      entities.push({ tokens: [event.token], covered: event.words.filter((word) => typedSet.has(word)) });
  }
  for (const word of typed) {
    if (isCatalogueWord(word)) continue;
    const families = directory.storefronts.filter((storefront) => storefront.words.includes(word));
    if (families.length > 0 && families.length <= MAX_FAMILIES_PER_WORD)
      entities.push({ tokens: families.map((family) => family.token), covered: [word] });
  }
  return entities;
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
  return foldText(text)
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
  const likePattern = core.replace(/\*/g, '%').replace(/\?/g, '_');
  const rows = await handle.db
    .select({ word: searchLexicon.word })
    .from(searchLexicon)
    .where(like(searchLexicon.word, likePattern))
    .orderBy(desc(searchLexicon.documents))
    .limit(30);
  return rows.map((row) => row.word);
}

/** How many catalogue words one typed prefix may stand for. */
const PREFIX_EXPANSIONS = 20;

/**
 * Typed words shorter than this are whole words, never the beginning of others: "cat" is a cat,
 * not Catania, and "sun" not "Sunday best". From four letters on, a word may be cut short while
 * typing ("kitc", "wedd") and stands for the catalogue words it begins as well.
 */
const PREFIX_FROM = 4;

/** Spoken decades ("70s", "seventies") and the decade the catalogue files them under. */
const DECADE_WORDS: Record<string, string> = {
  twenties: '1920s',
  thirties: '1930s',
  forties: '1940s',
  fifties: '1950s',
  sixties: '1960s',
  seventies: '1970s',
  eighties: '1980s',
  nineties: '1990s',
};

/** "70s" and "seventies" → "1970s"; "00s" → "2000s", "10s" → "2010s"; null for any other word. */
export function decadeOf(word: string): string | null {
  if (DECADE_WORDS[word]) return DECADE_WORDS[word] ?? null;
  const short = /^(\d)0s$/.exec(word);
  if (!short) return null;
  const digit = short[1] ?? '';
  return digit === '0' || digit === '1' ? `20${digit}0s` : `19${digit}0s`;
}

/**
 * Edits between two words: insertions, deletions, substitutions and swaps of two neighbouring
 * letters ("kitchne"), each one edit (the optimal string alignment distance).
 */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const above = rows[i - 1] ?? [];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? 0;
}

/**
 * A typo is a word one edit from a catalogue word (two for words of eight letters or more);
 * anything further is another word, and correcting onto it changes the meaning ("vacaton" is
 * not "station", "spaceship" not "space").
 */
function isTypoOf(typed: string, known: string): boolean {
  return editDistance(typed, known) <= (typed.length >= 8 ? 2 : 1);
}

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
  const rows = await queryRows(
    handle,
    z.object({ kind: z.enum(['synonym', 'prefix', 'correction']), word: z.string(), other: z.string() }),
    // Synonyms are groups: a typed word finds its group's head (synonym_of) and every other
    // member, so "pop" finds "dad" through "father", not only "father".
    `with typed as (select distinct unnest($1::text[]) as word),
     heads as (
       select t.word, lower(s.synonym_of) as head from typed t join synonyms s on lower(s.term) = t.word
       union
       select t.word, t.word from typed t where exists (select 1 from synonyms s where lower(s.synonym_of) = t.word)
     ),
     groups as (
       select h.word, lower(s.term) as other from heads h join synonyms s on lower(s.synonym_of) = h.head
       union
       select h.word, h.head from heads h
     )
     select 'synonym' as kind, word, other from groups where other <> word
     union all
     select 'prefix', typed.word, l.word from typed
     join lateral (
       select word from search_lexicon where length(typed.word) >= ${PREFIX_FROM} and word like typed.word || '%'
       order by documents desc, word limit ${PREFIX_EXPANSIONS}
     ) l on true
     union all
     select 'correction', typed.word, c.word from typed
     join lateral (
       select word from (
         select word, documents from search_lexicon
         union all
         select distinct w, 0 from events, regexp_split_to_table(lower(backdrop_unaccent(name)), '[^[:alnum:]]+') as w
       ) known
       where word % typed.word and word <> typed.word
       order by similarity(word, typed.word) desc, documents desc limit 5
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
    else if (!vocabulary.corrections.has(row.word) && isTypoOf(row.word, row.other))
      vocabulary.corrections.set(row.word, row.other);
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
  const named = await lookUpEntities(handle, plain, (word) => expansions.get(word)?.includes(word) ?? false);
  const nothing = {
    method,
    tsquery: null,
    phrase: null,
    terms: [],
    expandedTerms: [],
    corrections: {},
    wordParts: [],
    entities: [],
  };
  const parts: string[] = [];
  const expanded = new Set<string>();
  for (const token of tokens.filter((t) => /[*?]/.test(t))) {
    const matches = await wildcardMatches(handle, token);
    if (matches.length === 0) return nothing;
    parts.push(alternatives(matches));
    for (const match of matches) expanded.add(match);
  }
  const wordParts: TextQuery['wordParts'] = [];
  for (const word of plain) {
    const others = synonyms.get(word) ?? [];
    for (const other of others) expanded.add(other);
    // A word the catalogue knows stands for itself and the catalogue words it begins; an unknown
    // one of PREFIX_FROM+ characters stays a prefix (it may begin a word of a description or a
    // place). "70s" is also the decade the catalogue calls 1970s.
    const known = expansions.get(word);
    const decade = decadeOf(word);
    const selves = [
      ...(known ? new Set([word, ...known]) : [word.length >= PREFIX_FROM ? `${word}:*` : word]),
      ...(decade ? [decade] : []),
    ];
    const otherWords = others.flatMap((other) => wordsOf(other).join(' <-> ') || []).filter(Boolean);
    const part = alternatives([...selves, ...otherWords]);
    parts.push(part);
    wordParts.push({ word, part });
  }
  if (parts.length === 0 && !phrase) return nothing;
  // A quoted phrase or a wildcard is asked for on purpose: only plain words name an entity.
  const entities =
    phrase || wordParts.length !== parts.length
      ? []
      : named.map((entity) => ({
          tokens: entity.tokens.map((token) => tokenLiteral('', token)).join(' | '),
          covered: entity.covered,
          rest: restOf(wordParts, entity.covered),
        }));
  return {
    method,
    tsquery: parts.length > 0 ? parts.join(' & ') : null,
    phrase,
    terms: [...parts, ...wordsOf(phrase ?? '')],
    expandedTerms: [...expanded],
    corrections: Object.fromEntries(corrections),
    wordParts,
    entities,
  };
}

/**
 * What search does with `text`'s plain words through synonyms (the back office's preview, issue
 * 25 item 5): each word with the words it also finds, from the same lookup a search makes.
 */
export async function synonymExpansion(
  handle: DatabaseHandle,
  text: string,
): Promise<{ word: string; synonyms: string[] }[]> {
  const plain = [
    ...new Set(
      text
        .replaceAll('"', ' ')
        .split(/\s+/)
        .filter((token) => token.length > 0 && !/[*?]/.test(token))
        .flatMap(wordsOf),
    ),
  ];
  const { synonyms } = await lookUpVocabulary(handle, plain);
  return plain.map((word) => ({ word, synonyms: [...new Set(synonyms.get(word) ?? [])].sort() }));
}
