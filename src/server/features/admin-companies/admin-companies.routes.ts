import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { ADMIN_COMPANY_SORTS } from '../../../core/admin-companies';
import { companyNameSchema, uuidSchema } from '../../../core/body-schemas';
import { z } from '../../../core/zod';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../auth/guards';
import { listQuery } from '../../http/list-query';
import { uuidParam } from '../../http/valid-id';
import { validJson } from '../../http/valid-json';
import { auditActor } from '../audit';
import { adminCompaniesDocs } from './admin-companies.openapi';
import {
  getAdminCompany,
  listAdminCompanies,
  mergeAdminCompany,
  previewCompanyMerge,
  renameAdminCompany,
} from './admin-companies.service';

const NO_STORE = 'private, no-store';
const version = (name: string) =>
  z
    .number({ error: `${name} must be the version you loaded` })
    .int()
    .min(1, `${name} must be the version you loaded`);
const renameBody = z.object({ name: companyNameSchema, version: version('version') }).strict();
const mergeBody = z
  .object({ into: uuidSchema('into'), version: version('version'), into_version: version('into_version') })
  .strict();

/** `?into=` of a merge preview: the survivor's id (400 with spec §5's message when malformed). */
const intoQuery = validator('query', (query) => {
  const into = query.into;
  return { into: uuidParam('into', typeof into === 'string' ? into : undefined) };
});

/** `/api/admin/companies` (issue 25 item 3): every buyer's companies, a rename, a merge. */
export function adminCompaniesRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireAdmin)
    .get('/companies', adminCompaniesDocs.list, async (c) => {
      c.header('Cache-Control', NO_STORE);
      const query = listQuery(c, ADMIN_COMPANY_SORTS, { sort: 'name', dir: 'asc' });
      return c.json(await listAdminCompanies(c.get('deps').handle, query));
    })
    .get('/companies/:id', adminCompaniesDocs.detail, async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await getAdminCompany(c.get('deps').handle, uuidParam('id', c.req.param('id'))));
    })
    .patch('/companies/:id', adminCompaniesDocs.rename, validJson(renameBody), async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      return c.json(await renameAdminCompany(c.get('deps').handle, auditActor(c), id, c.req.valid('json')));
    })
    .get('/companies/:id/merge-preview', adminCompaniesDocs.preview, intoQuery, async (c) => {
      c.header('Cache-Control', NO_STORE);
      const id = uuidParam('id', c.req.param('id'));
      const { into } = c.req.valid('query');
      return c.json(await previewCompanyMerge(c.get('deps').handle, id, into));
    })
    .post('/companies/:id/merge', adminCompaniesDocs.merge, validJson(mergeBody), async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      return c.json(await mergeAdminCompany(c.get('deps').handle, auditActor(c), id, c.req.valid('json')));
    });
}
