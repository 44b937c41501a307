import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../auth/guards';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../errors';
import { parsePhotoKey } from './photo-detail.service';

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

type PhotoFlags = { photoshop: boolean; info_missing: boolean; missing_faces: boolean };

/** Any status: admins see and mark photos that are not live. */
async function photoFlags(handle: DatabaseHandle, key: string): Promise<PhotoFlags & { id: string }> {
  const parsed = parsePhotoKey(key);
  const [column, value] = 'id' in parsed ? ['id', parsed.id] : ['photoid', parsed.photoid];
  const [row] = await handle.raw<PhotoFlags & { id: string }>(
    `select id, photoshop, info_missing, missing_faces from photos where ${column} = $1`,
    [value],
  );
  if (!row) throw new AppError('NOT_FOUND', 'Photo not found');
  return row;
}

/** GET and PATCH /api/admin/photos/:key: the photo's admin flags (spec §2 detail page, Admin tab). */
export function photoAdminRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireAdmin)
    .get('/:key', async (c) => {
      const { id: _id, ...flags } = await photoFlags(c.get('deps').handle, c.req.param('key'));
      c.header('Cache-Control', 'private, no-store');
      return c.json(flags);
    })
    .patch(
      '/:key',
      zValidator('json', photoFlagsSchema, (result) => {
        if (!result.success) {
          const issue = result.error.issues[0];
          throw new AppError('INVALID', issue?.message ?? 'Invalid photo flags');
        }
      }),
      async (c) => {
        const handle = c.get('deps').handle;
        const photo = await photoFlags(handle, c.req.param('key'));
        const next = { ...photo, ...c.req.valid('json') };
        // All three in one statement: the Admin tab saves them at once (spec §2).
        const [saved] = await handle.raw<PhotoFlags>(
          `update photos set photoshop = $2, info_missing = $3, missing_faces = $4, updated_at = now()
           where id = $1 returning photoshop, info_missing, missing_faces`,
          [photo.id, next.photoshop, next.info_missing, next.missing_faces],
        );
        return c.json(saved);
      },
    );
}
