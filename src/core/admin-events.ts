import { ENTITY_NAME_MAX, ENTITY_NAME_MIN, normalizeName } from './entity-names';
import { isDisplayText } from './plain-text';
import { isUuid } from './route-validity';
import { z } from './zod';

/**
 * The back office's events (issue 25 item 1): the list's rows, the bodies of its changes and
 * their messages, shared by the API and the page's forms.
 */

/** One row of `GET /api/admin/events`. */
export interface AdminEventRow {
  id: string;
  name: string;
  /** Photos tagged with the event, whatever their status. */
  photo_count: number;
  created_at: string;
}

/** The sorts the list offers (by column id). */
export const ADMIN_EVENT_SORTS = ['name', 'photo_count', 'created_at'] as const;
export type AdminEventSort = (typeof ADMIN_EVENT_SORTS)[number];

/** Photos attached to an event in one request (a search dialog's ticks). */
export const ATTACH_MAX = 200;

export const EVENT_MESSAGES = {
  required: 'Event name is required',
  tooShort: `Event name must be at least ${ENTITY_NAME_MIN} characters long`,
  tooLong: `Event name must be less than ${ENTITY_NAME_MAX} characters`,
  invalid: 'Event name contains invalid characters',
  duplicate: (name: string) => `An event named “${name}” already exists`,
  notFound: 'Event not found',
  mergeSelf: 'An event cannot be merged into itself',
  inUse: (count: number) =>
    `This event is used by ${count} ${count === 1 ? 'photo' : 'photos'}: merge it into another event instead, or remove it from them first`,
  noPhotos: 'Choose at least one photo',
  tooMany: `Attach at most ${ATTACH_MAX} photos at once`,
  unknownPhotos: 'Some of these photos no longer exist',
} as const;

/** spec §5's shape for an event's name: trimmed, 2–100 characters, text that displays as typed. */
export function eventNameProblem(value: string): string | null {
  const name = normalizeName(value);
  const length = [...name].length;
  if (name === '') return EVENT_MESSAGES.required;
  if (length < ENTITY_NAME_MIN) return EVENT_MESSAGES.tooShort;
  if (length > ENTITY_NAME_MAX) return EVENT_MESSAGES.tooLong;
  if (/[<>]/.test(name) || !isDisplayText(name)) return EVENT_MESSAGES.invalid;
  return null;
}

export const eventNameSchema = z
  .string({ error: (issue) => (issue.input === undefined ? EVENT_MESSAGES.required : 'Invalid input') })
  .transform((value, ctx) => {
    const message = eventNameProblem(value);
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return normalizeName(value);
  });

/** `POST /api/admin/events` and `PATCH /api/admin/events/:id`. */
export const eventBodySchema = z.object({ name: eventNameSchema }).strict();
export type EventBody = z.input<typeof eventBodySchema>;

const eventIdSchema = z
  .string({ error: 'Choose the event to keep' })
  .refine(isUuid, 'Invalid into format - must be valid UUID');

/** `POST /api/admin/events/:id/merge`: `:id` moves into `into`, the survivor. */
export const mergeBodySchema = z.object({ into: eventIdSchema }).strict();

const photoIdSchema = z.string().refine(isUuid, 'Invalid photo_ids format - must be valid UUID');

/** `POST /api/admin/events/:id/photos`: photos to attach (already attached ones are skipped). */
export const attachBodySchema = z
  .object({
    photo_ids: z
      .array(photoIdSchema, { error: EVENT_MESSAGES.noPhotos })
      .min(1, EVENT_MESSAGES.noPhotos)
      .max(ATTACH_MAX, EVENT_MESSAGES.tooMany),
  })
  .strict();

export interface MergeResult {
  survivor: AdminEventRow;
  /** Photos of the merged event that were not already in the survivor. */
  moved: number;
}

export interface AttachResult {
  event: AdminEventRow;
  attached: number;
  /** Ticked photos that already had the event. */
  already: number;
}
