import { Hono } from 'hono';
import { uuidSchema } from '../../../core/body-schemas';
import { DOWNLOAD_MESSAGES } from '../../../core/purchases';
import { z } from '../../../core/zod';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { ownerOf } from '../../auth/owner';
import { AppError } from '../../errors';
import { validJson } from '../../http/valid-json';
import { downloadResponse } from './download-response';
import { purchasesDocs } from './purchases.openapi';
import { createDownloadLink, licensedPhotos, listPurchases, resolveDownload } from './purchases.service';

const NO_STORE = 'private, no-store';

const downloadRequestSchema = z.union(
  [
    z.object({ purchase_id: uuidSchema('purchase_id') }).strict(),
    z.object({ order_id: uuidSchema('order_id') }).strict(),
    z.object({ project_id: uuidSchema('project_id') }).strict(),
  ],
  { error: 'Send one of purchase_id, order_id or project_id' },
);

/** `/api/purchases`: the buyer's licences and links to their files. */
export function purchasesRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .get('/', purchasesDocs.list, async (c) => {
      c.header('Cache-Control', NO_STORE);
      const query = (c.req.query('q') ?? '').slice(0, 200);
      return c.json({ items: await listPurchases(c.get('deps').handle, ownerOf(c), query) });
    })
    .get('/licensed', purchasesDocs.licensed, async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await licensedPhotos(c.get('deps').handle, ownerOf(c)));
    })
    .post('/download-links', purchasesDocs.downloadLink, validJson(downloadRequestSchema), async (c) => {
      const { handle, config } = c.get('deps');
      const link = await createDownloadLink(
        handle,
        ownerOf(c),
        c.req.valid('json'),
        config.downloadLinkSeconds,
      );
      return c.json(link, 201);
    });
}

/** `/api/downloads/:token`: the file behind a link, for the signed-in buyer it names. */
export function downloadsRoutes() {
  return new Hono<AppEnv>().use('*', requireUser).get('/:token', purchasesDocs.download, async (c) => {
    const token = c.req.param('token');
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new AppError('NOT_FOUND', DOWNLOAD_MESSAGES.notFound);
    const { handle, storage } = c.get('deps');
    if (!storage)
      throw new AppError('UNAVAILABLE', 'Downloads are not available right now. Please try again later.');
    const download = await resolveDownload(handle, token, ownerOf(c).userId);
    return downloadResponse(c, storage, download);
  });
}
