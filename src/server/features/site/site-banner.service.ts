import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteBanners } from '../../db/tables';

/** The one active site banner (spec §9), or none. */
export async function activeBanner(db: Database) {
  const [banner] = await db
    .select({ id: siteBanners.id, content: siteBanners.content })
    .from(siteBanners)
    .where(eq(siteBanners.isActive, true))
    .limit(1);
  return banner;
}
