import { isUuid } from './route-validity';

/**
 * The search's constants and per-filter rules, without zod: the API's schema (search-params.ts)
 * is built on them, and the search page checks its URL with the same rules without loading zod.
 */

/** spec §4 sort options. */
export const SORTS = ['relevance', 'newest', 'oldest', 'popular', 'random'] as const;
export type SortOrder = (typeof SORTS)[number];

/** spec §9: page size 75 (infinite scroll), 24 for guests. */
export const SEARCH_PAGE_SIZE = 75;
export const GUEST_RESULT_CAP = 24;
export const MAX_PAGE_SIZE = 100;
/** Deeper pages than this are refused: nobody scrolls 400 pages, and deep offsets cost scans. */
export const MAX_OFFSET = 30_000;
export const FACE_AGE_MIN = 0;
export const FACE_AGE_MAX = 105;

/** The longest single filter value, and the most a list filter may hold. */
export const FILTER_TEXT_MAX = 100;
export const FILTER_LIST_MAX_LENGTH = 2000;
export const FILTER_LIST_MAX_ITEMS = 25;

/** A single-value filter's own check, past the common ones (trimmed, at most 100 characters). */
interface FilterRule {
  valid: (value: string) => boolean;
  message: string;
}

const ANY: FilterRule = { valid: () => true, message: '' };

export const SINGLE_FILTER_RULES = {
  decade: { valid: (value) => /^\d{3}0s$/.test(value), message: 'decade must look like 1970s' },
  orientation: {
    valid: (value) => ['horizontal', 'vertical', 'square'].includes(value),
    message: 'orientation must be horizontal, vertical or square',
  },
  gender: { valid: (value) => ['male', 'female'].includes(value), message: 'gender must be male or female' },
  people_count: {
    valid: (value) => /^\d{1,3}(\+|-\d{1,3})?$/.test(value),
    message: 'people_count must be a number, a range like 3-5, or a minimum like 6+',
  },
  country: ANY,
  state: ANY,
  city: ANY,
  creator: { valid: isUuid, message: 'creator must be a creator id (uuid)' },
} as const satisfies Record<string, FilterRule>;

export type SingleFilter = keyof typeof SINGLE_FILTER_RULES;

/** A list filter's check on each of its values, when it has one. */
export const LIST_FILTER_RULES = {
  ethnicities: ANY,
  age_groups: ANY,
  event_ids: { valid: isUuid, message: 'event_ids must be event ids (uuids)' },
} as const satisfies Record<string, FilterRule>;

export type ListFilter = keyof typeof LIST_FILTER_RULES;

/** spec §3: "all" or empty means no filter. A value is trimmed first. */
export function filterText(raw: string): string | undefined {
  const value = raw.trim();
  return value === '' || value.toLowerCase() === 'all' ? undefined : value;
}

/** A comma-separated list (`ethnicities=Black,White`), each value trimmed, "all" and empties dropped. */
export function filterList(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '' && item.toLowerCase() !== 'all');
}

/** A single filter's value as the search accepts it, or undefined when it means none or is refused. */
export function acceptedFilter(key: SingleFilter, raw: string): string | undefined {
  const value = filterText(raw);
  if (value === undefined || value.length > FILTER_TEXT_MAX) return undefined;
  return SINGLE_FILTER_RULES[key].valid(value) ? value : undefined;
}

/** A list filter's values as the search accepts them (no value twice), or none when it would refuse them. */
export function acceptedFilterList(key: ListFilter, raw: string): string[] {
  if (raw.length > FILTER_LIST_MAX_LENGTH) return [];
  const items = filterList(raw);
  if (items.length > FILTER_LIST_MAX_ITEMS || !items.every(LIST_FILTER_RULES[key].valid)) return [];
  return [...new Set(items)];
}
