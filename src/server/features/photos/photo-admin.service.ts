import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { PhotoAdminView, PhotoFlags } from '../../../core/photo-row';
import type { DatabaseHandle } from '../../db/client';
import { clickAnalytics, orderItems, orders, photos } from '../../db/tables';
import { AppError } from '../../errors';
import { unprocessedCount } from '../analytics';
import { photoKeyCondition } from './photo-detail.service';

const flagFields = {
  photoshop: photos.photoshop,
  info_missing: photos.infoMissing,
  missing_faces: photos.missingFaces,
};

/** Any status: admins see and mark photos that are not live. */
export async function photoFlags(handle: DatabaseHandle, key: string): Promise<PhotoFlags & { id: string }> {
  const [row] = await handle.db
    .select({ id: photos.id, ...flagFields })
    .from(photos)
    .where(photoKeyCondition(key, photos));
  if (!row) throw new AppError('NOT_FOUND', 'Photo not found');
  return row;
}

/** All three flags in one statement: the Admin tab saves them at once (spec §2). */
export async function savePhotoFlags(
  handle: DatabaseHandle,
  id: string,
  flags: PhotoFlags,
): Promise<PhotoFlags> {
  const [saved] = await handle.db
    .update(photos)
    .set({
      photoshop: flags.photoshop,
      infoMissing: flags.info_missing,
      missingFaces: flags.missing_faces,
      updatedAt: sql`now()`,
    })
    .where(eq(photos.id, id))
    .returning(flagFields);
  if (!saved) throw new AppError('NOT_FOUND', 'Photo not found');
  return saved;
}

/** spec §2 Admin tab: click analytics and the sales overview of one photo. */
export async function photoInsights(
  handle: DatabaseHandle,
  id: string,
): Promise<Omit<PhotoAdminView, 'flags'>> {
  const db = handle.db;
  const [[clicks], queued, [sold]] = await Promise.all([
    db
      .select({
        total_clicks: clickAnalytics.totalClicks,
        unique_users: clickAnalytics.uniqueUsers,
        last_clicked_at: clickAnalytics.lastClickedAt,
      })
      .from(clickAnalytics)
      .where(and(eq(clickAnalytics.entityType, 'photo'), eq(clickAnalytics.entityId, id)))
      .limit(1),
    // Events above the aggregator's watermark (click_events.processed is no longer written).
    unprocessedCount(handle, 'photo', id),
    db
      .select({
        total_sales: count(orderItems.id),
        revenue_cents: sql`coalesce(sum(${orderItems.discountedPriceCents}), 0)`.mapWith(Number),
        last_sale_at: sql`max(coalesce(${orders.paidAt}, ${orders.createdAt}))`.mapWith(orders.createdAt),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      // A refund is per line: once one line of an order is refunded the order reads partially
      // refunded, and its other lines are still sales of their photos; the refunded line is not.
      .where(
        and(
          eq(orderItems.photoId, id),
          inArray(orders.status, ['paid', 'partially_refunded']),
          eq(orderItems.refundedCents, 0),
        ),
      ),
  ]);
  const sales = sold?.total_sales ?? 0;
  const revenue = sold?.revenue_cents ?? 0;
  return {
    analytics: {
      total_clicks: clicks?.total_clicks ?? 0,
      unique_users: clicks?.unique_users ?? 0,
      last_clicked_at: clicks?.last_clicked_at?.toISOString() ?? null,
      queued_clicks: queued,
    },
    sales: {
      total_sales: sales,
      revenue_cents: revenue,
      last_sale_at: sold?.last_sale_at ? sold.last_sale_at.toISOString() : null,
      average_price_cents: sales > 0 ? Math.round(revenue / sales) : null,
    },
  };
}
