import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteBanners } from '../../db/tables';

/**
 * The one active site banner (spec §9), or none: an active banner shows only inside its window
 * (from `starts_at`, null at once, until `ends_at`, null until deactivated).
 */
export async function activeBanner(db: Database) {
  const [banner] = await db
    .select({ id: siteBanners.id, content: siteBanners.content })
    .from(siteBanners)
    .where(
      and(
        eq(siteBanners.isActive, true),
        or(isNull(siteBanners.startsAt), lte(siteBanners.startsAt, new Date())),
        or(isNull(siteBanners.endsAt), gt(siteBanners.endsAt, new Date())),
      ),
    )
    .limit(1);
  return banner;
}
