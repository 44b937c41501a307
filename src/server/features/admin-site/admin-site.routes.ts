import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { BANNER_SORTS, bannerDraftSchema, bannerEditSchema, versionSchema } from '../../../core/banner-html';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../auth/guards';
import { AppError } from '../../errors';
import { listQuery } from '../../http/list-query';
import { documentValidator } from '../../http/openapi';
import { uuidParam } from '../../http/valid-id';
import { validJson } from '../../http/valid-json';
import { auditActor } from '../audit';
import {
  activateBanner,
  createBanner,
  deactivateBanner,
  deleteBanner,
  getBanner,
  listBanners,
  updateBanner,
} from './admin-banners.service';
import { adminSiteDocs } from './admin-site.openapi';

const NO_STORE = 'private, no-store';

const VERSION_MESSAGE = 'version must be a whole number from 1';
const versionQuerySchema = z.object({
  version: z.coerce.number({ error: VERSION_MESSAGE }).int(VERSION_MESSAGE).min(1, VERSION_MESSAGE),
});

/** `?version=` of a delete: the version the admin saw (a stale one is refused). */
const versionQuery = documentValidator(
  zValidator('query', versionQuerySchema, (result) => {
    if (!result.success) throw new AppError('INVALID', VERSION_MESSAGE, { version: VERSION_MESSAGE });
  }),
  'query',
  versionQuerySchema,
);

/** `/api/admin/banners` (issue 25 item 4): compose, schedule, activate and delete site banners. */
export function adminSiteRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireAdmin)
    .get('/banners', adminSiteDocs.list, async (c) => {
      c.header('Cache-Control', NO_STORE);
      const query = listQuery(c, BANNER_SORTS, { sort: 'updated_at', dir: 'desc' });
      return c.json(await listBanners(c.get('deps').handle, query));
    })
    .get('/banners/:id', adminSiteDocs.get, async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await getBanner(c.get('deps').handle, uuidParam('id', c.req.param('id'))));
    })
    .post('/banners', adminSiteDocs.create, validJson(bannerDraftSchema), async (c) => {
      return c.json(await createBanner(c.get('deps').handle, auditActor(c), c.req.valid('json')), 201);
    })
    .put('/banners/:id', adminSiteDocs.update, validJson(bannerEditSchema), async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      return c.json(await updateBanner(c.get('deps').handle, auditActor(c), id, c.req.valid('json')));
    })
    .post('/banners/:id/activate', adminSiteDocs.activate, validJson(versionSchema), async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      const { version } = c.req.valid('json');
      return c.json(await activateBanner(c.get('deps').handle, auditActor(c), id, version));
    })
    .post('/banners/:id/deactivate', adminSiteDocs.deactivate, validJson(versionSchema), async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      const { version } = c.req.valid('json');
      return c.json(await deactivateBanner(c.get('deps').handle, auditActor(c), id, version));
    })
    .delete('/banners/:id', adminSiteDocs.remove, versionQuery, async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      await deleteBanner(c.get('deps').handle, auditActor(c), id, c.req.valid('query').version);
      return c.body(null, 204);
    });
}
