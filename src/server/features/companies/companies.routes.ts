import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
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

/** The company of a logo upload, checked before its body is read (a malformed id is named first). */
const validLogoId = validator('param', (param) => ({ id: uuidParam('id', param.id) }));

/**
 * What `hc` asks for: a form whose field `logo` is the image file (hono's validator would type
 * the field as any form value). The other way in, the file as the body, has no request type.
 */
type LogoUpload = { in: { form: { logo: File } }; out: { form: { logo: Uint8Array<ArrayBuffer> } } };

/** The file sent: a form's field `logo` (the last, if sent twice), else the body itself. */
async function sentFile(form: Record<string, unknown>, c: Context<AppEnv>) {
  // Multipart by the validator's own reading of the media type: the form it parsed is the one used.
  const media = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  if (media !== 'multipart/form-data')
    // A url-encoded body was read as a form already; hono keeps its bytes for this second read.
    return new Uint8Array(await c.req.arrayBuffer());
  const file = [form.logo].flat().at(-1);
  return file instanceof File ? new Uint8Array(await file.arrayBuffer()) : null;
}

/**
 * The logo's bytes. A form without a file, or an empty file, is no logo; a multipart body that
 * does not parse is hono's validator's 400.
 */
const validLogo: MiddlewareHandler<AppEnv, string, LogoUpload> = validator('form', async (form, c) => {
  const bytes = await sentFile(form, c);
  if (!bytes || bytes.length === 0) throw new AppError('INVALID', LOGO_MESSAGE);
  return { logo: bytes };
});

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
    .put('/:id/logo', companiesDocs.setLogo, validLogoId, validLogo, async (c) => {
      const logo = await logoDataUrl(c.req.valid('form').logo);
      const { id } = c.req.valid('param');
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
