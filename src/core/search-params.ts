import { isUuid } from './route-validity';
import { MAX_SEARCH_LENGTH, searchSizeProblem } from './search-terms';
import { z } from './zod';

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

/** "all" or empty means no filter (spec §3: each filter defaults to "all" or empty). */
const optionalText = (name: string, max = 100) =>
  z
    .string()
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional()
    .transform((value) =>
      value === undefined || value === '' || value.toLowerCase() === 'all' ? undefined : value,
    );

/** Comma-separated lists, e.g. `ethnicities=Black,White`. */
const list = (name: string, itemCheck?: (item: string) => boolean, itemMessage?: string) =>
  z
    .string()
    .max(2000, `${name} is too long`)
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '' && item.toLowerCase() !== 'all'),
    )
    .refine((items) => items.length <= 25, `${name} takes at most 25 values`)
    .refine((items) => !itemCheck || items.every(itemCheck), itemMessage ?? `${name} has an invalid value`);

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

/**
 * GET /api/photos/search query (mirrors search_photos_v2's parameters, spec §7). Every value
 * arrives as text; bad values fail with a message naming the parameter.
 */
export const searchParamsSchema = z
  .object({
    q: z
      .string()
      .max(MAX_SEARCH_LENGTH * 5, `Search text must be at most ${MAX_SEARCH_LENGTH} characters`)
      .optional()
      .transform((value) => (value ?? '').replace(/\s+/g, ' ').trim())
      .superRefine((value, ctx) => {
        const problem = searchSizeProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    sort: z
      .string()
      .optional()
      .refine(
        (value) => value === undefined || value === '' || (SORTS as readonly string[]).includes(value),
        {
          message: `sort must be one of ${SORTS.join(', ')}`,
        },
      )
      .transform((value) => (value ? (value as SortOrder) : undefined)),
    limit: wholeNumber('limit', 1, MAX_PAGE_SIZE),
    offset: wholeNumber('offset', 0, MAX_OFFSET),
    seed: wholeNumber('seed', 0, 2_147_483_647),
    decade: optionalText('decade').refine((value) => value === undefined || /^\d{3}0s$/.test(value), {
      message: 'decade must look like 1970s',
    }),
    orientation: optionalText('orientation').refine(
      (value) => value === undefined || ['horizontal', 'vertical', 'square'].includes(value),
      { message: 'orientation must be horizontal, vertical or square' },
    ),
    ethnicities: list('ethnicities'),
    age_groups: list('age_groups'),
    gender: optionalText('gender').refine(
      (value) => value === undefined || ['male', 'female'].includes(value),
      {
        message: 'gender must be male or female',
      },
    ),
    people_count: optionalText('people_count').refine(
      (value) => value === undefined || /^\d{1,3}(\+|-\d{1,3})?$/.test(value),
      {
        message: 'people_count must be a number, a range like 3-5, or a minimum like 6+',
      },
    ),
    face_age_min: wholeNumber('face_age_min', FACE_AGE_MIN, FACE_AGE_MAX),
    face_age_max: wholeNumber('face_age_max', FACE_AGE_MIN, FACE_AGE_MAX),
    country: optionalText('country'),
    state: optionalText('state'),
    city: optionalText('city'),
    event_ids: list('event_ids', isUuid, 'event_ids must be event ids (uuids)'),
    creator: optionalText('creator').refine((value) => value === undefined || isUuid(value), {
      message: 'creator must be a creator id (uuid)',
    }),
  })
  .refine((p) => (p.face_age_min ?? FACE_AGE_MIN) <= (p.face_age_max ?? FACE_AGE_MAX), {
    message: 'face_age_min must not be greater than face_age_max',
    path: ['face_age_min'],
  });

export type SearchParams = z.infer<typeof searchParamsSchema>;

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
