/**
 * What a person says about a photo (issue 26 item 3 "Describe"): the fields the studio edits and
 * their rules, shared by the server, which enforces them, and the editor, which shows them as
 * the person types. A draft may be saved incomplete; `missingToSubmit` says what a photo still
 * needs before it can be sent for review.
 */
import { isCalendarDate } from './calendar-date';
import { isDisplayText, isPlainText } from './plain-text';
import { isUuid } from './route-validity';
import { z } from './zod';

export const TITLE_MIN = 3;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const TAG_MIN_LENGTH = 2;
export const TAG_MAX_LENGTH = 50;
/** Keywords a photo needs to be submitted (a draft may have fewer). */
export const TAGS_TO_SUBMIT = 5;
export const TAGS_MAX = 50;
/** The first keywords weigh most in search (as Adobe Stock's first 10). */
export const TAGS_WEIGHTED = 10;
export const PLACE_MAX = 100;
export const PEOPLE_MAX = 100;
export const EVENTS_MAX = 20;
/** The oldest photograph that survives is from 1826 (Niépce). */
export const FIRST_PHOTO_YEAR = 1826;
/** A photo's price: $5 to $5,000, in whole cents. */
export const PRICE_MIN_CENTS = 500;
export const PRICE_MAX_CENTS = 500_000;

/** The catalogue's known values (the demo seed and the search filters use the same words). */
export const PEOPLE_COMPOSITIONS = [
  'No people',
  'Individual',
  'Couple',
  'Small group',
  'Family',
  'Large group',
  'Crowd',
] as const;
export const AGE_GROUPS = ['Baby', 'Child', 'Teen', 'Young adult', 'Adult', 'Senior'] as const;
export const ETHNICITIES = [
  'White',
  'Black',
  'Hispanic/Latino',
  'East Asian',
  'South Asian',
  'Southeast Asian',
  'Middle Eastern',
  'Indigenous',
  'Mixed',
] as const;
export const IMAGE_STYLES = [
  'Candid',
  'Posed portrait',
  'Snapshot',
  'Polaroid',
  'Studio portrait',
  'Slide film',
  'Documentary',
  'Landscape',
] as const;
export const COLOR_AND_MOODS = [
  'Warm and nostalgic',
  'Cool and calm',
  'Faded pastel',
  'Vibrant and saturated',
  'Muted earth tones',
  'High contrast black and white',
  'Soft sepia',
] as const;

export const METADATA_MESSAGES = {
  titleShort: `Write a title of at least ${TITLE_MIN} characters.`,
  titleLong: `Keep the title to ${TITLE_MAX} characters or fewer.`,
  descriptionLong: `Keep the description to ${DESCRIPTION_MAX.toLocaleString('en-US')} characters or fewer.`,
  invisible: 'Remove the invisible or control characters (they can make the text display as something else).',
  tagLength: `Each keyword must be ${TAG_MIN_LENGTH}–${TAG_MAX_LENGTH} characters long.`,
  tagDuplicate: (tag: string) => `“${tag}” is there twice: keep each keyword once.`,
  tooManyTags: `A photo has at most ${TAGS_MAX} keywords: remove some.`,
  tooFewTags: (count: number) =>
    `Add at least ${TAGS_TO_SUBMIT} keywords before submitting (it has ${count}).`,
  dateFormat: 'Write the date as YYYY-MM-DD, a day that exists (e.g. 1974-07-04).',
  dateRange: (today: string) => `The date must be between ${FIRST_PHOTO_YEAR}-01-01 and today (${today}).`,
  decadeFormat: `Write the decade like “1970s”, from the 1820s to this decade.`,
  decadeMismatch: (date: string, decade: string) =>
    `The date ${date} is not in the ${decade}: correct one of them or leave the decade empty.`,
  placeLong: `Keep each place name to ${PLACE_MAX} characters or fewer.`,
  peopleCount: `People must be a whole number from 0 to ${PEOPLE_MAX}.`,
  unknownValue: (field: string, allowed: readonly string[]) =>
    `${field} must be one of: ${allowed.join(', ')}.`,
  event: 'Each event must be an event id (a UUID).',
  tooManyEvents: `A photo belongs to at most ${EVENTS_MAX} events.`,
  price: `The price must be whole cents from ${PRICE_MIN_CENTS} to ${PRICE_MAX_CENTS} ($5.00 to $5,000.00).`,
  version: 'Send the version of the photo you edited (a whole number).',
  unknownField: (key: string) => `“${key}” is not a field you can change.`,
} as const;

/** Today as YYYY-MM-DD in UTC (a date is never later). */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function currentDecade(now = new Date()): number {
  return Math.floor(now.getUTCFullYear() / 10) * 10;
}

/** The decade a YYYY-MM-DD date falls in, e.g. "1970s". */
export function decadeOf(date: string): string {
  return `${Math.floor(Number(date.slice(0, 4)) / 10) * 10}s`;
}

/** Why a date and a decade do not go together, or null when they do (or one is missing). */
export function dateDecadeProblem(
  date: string | null | undefined,
  decade: string | null | undefined,
): string | null {
  if (!date || !decade) return null;
  return decadeOf(date) === decade ? null : METADATA_MESSAGES.decadeMismatch(date, decade);
}

/** Text as typed, trimmed; `lines` lets line breaks through (a description has paragraphs). */
function words(options: { min?: number; max: number; short?: string; long: string; lines?: boolean }) {
  let schema = z.string().trim();
  if (options.min) schema = schema.min(options.min, options.short ?? options.long);
  return schema
    .max(options.max, options.long)
    .refine(
      (text) => (options.lines ? isDisplayText(text.replace(/\r?\n/g, ' ')) : isDisplayText(text)),
      METADATA_MESSAGES.invisible,
    );
}

/** An optional text: empty becomes null (the field is cleared). */
function optionalWords(options: Parameters<typeof words>[0]) {
  return z
    .union([z.null(), z.string()])
    .transform((text) => (text === null || text.trim() === '' ? null : text))
    .pipe(z.union([z.null(), words(options)]));
}

/** One keyword, trimmed, with inner runs of spaces made one. */
export const tagSchema = z
  .string()
  .transform((tag) => tag.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(TAG_MIN_LENGTH, METADATA_MESSAGES.tagLength)
      .max(TAG_MAX_LENGTH, METADATA_MESSAGES.tagLength)
      .refine(isDisplayText, METADATA_MESSAGES.invisible),
  );

/** The first keyword written twice (ignoring case), or null. */
export function duplicateTag(tags: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const tag of tags) {
    const key = tag.toLowerCase();
    if (seen.has(key)) return tag;
    seen.add(key);
  }
  return null;
}

export const tagsSchema = z
  .array(tagSchema)
  .max(TAGS_MAX, METADATA_MESSAGES.tooManyTags)
  .superRefine((tags, ctx) => {
    const twice = duplicateTag(tags);
    if (twice) ctx.addIssue({ code: 'custom', message: METADATA_MESSAGES.tagDuplicate(twice) });
  });

const dateSchema = z.union([z.null(), z.string()]).superRefine((value, ctx) => {
  if (value === null) return;
  if (!isCalendarDate(value)) {
    ctx.addIssue({ code: 'custom', message: METADATA_MESSAGES.dateFormat });
    return;
  }
  const today = todayIso();
  if (value < `${FIRST_PHOTO_YEAR}-01-01` || value > today)
    ctx.addIssue({ code: 'custom', message: METADATA_MESSAGES.dateRange(today) });
});

const decadeSchema = z.union([z.null(), z.string()]).superRefine((value, ctx) => {
  if (value === null) return;
  const match = /^(\d{3}0)s$/.exec(value);
  const year = match ? Number(match[1]) : Number.NaN;
  if (!(year >= 1820 && year <= currentDecade()))
    ctx.addIssue({ code: 'custom', message: METADATA_MESSAGES.decadeFormat });
});

function oneOf<const T extends readonly string[]>(label: string, values: T) {
  const message = METADATA_MESSAGES.unknownValue(label, values);
  return z.string().refine((value): value is T[number] => values.includes(value), message);
}

function manyOf<const T extends readonly string[]>(label: string, values: T) {
  return z
    .array(oneOf(label, values))
    .transform((list) => [...new Set(list)])
    .pipe(z.array(z.string()).max(values.length));
}

/** Every field the studio may change, each optional: a PATCH sends only what changed. */
export const metadataFields = {
  title: words({
    min: TITLE_MIN,
    max: TITLE_MAX,
    short: METADATA_MESSAGES.titleShort,
    long: METADATA_MESSAGES.titleLong,
  }),
  description: optionalWords({ max: DESCRIPTION_MAX, long: METADATA_MESSAGES.descriptionLong, lines: true }),
  tags: tagsSchema,
  date_taken: dateSchema,
  decade_taken: decadeSchema,
  location_country: optionalWords({ max: PLACE_MAX, long: METADATA_MESSAGES.placeLong }),
  location_state_province: optionalWords({ max: PLACE_MAX, long: METADATA_MESSAGES.placeLong }),
  location_city: optionalWords({ max: PLACE_MAX, long: METADATA_MESSAGES.placeLong }),
  people_count: z
    .number(METADATA_MESSAGES.peopleCount)
    .int(METADATA_MESSAGES.peopleCount)
    .min(0, METADATA_MESSAGES.peopleCount)
    .max(PEOPLE_MAX, METADATA_MESSAGES.peopleCount),
  people_composition: z.union([z.null(), oneOf('People', PEOPLE_COMPOSITIONS)]),
  age_groups: manyOf('Age groups', AGE_GROUPS),
  ethnicities: manyOf('Ethnicities', ETHNICITIES),
  image_style: z.union([z.null(), oneOf('Image style', IMAGE_STYLES)]),
  color_and_mood: z.union([z.null(), oneOf('Colour and mood', COLOR_AND_MOODS)]),
  event_ids: z
    .array(z.string().refine(isUuid, METADATA_MESSAGES.event))
    .max(EVENTS_MAX, METADATA_MESSAGES.tooManyEvents)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  price_cents: z
    .number(METADATA_MESSAGES.price)
    .int(METADATA_MESSAGES.price)
    .min(PRICE_MIN_CENTS, METADATA_MESSAGES.price)
    .max(PRICE_MAX_CENTS, METADATA_MESSAGES.price),
};

export type MetadataField = keyof typeof metadataFields;
export const METADATA_FIELDS = Object.keys(metadataFields) as MetadataField[];

export function isMetadataField(key: string): key is MetadataField {
  return Object.hasOwn(metadataFields, key);
}

/** Words a person reads for each field (reports, messages). */
export const FIELD_LABELS: Record<MetadataField, string> = {
  title: 'Title',
  description: 'Description',
  tags: 'Keywords',
  date_taken: 'Date taken',
  decade_taken: 'Decade',
  location_country: 'Country',
  location_state_province: 'State or province',
  location_city: 'City',
  people_count: 'People',
  people_composition: 'People composition',
  age_groups: 'Age groups',
  ethnicities: 'Ethnicities',
  image_style: 'Image style',
  color_and_mood: 'Colour and mood',
  event_ids: 'Events',
  price_cents: 'Price',
};

/** Unknown keys are refused by name (a misspelt field would otherwise change nothing, silently). */
const unknownKeys = {
  error: (issue: { code?: string; keys?: readonly string[] }) =>
    issue.code === 'unrecognized_keys' ? METADATA_MESSAGES.unknownField(issue.keys?.[0] ?? '') : undefined,
};

function dateAndDecade(
  changes: { date_taken?: string | null; decade_taken?: string | null },
  ctx: z.RefinementCtx,
) {
  const problem = dateDecadeProblem(changes.date_taken, changes.decade_taken);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['decade_taken'] });
}

/** Changes to a photo's description: any of the fields, nothing else. */
export const metadataChangesSchema = z
  .strictObject(metadataFields, unknownKeys)
  .partial()
  .superRefine(dateAndDecade);
export type MetadataChanges = z.output<typeof metadataChangesSchema>;

/** `PATCH /api/studio/photos/:photoid`: the version the editor loaded and what changed. */
export const photoPatchSchema = z
  .strictObject(metadataFields, unknownKeys)
  .partial()
  .extend({
    version: z
      .number(METADATA_MESSAGES.version)
      .int(METADATA_MESSAGES.version)
      .min(1, METADATA_MESSAGES.version),
  })
  .superRefine(dateAndDecade);

/** Photos one bulk edit may touch. */
export const BULK_MAX = 500;

export const BULK_MESSAGES = {
  noPhotos: 'Choose at least one photo.',
  tooMany: `Edit at most ${BULK_MAX} photos at a time.`,
  nothing: 'Choose something to change: a field to set, or keywords to add or remove.',
} as const;

/** `POST /api/studio/photos/bulk`. */
export const bulkEditSchema = z
  .object({
    photoids: z
      .array(z.number().int().positive())
      .min(1, BULK_MESSAGES.noPhotos)
      .max(BULK_MAX, BULK_MESSAGES.tooMany),
    set: metadataChangesSchema.default({}),
    add_tags: z.array(tagSchema).max(TAGS_MAX, METADATA_MESSAGES.tooManyTags).default([]),
    remove_tags: z.array(tagSchema).max(TAGS_MAX, METADATA_MESSAGES.tooManyTags).default([]),
  })
  .strict()
  .refine(
    (body) => Object.keys(body.set).length > 0 || body.add_tags.length > 0 || body.remove_tags.length > 0,
    BULK_MESSAGES.nothing,
  );
export type BulkEdit = z.input<typeof bulkEditSchema>;

/** What happened to one photo of a bulk edit or a CSV row. */
export interface BulkOutcome {
  photoid: number;
  result: 'applied' | 'refused';
  /** Why it was refused, in words. */
  reason?: string;
}

/** `tags` with `add` appended (those not there yet, ignoring case) and `remove` taken out. */
export function editTags(
  tags: readonly string[],
  add: readonly string[],
  remove: readonly string[],
): string[] {
  const removed = new Set(remove.map((tag) => tag.toLowerCase()));
  const kept = tags.filter((tag) => !removed.has(tag.toLowerCase()));
  const present = new Set(kept.map((tag) => tag.toLowerCase()));
  for (const tag of add) {
    const key = tag.toLowerCase();
    if (removed.has(key) || present.has(key)) continue;
    present.add(key);
    kept.push(tag);
  }
  return kept;
}

/** What a photo lacks before it can be submitted for review (empty when ready). */
export function missingToSubmit(photo: { title: string; tags: readonly string[] }): string[] {
  const missing: string[] = [];
  if (photo.title.trim().length < TITLE_MIN) missing.push(METADATA_MESSAGES.titleShort);
  if (photo.tags.length < TAGS_TO_SUBMIT) missing.push(METADATA_MESSAGES.tooFewTags(photo.tags.length));
  return missing;
}

/** "7 keywords (5–50; the first 10 weigh most)". */
export function tagCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'keyword' : 'keywords'} (${TAGS_TO_SUBMIT}–${TAGS_MAX}; the first ${TAGS_WEIGHTED} weigh most)`;
}

/** The message shown to a contributor whose photo is being reviewed or sold (409). */
export const LOCKED_MESSAGE = 'This photo is in review: you can change it again once it has been reviewed.';

/** One photo as the editor gets it (GET /api/studio/photos/:photoid). */
export interface StudioPhotoDetails {
  photoid: number;
  id: string;
  version: number;
  status: string;
  /** Whether the signed-in person may change it now; else `locked_reason` says why. */
  editable: boolean;
  locked_reason: string | null;
  thumbnail_url: string;
  preview_url: string;
  file_name: string | null;
  creator: { id: string; storefront_name: string | null };
  title: string;
  description: string | null;
  tags: string[];
  date_taken: string | null;
  decade_taken: string | null;
  location_country: string | null;
  location_state_province: string | null;
  location_city: string | null;
  people_count: number;
  people_composition: string | null;
  age_groups: string[];
  ethnicities: string[];
  image_style: string | null;
  color_and_mood: string | null;
  event_ids: string[];
  events: { id: string; name: string }[];
  price_cents: number;
  missing_to_submit: string[];
  updated_at: string;
}

/** CSV import (`POST /api/studio/imports`). */
export const CSV_MAX_BYTES = 2 * 1024 * 1024;
/** Columns holding lists: values separated by `;`. */
export const CSV_LIST_FIELDS: readonly MetadataField[] = ['tags', 'age_groups', 'ethnicities', 'event_ids'];
export const CSV_FILE_COLUMN = 'file_name';
/** The template's columns, in order. */
export const CSV_COLUMNS: readonly string[] = [CSV_FILE_COLUMN, ...METADATA_FIELDS];

/** What each column holds (the import page and the API description show it). */
export const CSV_COLUMN_HELP: Record<string, string> = {
  file_name: 'The file’s name as uploaded, e.g. IMG_0042.jpg (required).',
  title: `${TITLE_MIN}–${TITLE_MAX} characters.`,
  description: `Up to ${DESCRIPTION_MAX} characters.`,
  tags: `Keywords separated by “;”, most important first (${TAGS_TO_SUBMIT}–${TAGS_MAX} to submit).`,
  date_taken: 'YYYY-MM-DD.',
  decade_taken: 'e.g. 1970s (must contain the date if both are given).',
  location_country: 'Country name.',
  location_state_province: 'State or province.',
  location_city: 'City.',
  people_count: `0–${PEOPLE_MAX}.`,
  people_composition: PEOPLE_COMPOSITIONS.join(', '),
  age_groups: `Separated by “;”: ${AGE_GROUPS.join(', ')}`,
  ethnicities: `Separated by “;”: ${ETHNICITIES.join(', ')}`,
  image_style: IMAGE_STYLES.join(', '),
  color_and_mood: COLOR_AND_MOODS.join(', '),
  event_ids: 'Event ids separated by “;”.',
  price_cents: `Whole cents, ${PRICE_MIN_CENTS}–${PRICE_MAX_CENTS} (e.g. 4500 for $45.00).`,
};

export const IMPORT_MESSAGES = {
  tooLarge: 'The CSV is larger than 2 MB: split it into smaller files.',
  empty: 'The CSV has no rows: add one row per file under a header row.',
  noFileColumn: 'The CSV needs a “file_name” column naming each photo’s file.',
  target: 'Send either the batch or the photo numbers the CSV describes.',
  notInBatch: (name: string) => `No file named “${name}” in this batch.`,
  noFileName: 'The row has no file name.',
  twice: (name: string, row: number) => `“${name}” was already described by row ${row}.`,
  unreadable: (message: string) => `The CSV could not be read: ${message}`,
} as const;

/** `POST /api/studio/imports`. */
export const importSchema = z
  .object({
    batch: z.string().refine(isUuid, 'The batch must be a batch id (a UUID).').optional(),
    photoids: z.array(z.number().int().positive()).min(1).max(BULK_MAX, BULK_MESSAGES.tooMany).optional(),
    csv: z
      .string()
      .refine((text) => new TextEncoder().encode(text).length <= CSV_MAX_BYTES, IMPORT_MESSAGES.tooLarge)
      .refine((text) => isPlainText(text.replace(/[\r\n\t]/g, ' ')), METADATA_MESSAGES.invisible),
  })
  .strict()
  .refine((body) => (body.batch === undefined) !== (body.photoids === undefined), IMPORT_MESSAGES.target);

/** One row of an import's report. */
export interface ImportRowReport {
  /** The row's number in the file, the header being row 1. */
  row: number;
  file_name: string;
  photoid: number | null;
  applied: string[];
  refused: { field: string; reason: string }[];
}

export interface ImportReport {
  rows: ImportRowReport[];
  /** Columns that are not fields, listed once. */
  ignored_columns: string[];
}

/** One photo of the describe page's grid (GET /api/studio/selection?batch= or ?ids=). */
export interface StudioPhotoCard {
  photoid: number;
  id: string;
  title: string;
  thumbnail_url: string;
  status: string;
  file_name: string | null;
  tag_count: number;
  price_cents: number;
  editable: boolean;
}

export const LIST_MESSAGES = {
  target: 'Open a batch (?batch=…) or name the photos (?ids=1,2,3).',
  ids: `Name at most ${BULK_MAX} photos by number, separated by commas (e.g. ?ids=1,2,3).`,
} as const;
