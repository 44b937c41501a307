import { Hono } from 'hono';
import { companyNameSchema } from '../../../core/body-schemas';
import { z } from '../../../core/zod';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { ownerOf } from '../../auth/owner';
import { uuidParam } from '../../http/valid-id';
import { validJson } from '../../http/valid-json';
import {
  checkIntegrity,
  deleteCompany,
  findOrCreateCompany,
  listCompanies,
  renameCompany,
} from './companies.service';

const companyBody = z.object({ name: companyNameSchema }).strict();

/** `/api/companies` (spec §2 company picker, §6: the signed-in user's own companies). */
export function companiesRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .get('/', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ items: await listCompanies(c.get('deps').handle, ownerOf(c)) });
    })
    .get('/integrity', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await checkIntegrity(c.get('deps').handle, ownerOf(c)));
    })
    .post('/', validJson(companyBody), async (c) => {
      const found = await findOrCreateCompany(c.get('deps').handle, ownerOf(c), c.req.valid('json').name);
      return c.json(found, found.created ? 201 : 200);
    })
    .patch('/:id', validJson(companyBody), async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      const company = await renameCompany(c.get('deps').handle, ownerOf(c), id, c.req.valid('json').name);
      return c.json({ company });
    })
    .delete('/:id', async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      await deleteCompany(c.get('deps').handle, ownerOf(c), id);
      return c.json({ id });
    });
}
