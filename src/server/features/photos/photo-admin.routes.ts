import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../auth/guards';
import { validJson } from '../../http/valid-json';
import { photoFlags, photoInsights, savePhotoFlags } from './photo-admin.service';

/** spec §3 "Photo flags": what an admin marks on a photo from its detail page. */
const photoFlagsSchema = z
  .object({
    photoshop: z.boolean(),
    info_missing: z.boolean(),
    missing_faces: z.boolean(),
  })
  .partial()
  .strict()
  .refine((flags) => Object.keys(flags).length > 0, {
    message: 'Send at least one of photoshop, info_missing or missing_faces',
  });

/** GET and PATCH /api/admin/photos/:key: the photo's admin flags and insights (spec §2 detail page, Admin tab). */
export function photoAdminRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireAdmin)
    .get('/:key', async (c) => {
      const handle = c.get('deps').handle;
      const { id, ...flags } = await photoFlags(handle, c.req.param('key'));
      c.header('Cache-Control', 'private, no-store');
      return c.json({ flags, ...(await photoInsights(handle, id)) });
    })
    .patch('/:key', validJson(photoFlagsSchema, 'Invalid photo flags'), async (c) => {
      const handle = c.get('deps').handle;
      const photo = await photoFlags(handle, c.req.param('key'));
      const next = { ...photo, ...c.req.valid('json') };
      return c.json(await savePhotoFlags(handle, photo.id, next));
    });
}
