import { Hono } from 'hono';
import {
  BULK_MAX,
  bulkEditSchema,
  importSchema,
  LIST_MESSAGES,
  photoPatchSchema,
} from '../../../core/photo-metadata';
import { isUuid } from '../../../core/route-validity';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { AppError } from '../../errors';
import { validJson } from '../../http/valid-json';
import { studioActor } from './photo-access';
import { photoMetadataDocs } from './photo-metadata.openapi';
import {
  bulkEdit,
  getStudioPhoto,
  importCsv,
  listStudioPhotos,
  patchStudioPhoto,
  tagSuggestions,
} from './photo-metadata.service';

export const PHOTOID_MESSAGE = 'The photo number must be a whole number, e.g. 1234.';

function photoidOf(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw new AppError('INVALID', PHOTOID_MESSAGE);
  return Number(value);
}

/** `/api/studio`: describing photos, one, many or by CSV (issue 26 item 3). */
export function photoMetadataRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .get('/selection', photoMetadataDocs.list, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const batch = c.req.query('batch');
      const ids = c.req.query('ids');
      if (batch !== undefined && batch !== '') {
        if (!isUuid(batch)) throw new AppError('INVALID', 'The batch must be a batch id (a UUID).');
        return c.json(await listStudioPhotos(c.get('deps').handle, studioActor(c), { batch }));
      }
      if (ids === undefined || ids === '') throw new AppError('INVALID', LIST_MESSAGES.target);
      const parts = ids.split(',').map((part) => part.trim());
      if (parts.length > BULK_MAX || parts.some((part) => !/^\d{1,9}$/.test(part)))
        throw new AppError('INVALID', LIST_MESSAGES.ids);
      return c.json(
        await listStudioPhotos(c.get('deps').handle, studioActor(c), { photoids: parts.map(Number) }),
      );
    })
    .get('/photos/:photoid', photoMetadataDocs.get, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const photoid = photoidOf(c.req.param('photoid'));
      return c.json(await getStudioPhoto(c.get('deps').handle, studioActor(c), photoid));
    })
    .patch('/photos/:photoid', photoMetadataDocs.patch, validJson(photoPatchSchema), async (c) => {
      const photoid = photoidOf(c.req.param('photoid'));
      return c.json(
        await patchStudioPhoto(c.get('deps').handle, studioActor(c), photoid, c.req.valid('json')),
      );
    })
    .post('/photos/bulk', photoMetadataDocs.bulk, validJson(bulkEditSchema), async (c) =>
      c.json(await bulkEdit(c.get('deps').handle, studioActor(c), c.req.valid('json'))),
    )
    .post('/imports', photoMetadataDocs.import, validJson(importSchema), async (c) =>
      c.json(await importCsv(c.get('deps').handle, studioActor(c), c.req.valid('json'))),
    )
    .get('/tag-suggestions', photoMetadataDocs.suggestions, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const q = (c.req.query('q') ?? '').slice(0, 50);
      const raw = c.req.query('photoid');
      const photoid = raw === undefined || raw === '' ? undefined : photoidOf(raw);
      return c.json(await tagSuggestions(c.get('deps').handle, studioActor(c), q, photoid));
    });
}
