import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  ADMIN_PHOTO_SORTS,
  BULK_ACTIONS,
  BULK_PHOTOS_MAX,
  BULK_TAG_MAX,
  CLEARANCE_FILTERS,
  type ClearanceFilter,
  PHOTO_FLAGS,
  type PhotoFlag,
  REJECTION_NOTE_MAX,
} from '../../../core/photo-studio';
import {
  isPhotoStatus,
  PHOTO_STATUSES,
  type PhotoStatus,
  REJECTION_REASONS,
} from '../../../core/photo-workflow';
import { z } from '../../../core/zod';
import type { AppEnv } from '../../app-env';
import { requireAdmin, requireUser } from '../../auth/guards';
import { AppError } from '../../errors';
import { listQuery, wholeNumber } from '../../http/list-query';
import { uuidParam } from '../../http/valid-id';
import { validJson } from '../../http/valid-json';
import { studioActor } from './photo-access';
import { listAdminPhotos, listStudioPhotos } from './photo-list.service';
import { photoStatusDocs } from './photo-status.openapi';
import { bulkPhotoAction, changePhotoStatus } from './photo-status.service';
import { photoWorkflow, reviewQueue } from './review-queue.service';

const NO_STORE = 'private, no-store';
const REASONS = Object.keys(REJECTION_REASONS) as [
  keyof typeof REJECTION_REASONS,
  ...(keyof typeof REJECTION_REASONS)[],
];
const reasonSchema = z.enum(REASONS, { error: `reason must be one of ${REASONS.join(', ')}` });
const noteSchema = z
  .string({ error: 'note must be text' })
  .max(
    REJECTION_NOTE_MAX,
    `Keep the note to ${REJECTION_NOTE_MAX.toLocaleString('en')} characters or fewer.`,
  );

const moveBody = z
  .object({
    to: z.enum(PHOTO_STATUSES, { error: `to must be one of ${PHOTO_STATUSES.join(', ')}` }),
    version: z
      .number({ error: 'version must be the version you loaded' })
      .int()
      .min(1, 'version must be the version you loaded'),
    reason: reasonSchema.optional(),
    note: noteSchema.optional(),
  })
  .strict();

const bulkBody = z
  .object({
    photoids: z
      .array(z.number().int().min(1), { error: 'photoids must be a list of photo numbers' })
      .min(1, 'Choose at least one photo.')
      .max(BULK_PHOTOS_MAX, `Choose at most ${BULK_PHOTOS_MAX} photos at a time.`),
    action: z.enum(BULK_ACTIONS, { error: `action must be one of ${BULK_ACTIONS.join(', ')}` }),
    reason: reasonSchema.optional(),
    note: noteSchema.optional(),
    price_cents: z
      .number({ error: 'price_cents must be a whole number of cents' })
      .int('price_cents must be a whole number of cents')
      .min(1, 'The price must be above zero.')
      .max(10_000_000, 'The price must be at most 100,000.00.')
      .optional(),
    tag: z
      .string({ error: 'tag must be text' })
      .trim()
      .min(1, 'Write the tag to add.')
      .max(BULK_TAG_MAX, `Keep the tag to ${BULK_TAG_MAX} characters or fewer.`)
      .optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.action === 'reject' && !body.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Choose why the photos are rejected.' });
    if (body.action === 'set_price' && body.price_cents === undefined)
      context.addIssue({ code: 'custom', path: ['price_cents'], message: 'Give the new price.' });
    if (body.action === 'add_tag' && body.tag === undefined)
      context.addIssue({ code: 'custom', path: ['tag'], message: 'Write the tag to add.' });
  });

function photoidParam(c: Context): number {
  const value = c.req.param('photoid') ?? '';
  if (!/^\d{1,9}$/.test(value)) throw new AppError('NOT_FOUND', 'Photo not found');
  return Number(value);
}

/** A comma-separated list of values from `allowed`; anything else is a 400 naming them. */
function listParam<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T[] {
  if (!value) return [];
  const values = value.split(',').filter(Boolean);
  for (const one of values)
    if (!allowed.some((a) => a === one))
      throw new AppError('INVALID', `${name} must be among ${allowed.join(', ')}`);
  return values as T[];
}

function dayParam(name: string, value: string | undefined): string | null {
  if (!value) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
    throw new AppError('INVALID', `${name} must be a date written YYYY-MM-DD`);
  return value;
}

function statusParam(value: string | undefined): PhotoStatus | null {
  if (!value) return null;
  if (!isPhotoStatus(value))
    throw new AppError('INVALID', `status must be one of ${PHOTO_STATUSES.join(', ')}`);
  return value;
}

/** `/api/studio`: a contributor's (or an admin's) photos and their moves through review (issue 26). */
export function studioRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .get('/photos', photoStatusDocs.studioList, async (c) => {
      c.header('Cache-Control', NO_STORE);
      const actor = studioActor(c);
      const creator = c.req.query('creator');
      const userId = actor.role === 'admin' && creator ? uuidParam('creator', creator) : actor.userId;
      const { q, offset, limit } = listQuery(c, ['created_at'], { sort: 'created_at', dir: 'desc' });
      const status = statusParam(c.req.query('status'));
      return c.json(await listStudioPhotos(c.get('deps').handle, userId, { q, offset, limit, status }));
    })
    .get('/photos/:photoid/workflow', photoStatusDocs.workflow, async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await photoWorkflow(c.get('deps').handle, studioActor(c), photoidParam(c)));
    })
    .post('/photos/:photoid/status', photoStatusDocs.move, validJson(moveBody), async (c) => {
      const handle = c.get('deps').handle;
      const actor = studioActor(c);
      const photoid = photoidParam(c);
      await changePhotoStatus(handle, actor, photoid, c.req.valid('json'));
      return c.json(await photoWorkflow(handle, actor, photoid));
    });
}

/** `/api/admin`: the whole catalogue in every state, bulk actions and the review queue (issue 26). */
export function studioAdminRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireAdmin)
    .get('/photos', photoStatusDocs.adminList, async (c) => {
      c.header('Cache-Control', NO_STORE);
      const query = listQuery(c, ADMIN_PHOTO_SORTS, { sort: 'created_at', dir: 'desc' });
      const clearance = c.req.query('clearance') || null;
      if (clearance !== null && !CLEARANCE_FILTERS.some((value) => value === clearance))
        throw new AppError('INVALID', `clearance must be one of ${CLEARANCE_FILTERS.join(', ')}`);
      const creator = c.req.query('creator');
      const filters = {
        statuses: listParam<PhotoStatus>('status', c.req.query('status'), PHOTO_STATUSES),
        flags: listParam<PhotoFlag>('flags', c.req.query('flags'), PHOTO_FLAGS),
        clearance: clearance as ClearanceFilter | null,
        from: dayParam('from', c.req.query('from')),
        to: dayParam('to', c.req.query('to')),
        creatorId: creator ? uuidParam('creator', creator) : null,
      };
      return c.json(await listAdminPhotos(c.get('deps').handle, filters, query));
    })
    .post('/photos/bulk', photoStatusDocs.bulk, validJson(bulkBody), async (c) =>
      c.json(await bulkPhotoAction(c.get('deps').handle, studioActor(c), c.req.valid('json'))),
    )
    .get('/review-queue', photoStatusDocs.queue, async (c) => {
      c.header('Cache-Control', NO_STORE);
      const offset = wholeNumber('offset', c.req.query('offset'), 0, 1_000_000);
      const limit = wholeNumber('limit', c.req.query('limit'), 50, 50) || 50;
      return c.json(await reviewQueue(c.get('deps').handle, { offset, limit }));
    });
}
