import { Hono } from 'hono';
import { companyNameSchema } from '../../../core/body-schemas';
import { z } from '../../../core/zod';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { ownerOf } from '../../auth/owner';
import { AppError } from '../../errors';
import { uuidParam } from '../../http/valid-id';
import { validJson } from '../../http/valid-json';
import { companiesDocs } from './companies.openapi';
import {
  checkIntegrity,
  deleteCompany,
  findOrCreateCompany,
  listCompanies,
  renameCompany,
  setCompanyLogo,
} from './companies.service';
import { LOGO_MESSAGE, logoDataUrl } from './company-logo';

const companyBody = z.object({ name: companyNameSchema }).strict();

/** `/api/companies` (spec §2 company picker, §6: the signed-in user's own companies). */
export function companiesRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .get('/', companiesDocs.list, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ items: await listCompanies(c.get('deps').handle, ownerOf(c)) });
    })
    .get('/integrity', companiesDocs.integrity, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await checkIntegrity(c.get('deps').handle, ownerOf(c)));
    })
    .post('/', companiesDocs.create, validJson(companyBody), async (c) => {
      const found = await findOrCreateCompany(c.get('deps').handle, ownerOf(c), c.req.valid('json').name);
      return c.json(found, found.created ? 201 : 200);
    })
    .patch('/:id', companiesDocs.rename, validJson(companyBody), async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      const company = await renameCompany(c.get('deps').handle, ownerOf(c), id, c.req.valid('json').name);
      return c.json({ company });
    })
    .put('/:id/logo', companiesDocs.setLogo, async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      // A form upload (field "logo") or the file itself as the body.
      const form = c.req.header('Content-Type')?.startsWith('multipart/form-data')
        ? await c.req.parseBody()
        : null;
      const file = form?.logo;
      const bytes =
        file instanceof File
          ? new Uint8Array(await file.arrayBuffer())
          : form
            ? null
            : new Uint8Array(await c.req.arrayBuffer());
      if (!bytes || bytes.length === 0) throw new AppError('INVALID', LOGO_MESSAGE);
      const logo = await logoDataUrl(bytes);
      return c.json({ company: await setCompanyLogo(c.get('deps').handle, ownerOf(c), id, logo) });
    })
    .delete('/:id/logo', companiesDocs.removeLogo, async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      return c.json({ company: await setCompanyLogo(c.get('deps').handle, ownerOf(c), id, null) });
    })
    .delete('/:id', companiesDocs.remove, async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      await deleteCompany(c.get('deps').handle, ownerOf(c), id);
      return c.json({ id });
    });
}
