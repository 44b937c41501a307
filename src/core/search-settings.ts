import { isDisplayText } from './plain-text';
import { z } from './zod';

/**
 * Search ranking an admin may tune (issue 25 item 5), with safe bounds. These were constants:
 * PostgreSQL's default `ts_rank_cd` weights for the four parts of a photo's text (title and tags
 * A, style and mood B, place and decade C, description D), and how many hits relevance ranks by
 * text before it orders by popularity instead. `popularityBoost` mixes popularity into the text
 * rank (0: none, as before).
 */
export const SEARCH_SETTING_FIELDS = {
  weight_title: {
    label: 'Title and tags weight',
    meaning: 'How much a word in a photo’s title or tags counts towards relevance.',
    min: 0,
    max: 1,
    step: 0.05,
    default: 1,
  },
  weight_style: {
    label: 'Style and mood weight',
    meaning: 'How much a word in the style, colour and mood, emotions or people composition counts.',
    min: 0,
    max: 1,
    step: 0.05,
    default: 0.4,
  },
  weight_place: {
    label: 'Place and decade weight',
    meaning: 'How much a word in the city, state, country or decade counts.',
    min: 0,
    max: 1,
    step: 0.05,
    default: 0.2,
  },
  weight_description: {
    label: 'Description weight',
    meaning: 'How much a word in the long description counts.',
    min: 0,
    max: 1,
    step: 0.05,
    default: 0.1,
  },
  popularity_boost: {
    label: 'Popularity boost',
    meaning:
      'Mixes popularity into relevance: each photo’s text rank is multiplied by 1 + boost × ln(1 + clicks). 0 ranks by text alone.',
    min: 0,
    max: 2,
    step: 0.05,
    default: 0,
  },
  rank_cap: {
    label: 'Rank by text up to',
    meaning:
      'A search with at most this many hits is ordered by text relevance; beyond, photos whose title or tags say the words come first, by popularity (ranking every hit is slow).',
    min: 100,
    max: 2_000,
    step: 50,
    default: 1_000,
  },
} as const;

export type SearchSettingKey = keyof typeof SEARCH_SETTING_FIELDS;
export const SEARCH_SETTING_KEYS = Object.keys(SEARCH_SETTING_FIELDS) as SearchSettingKey[];

const bounded = (key: SearchSettingKey) => {
  const field = SEARCH_SETTING_FIELDS[key];
  const message = `${field.label} must be a number from ${field.min} to ${field.max}`;
  const number = z.number({ error: message }).min(field.min, message).max(field.max, message);
  return key === 'rank_cap' ? number.int(`${field.label} must be a whole number`) : number;
};

export const searchSettingsSchema = z
  .object({
    weight_title: bounded('weight_title'),
    weight_style: bounded('weight_style'),
    weight_place: bounded('weight_place'),
    weight_description: bounded('weight_description'),
    popularity_boost: bounded('popularity_boost'),
    rank_cap: bounded('rank_cap'),
  })
  .refine(
    (settings) =>
      settings.weight_title + settings.weight_style + settings.weight_place + settings.weight_description > 0,
    { message: 'At least one weight must be above 0', path: ['weight_title'] },
  );
export type SearchSettings = z.infer<typeof searchSettingsSchema>;

export const DEFAULT_SEARCH_SETTINGS: Readonly<SearchSettings> = Object.freeze(
  Object.fromEntries(
    SEARCH_SETTING_KEYS.map((key) => [key, SEARCH_SETTING_FIELDS[key].default]),
  ) as SearchSettings,
);

/** Stored settings as search uses them: each missing or out-of-bounds value is its default. */
export function effectiveSearchSettings(stored: unknown): SearchSettings {
  const merged = { ...DEFAULT_SEARCH_SETTINGS, ...(typeof stored === 'object' && stored ? stored : {}) };
  const parsed = searchSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : { ...DEFAULT_SEARCH_SETTINGS };
}

export const searchSettingsSaveSchema = z.object({
  settings: searchSettingsSchema,
  version: z.number().int().min(1),
});

/** GET/PUT /api/admin/search-settings. */
export interface SearchSettingsAnswer {
  settings: SearchSettings;
  defaults: SearchSettings;
  version: number;
  updated_at: string | null;
  updated_by: string | null;
}

/**
 * Synonyms (spec §3: term, synonym_of). A group is a head word (`synonym_of`) and every term
 * naming it; a typed word expands to every group it is in. No word may expand to more than
 * SYNONYM_GROUP_MAX words, so a search never becomes thousands of alternatives.
 */
export const SYNONYM_GROUP_MAX = 50;
export const SYNONYM_WORD_MAX = 100;

export const SYNONYM_MESSAGES = {
  termRequired: 'Term is required',
  synonymRequired: 'Synonym of is required',
  tooLong: `Must be at most ${SYNONYM_WORD_MAX} characters`,
  invalid: 'Contains invalid characters',
  self: 'A term cannot be a synonym of itself',
  duplicate: 'This pair already exists (either way round)',
  tooBig: (word: string, size: number) =>
    `“${word}” would expand to ${size} words; a synonym group may have at most ${SYNONYM_GROUP_MAX}`,
} as const;

const word = (required: string) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(1, required)
        .max(SYNONYM_WORD_MAX, SYNONYM_MESSAGES.tooLong)
        .refine(isDisplayText, SYNONYM_MESSAGES.invalid)
        // Words are matched as typed words are: letters and digits; a lone `*` or `"` never is.
        .refine((value) => /[\p{L}\p{N}]/u.test(value), SYNONYM_MESSAGES.invalid),
    );

const synonymPair = z.object({
  term: word(SYNONYM_MESSAGES.termRequired),
  synonym_of: word(SYNONYM_MESSAGES.synonymRequired),
});
const notItself = {
  check: (pair: { term: string; synonym_of: string }) =>
    pair.term.toLowerCase() !== pair.synonym_of.toLowerCase(),
  options: { message: SYNONYM_MESSAGES.self, path: ['synonym_of'] },
};

export const synonymSchema = synonymPair.refine(notItself.check, notItself.options);
export type SynonymInput = z.input<typeof synonymSchema>;

/**
 * A change of a pair names the pair as the admin loaded it (`was`): a pair someone else changed
 * meanwhile is not overwritten (409, STALE_EDIT); the pair itself is its version.
 */
export const synonymEditSchema = synonymPair
  .extend({
    was: z.object({ term: z.string().max(SYNONYM_WORD_MAX), synonym_of: z.string().max(SYNONYM_WORD_MAX) }),
  })
  .refine(notItself.check, notItself.options);

export interface AdminSynonym {
  id: string;
  term: string;
  synonym_of: string;
}

export const SYNONYM_SORTS = ['term', 'synonym_of'] as const;

/** GET /api/admin/synonyms/preview: what a search expands to and finds now. */
export interface SynonymPreview {
  q: string;
  /** Each typed word with the words it also finds through synonyms. */
  words: { word: string; synonyms: string[] }[];
  total: number;
  total_is_estimate: boolean;
}
