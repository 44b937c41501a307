import {
  FACE_AGE_MAX,
  FACE_AGE_MIN,
  FILTER_LIST_MAX_ITEMS,
  FILTER_LIST_MAX_LENGTH,
  FILTER_TEXT_MAX,
  filterList,
  filterText,
  LIST_FILTER_RULES,
  type ListFilter,
  MAX_OFFSET,
  MAX_PAGE_SIZE,
  SINGLE_FILTER_RULES,
  type SingleFilter,
  SORTS,
  type SortOrder,
} from './search-rules';
import { MAX_SEARCH_LENGTH, searchSizeProblem } from './search-terms';
import { z } from './zod';

/**
 * A single-value filter: trimmed, at most 100 characters, "all" or empty for none, then its own
 * rule. `name` is the parameter as sent, when it is the spec's name for `key`.
 */
const singleFilter = (key: SingleFilter, name: string = key) =>
  z
    .string()
    .trim()
    .max(FILTER_TEXT_MAX, `${name} must be at most ${FILTER_TEXT_MAX} characters`)
    .optional()
    .transform((value) => (value === undefined ? undefined : filterText(value)))
    .refine((value) => value === undefined || SINGLE_FILTER_RULES[key].valid(value), {
      message: SINGLE_FILTER_RULES[key].message.replace(key, name),
    });

/** Comma-separated lists, e.g. `ethnicities=Black,White`. */
const listFilter = (key: ListFilter) =>
  z
    .string()
    .max(FILTER_LIST_MAX_LENGTH, `${key} is too long`)
    .optional()
    .transform((value) => filterList(value ?? ''))
    .refine(
      (items) => items.length <= FILTER_LIST_MAX_ITEMS,
      `${key} takes at most ${FILTER_LIST_MAX_ITEMS} values`,
    )
    .refine(
      (items) => items.every(LIST_FILTER_RULES[key].valid),
      LIST_FILTER_RULES[key].message || `${key} has an invalid value`,
    );

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || value === '' || /^\d+$/.test(value.trim()),
      `${name} must be a whole number`,
    )
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : Number(value)))
    .refine(
      (value) => value === undefined || (value >= min && value <= max),
      `${name} must be between ${min} and ${max}`,
    );

const searchText = z
  .string()
  .max(MAX_SEARCH_LENGTH * 5, `Search text must be at most ${MAX_SEARCH_LENGTH} characters`)
  .optional()
  .transform((value) => (value ?? '').replace(/\s+/g, ' ').trim())
  .superRefine((value, ctx) => {
    const problem = searchSizeProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Every parameter with its own check, ours and the spec's names for the same filters. */
const searchParamFields = z.object({
  q: searchText,
  search_query: searchText,
  sort: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === '' || (SORTS as readonly string[]).includes(value), {
      message: `sort must be one of ${SORTS.join(', ')}`,
    })
    .transform((value) => (value ? (value as SortOrder) : undefined)),
  limit: wholeNumber('limit', 1, MAX_PAGE_SIZE),
  offset: wholeNumber('offset', 0, MAX_OFFSET),
  seed: wholeNumber('seed', 0, 2_147_483_647),
  // "Search instead for kitchn": the words exactly as typed, no typo read as a catalogue word.
  as_typed: z
    .string()
    .optional()
    .refine((value) => value === undefined || ['', '0', '1', 'true', 'false'].includes(value), {
      message: 'as_typed must be 1 or 0',
    })
    .transform((value) => value === '1' || value === 'true'),
  decade: singleFilter('decade'),
  orientation: singleFilter('orientation'),
  ethnicities: listFilter('ethnicities'),
  age_groups: listFilter('age_groups'),
  gender: singleFilter('gender'),
  people_count: singleFilter('people_count'),
  face_age_min: wholeNumber('face_age_min', FACE_AGE_MIN, FACE_AGE_MAX),
  face_age_max: wholeNumber('face_age_max', FACE_AGE_MIN, FACE_AGE_MAX),
  country: singleFilter('country'),
  state: singleFilter('state'),
  city: singleFilter('city'),
  event_ids: listFilter('event_ids'),
  creator: singleFilter('creator'),
  location_country: singleFilter('country', 'location_country'),
  location_state_province: singleFilter('state', 'location_state_province'),
  location_city: singleFilter('city', 'location_city'),
  user_id: singleFilter('creator', 'user_id'),
  people_count_display: singleFilter('people_count', 'people_count_display'),
});

/** Each parameter's own check, by name (ours and the spec's): what tests probe one by one. */
export const SEARCH_PARAM_FIELDS = searchParamFields.shape;

/**
 * GET /api/photos/search query (mirrors search_photos_v2's parameters, spec §7). Every value
 * arrives as text; bad values fail with a message naming the parameter. The spec's own names
 * (spec §3 search filters: search_query, location_country, location_state_province,
 * location_city, user_id, people_count_display) are accepted beside ours, checked by the same
 * rules; when both are sent, ours wins.
 */
export const searchParamsSchema = searchParamFields
  .refine((p) => (p.face_age_min ?? FACE_AGE_MIN) <= (p.face_age_max ?? FACE_AGE_MAX), {
    message: 'face_age_min must not be greater than face_age_max',
    path: ['face_age_min'],
  })
  .transform(
    ({
      search_query,
      location_country,
      location_state_province,
      location_city,
      user_id,
      people_count_display,
      ...ours
    }) => ({
      ...ours,
      q: ours.q || search_query,
      country: ours.country ?? location_country,
      state: ours.state ?? location_state_province,
      city: ours.city ?? location_city,
      creator: ours.creator ?? user_id,
      people_count: ours.people_count ?? people_count_display,
    }),
  );

export type SearchParams = z.infer<typeof searchParamsSchema>;

// The constants live in search-rules.ts (no zod there, for the browser); the API's code keeps
// reading them here.
export {
  FACE_AGE_MAX,
  FACE_AGE_MIN,
  GUEST_RESULT_CAP,
  MAX_OFFSET,
  MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SORTS,
  type SortOrder,
} from './search-rules';

/**
 * spec §4: relevance only applies with a search query; the default is relevance with one and
 * random without. A relevance request without a query falls back to random.
 */
export function effectiveSort(sort: SortOrder | undefined, hasQuery: boolean): SortOrder {
  if (!sort) return hasQuery ? 'relevance' : 'random';
  if (sort === 'relevance' && !hasQuery) return 'random';
  return sort;
}

/** people_count filter: "3" → [3, 3], "3-5" → [3, 5], "6+" → [6, null]. */
export function peopleCountRange(value: string): [number, number | null] {
  if (value.endsWith('+')) return [Number.parseInt(value, 10), null];
  const [from, to] = value.split('-').map(Number);
  return [from ?? 0, to ?? from ?? 0];
}
