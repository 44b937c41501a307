import { Hono } from 'hono';
import {
  ADMIN_EVENT_SORTS,
  attachBodySchema,
  eventBodySchema,
  mergeBodySchema,
} from '../../../core/admin-events';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../auth/guards';
import { listQuery } from '../../http/list-query';
import { uuidParam } from '../../http/valid-id';
import { validJson } from '../../http/valid-json';
import { auditActor } from '../audit';
import { adminEventsDocs } from './admin-events.openapi';
import {
  attachPhotos,
  createEvent,
  deleteEvent,
  listAdminEvents,
  mergeEvents,
  renameEvent,
} from './admin-events.service';

/** `/api/admin/events`: create, rename, merge, delete and tag photos (issue 25 item 1). */
export function adminEventsRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireAdmin)
    .get('/events', adminEventsDocs.list, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const query = listQuery(c, ADMIN_EVENT_SORTS, { sort: 'name', dir: 'asc' });
      return c.json(await listAdminEvents(c.get('deps').handle, query));
    })
    .post('/events', adminEventsDocs.create, validJson(eventBodySchema), async (c) => {
      const { name } = c.req.valid('json');
      return c.json(await createEvent(c.get('deps').handle, auditActor(c), name), 201);
    })
    .patch('/events/:id', adminEventsDocs.rename, validJson(eventBodySchema), async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      return c.json(await renameEvent(c.get('deps').handle, auditActor(c), id, c.req.valid('json').name));
    })
    .post('/events/:id/merge', adminEventsDocs.merge, validJson(mergeBodySchema), async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      return c.json(await mergeEvents(c.get('deps').handle, auditActor(c), id, c.req.valid('json').into));
    })
    .delete('/events/:id', adminEventsDocs.remove, async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      await deleteEvent(c.get('deps').handle, auditActor(c), id);
      return c.body(null, 204);
    })
    .post('/events/:id/photos', adminEventsDocs.attach, validJson(attachBodySchema), async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      const { photo_ids } = c.req.valid('json');
      return c.json(await attachPhotos(c.get('deps').handle, auditActor(c), id, photo_ids));
    });
}
