import { Hono } from 'hono';
import {
  ADMIN_COLLECTION_SORTS,
  addPhotosSchema,
  createCollectionSchema,
  updateCollectionSchema,
} from '../../../core/admin-collections';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../auth/guards';
import { listQuery } from '../../http/list-query';
import { uuidParam } from '../../http/valid-id';
import { validJson } from '../../http/valid-json';
import { auditActor } from '../audit';
import { adminCollectionsDocs } from './admin-collections.openapi';
import {
  addCollectionPhotos,
  createCollection,
  getAdminCollection,
  listAdminCollections,
  updateCollection,
} from './admin-collections.service';

/** `/api/admin/collections`: the curated collections and their editor (issue 25 item 2). */
export function adminCollectionsRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireAdmin)
    .get('/collections', adminCollectionsDocs.list, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const query = listQuery(c, ADMIN_COLLECTION_SORTS, { sort: 'updated_at', dir: 'desc' });
      return c.json(await listAdminCollections(c.get('deps').handle, query));
    })
    .post('/collections', adminCollectionsDocs.create, validJson(createCollectionSchema), async (c) => {
      return c.json(await createCollection(c.get('deps').handle, auditActor(c), c.req.valid('json')), 201);
    })
    .get('/collections/:id', adminCollectionsDocs.one, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const id = uuidParam('id', c.req.param('id'));
      return c.json(await getAdminCollection(c.get('deps').handle.db, id));
    })
    .patch('/collections/:id', adminCollectionsDocs.update, validJson(updateCollectionSchema), async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      return c.json(await updateCollection(c.get('deps').handle, auditActor(c), id, c.req.valid('json')));
    })
    .post('/collections/:id/photos', adminCollectionsDocs.add, validJson(addPhotosSchema), async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      return c.json(await addCollectionPhotos(c.get('deps').handle, auditActor(c), id, c.req.valid('json')));
    });
}
