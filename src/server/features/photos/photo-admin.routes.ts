import { Hono } from 'hono';
import { z } from 'zod';
import type { PhotoAdminView, PhotoFlags } from '../../../core/photo-row';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../auth/guards';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../errors';
import { validJson } from '../../http/valid-json';
import { photoKeyLookup } from './photo-detail.service';

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

/** Any status: admins see and mark photos that are not live. */
async function photoFlags(handle: DatabaseHandle, key: string): Promise<PhotoFlags & { id: string }> {
  const [column, value] = photoKeyLookup(key);
  const [row] = await handle.raw<PhotoFlags & { id: string }>(
    `select id, photoshop, info_missing, missing_faces from photos where ${column} = $1`,
    [value],
  );
  if (!row) throw new AppError('NOT_FOUND', 'Photo not found');
  return row;
}

/** spec §2 Admin tab: click analytics and the sales overview of one photo. */
async function photoInsights(handle: DatabaseHandle, id: string): Promise<Omit<PhotoAdminView, 'flags'>> {
  const [row] = await handle.raw<{
    total_clicks: number;
    unique_users: number;
    last_clicked_at: string | null;
    queued_clicks: number;
    total_sales: number;
    revenue_cents: number;
    last_sale_at: string | null;
  }>(
    `select
       coalesce((select total_clicks from click_analytics where entity_type = 'photo' and entity_id = $2), 0)::int as total_clicks,
       coalesce((select unique_users from click_analytics where entity_type = 'photo' and entity_id = $2), 0)::int as unique_users,
       (select last_clicked_at from click_analytics where entity_type = 'photo' and entity_id = $2) as last_clicked_at,
       (select count(*) from click_events where entity_type = 'photo' and entity_id = $2 and not processed)::int as queued_clicks,
       count(oi.id)::int as total_sales,
       coalesce(sum(oi.discounted_price_cents), 0)::int as revenue_cents,
       max(coalesce(o.paid_at, o.created_at)) as last_sale_at
     from order_items oi join orders o on o.id = oi.order_id
     -- A refund is per line: once one line of an order is refunded the order reads partially
     -- refunded, and its other lines are still sales of their photos; the refunded line is not.
     where oi.photo_id = $1 and o.status in ('paid', 'partially_refunded') and oi.refunded_cents = 0`,
    [id, id],
  );
  const sales = row?.total_sales ?? 0;
  return {
    analytics: {
      total_clicks: row?.total_clicks ?? 0,
      unique_users: row?.unique_users ?? 0,
      last_clicked_at: row?.last_clicked_at ? new Date(row.last_clicked_at).toISOString() : null,
      queued_clicks: row?.queued_clicks ?? 0,
    },
    sales: {
      total_sales: sales,
      revenue_cents: row?.revenue_cents ?? 0,
      last_sale_at: row?.last_sale_at ? new Date(row.last_sale_at).toISOString() : null,
      average_price_cents: sales > 0 ? Math.round((row?.revenue_cents ?? 0) / sales) : null,
    },
  };
}

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
      // All three in one statement: the Admin tab saves them at once (spec §2).
      const [saved] = await handle.raw<PhotoFlags>(
        `update photos set photoshop = $2, info_missing = $3, missing_faces = $4, updated_at = now()
           where id = $1 returning photoshop, info_missing, missing_faces`,
        [photo.id, next.photoshop, next.info_missing, next.missing_faces],
      );
      return c.json(saved);
    });
}
