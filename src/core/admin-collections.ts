import { DESCRIPTION_MAX, ENTITY_NAME_MAX, ENTITY_NAME_MIN, normalizeName } from './entity-names';
import { isDisplayText } from './plain-text';
import { isUuid } from './route-validity';
import { z } from './zod';

/**
 * The back office's collections (issue 25 item 2): rows, the editor's record, the bodies of its
 * changes and their messages. Every change names the `version` it was based on; a stale one is
 * refused with STALE_EDIT (core/admin-lists.ts).
 */

/** Where a collection stands for visitors, now. */
export type CollectionState = 'draft' | 'scheduled' | 'live' | 'ended';

export interface AdminCollectionRow {
  id: string;
  name: string;
  photo_count: number;
  state: CollectionState;
  is_published: boolean;
  publish_at: string | null;
  unpublish_at: string | null;
  created_at: string;
  updated_at: string;
}

export const ADMIN_COLLECTION_SORTS = ['name', 'photo_count', 'created_at', 'updated_at'] as const;

/** A photo of a collection in the editor, in the curator's order. */
export interface AdminCollectionPhoto {
  id: string;
  photoid: number;
  title: string;
  thumbnail_url: string;
  photo_status: string;
}

export interface AdminCollectionDetail extends AdminCollectionRow {
  description: string | null;
  cover_photo_id: string | null;
  version: number;
  photos: AdminCollectionPhoto[];
}

/** The most photos one collection holds (the editor shows them all, in order). */
export const COLLECTION_PHOTOS_MAX = 1000;
/** Photos added in one request. */
export const COLLECTION_ADD_MAX = 200;

export const COLLECTION_MESSAGES = {
  required: 'Title is required',
  tooShort: `Title must be at least ${ENTITY_NAME_MIN} characters long`,
  tooLong: `Title must be less than ${ENTITY_NAME_MAX} characters`,
  invalid: 'Title contains invalid characters',
  descriptionTooLong: `Description must be less than ${DESCRIPTION_MAX} characters`,
  descriptionInvalid: 'Description contains invalid characters',
  notFound: 'Collection not found',
  versionRequired: 'version is required',
  coverNotMember: 'The cover must be one of the collection’s photos',
  windowOrder: 'The end must be after the start',
  badDate: 'Give a date and time',
  unknownPhotos: 'Some of these photos do not exist',
  unknownNumbers: (numbers: readonly number[]) =>
    `No photo ${numbers.map((number) => `#${number}`).join(', ')}`,
  nothingToAdd: 'Choose or paste at least one photo',
  tooMany: `A collection holds at most ${COLLECTION_PHOTOS_MAX} photos`,
  tooManyAtOnce: `Add at most ${COLLECTION_ADD_MAX} photos at once`,
  duplicatePhotos: 'A photo appears twice in the order',
  badNumbers: 'Photo numbers are digits, e.g. #1042, 1043',
} as const;

export function collectionTitleProblem(value: string): string | null {
  const name = normalizeName(value);
  const length = [...name].length;
  if (name === '') return COLLECTION_MESSAGES.required;
  if (length < ENTITY_NAME_MIN) return COLLECTION_MESSAGES.tooShort;
  if (length > ENTITY_NAME_MAX) return COLLECTION_MESSAGES.tooLong;
  if (/[<>]/.test(name) || !isDisplayText(name)) return COLLECTION_MESSAGES.invalid;
  return null;
}

export function collectionDescriptionProblem(value: string): string | null {
  if ([...value.trim()].length > DESCRIPTION_MAX) return COLLECTION_MESSAGES.descriptionTooLong;
  if (/[<>]/.test(value) || !isDisplayText(value.replace(/\r?\n/g, ' ')))
    return COLLECTION_MESSAGES.descriptionInvalid;
  return null;
}

const titleSchema = z
  .string({ error: (issue) => (issue.input === undefined ? COLLECTION_MESSAGES.required : 'Invalid input') })
  .transform((value, ctx) => {
    const message = collectionTitleProblem(value);
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return normalizeName(value);
  });

const descriptionSchema = z
  .string()
  .nullable()
  .transform((value, ctx) => {
    if (value === null) return null;
    const message = collectionDescriptionProblem(value);
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value.trim() === '' ? null : value.trim();
  });

const uuid = (name: string) => z.string().refine(isUuid, `Invalid ${name} format - must be valid UUID`);

const instantSchema = z
  .string()
  .nullable()
  .refine((value) => value === null || !Number.isNaN(Date.parse(value)), COLLECTION_MESSAGES.badDate);

const versionSchema = z
  .number({ error: COLLECTION_MESSAGES.versionRequired })
  .int(COLLECTION_MESSAGES.versionRequired)
  .positive(COLLECTION_MESSAGES.versionRequired);

/** `POST /api/admin/collections`. */
export const createCollectionSchema = z
  .object({ name: titleSchema, description: descriptionSchema.optional() })
  .strict();
export type CreateCollectionBody = z.input<typeof createCollectionSchema>;

/**
 * `PATCH /api/admin/collections/:id`: any of the fields; `photo_ids` is the whole new order (a
 * photo left out is removed from the collection, never deleted).
 */
export const updateCollectionSchema = z
  .object({
    version: versionSchema,
    name: titleSchema.optional(),
    description: descriptionSchema.optional(),
    cover_photo_id: uuid('cover_photo_id').nullable().optional(),
    is_published: z.boolean().optional(),
    publish_at: instantSchema.optional(),
    unpublish_at: instantSchema.optional(),
    photo_ids: z
      .array(uuid('photo_ids'))
      .max(COLLECTION_PHOTOS_MAX, COLLECTION_MESSAGES.tooMany)
      .refine((ids) => new Set(ids).size === ids.length, COLLECTION_MESSAGES.duplicatePhotos)
      .optional(),
  })
  .strict();
export type UpdateCollectionBody = z.input<typeof updateCollectionSchema>;

/** `POST /api/admin/collections/:id/photos`: photos by id (a search's ticks) or by number (pasted). */
export const addPhotosSchema = z
  .object({
    version: versionSchema,
    photo_ids: z
      .array(uuid('photo_ids'))
      .max(COLLECTION_ADD_MAX, COLLECTION_MESSAGES.tooManyAtOnce)
      .optional(),
    photoids: z
      .array(z.number().int().positive().max(2_147_483_647))
      .max(COLLECTION_ADD_MAX, COLLECTION_MESSAGES.tooManyAtOnce)
      .optional(),
  })
  .strict()
  .refine(
    (body) => (body.photo_ids?.length ?? 0) + (body.photoids?.length ?? 0) > 0,
    COLLECTION_MESSAGES.nothingToAdd,
  );
export type AddPhotosBody = z.input<typeof addPhotosSchema>;

/**
 * Photo numbers pasted by an admin: "#1042, 1043 1044" → [1042, 1043, 1044] (repeats once).
 * Null when something in the text is not a photo number.
 */
export function parsePhotoNumbers(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  const numbers: number[] = [];
  for (const part of parts) {
    const match = /^#?(\d{1,10})$/.exec(part);
    const number = match ? Number(match[1]) : Number.NaN;
    if (!Number.isSafeInteger(number) || number <= 0 || number > 2_147_483_647) return null;
    if (!numbers.includes(number)) numbers.push(number);
  }
  return numbers;
}

/** Where a collection stands at `now`: published and inside its window is live. */
export function collectionState(
  row: { is_published: boolean; publish_at: string | null; unpublish_at: string | null },
  now: Date = new Date(),
): CollectionState {
  if (!row.is_published) return 'draft';
  if (row.unpublish_at && Date.parse(row.unpublish_at) <= now.getTime()) return 'ended';
  if (row.publish_at && Date.parse(row.publish_at) > now.getTime()) return 'scheduled';
  return 'live';
}
