import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { PhotoRow } from '../../../core/photo-row';
import type { DatabaseHandle } from '../../db/client';
import { clickAnalytics, photoRowFields, photos, photosDetails } from '../../db/tables';
import type { Wire, WireMatches } from '../../http/wire';

/** spec §3 "Popular content result" (get_popular_by_clicks). */
export interface PopularEntry {
  entity_id: string;
  entity_type: string;
  taxonomy_type: string | null;
  total_clicks: number;
  unique_users: number;
  last_clicked_at: string | null;
  entity_name: string;
}

/** spec §8: popular tags fall back to these on error or an empty result. */
export const FALLBACK_TAGS = ['Landscape', 'Architecture', 'People', 'Nature', 'Business'];

export async function popularByClicks(
  handle: DatabaseHandle,
  entityType: string,
  taxonomyType: string | null,
  limit: number,
): Promise<PopularEntry[]> {
  const a = clickAnalytics;
  const rows = await handle.db
    .select({
      entity_id: a.entityId,
      entity_type: a.entityType,
      taxonomy_type: a.taxonomyType,
      total_clicks: a.totalClicks,
      unique_users: a.uniqueUsers,
      last_clicked_at: a.lastClickedAt,
      entity_name: a.entityName,
    })
    .from(a)
    .where(
      and(eq(a.entityType, entityType), taxonomyType === null ? undefined : eq(a.taxonomyType, taxonomyType)),
    )
    .orderBy(desc(a.totalClicks), asc(a.entityId))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    // '' is the key's "no taxonomy" (an event, a photo); the API says null.
    taxonomy_type: row.taxonomy_type === '' ? null : row.taxonomy_type,
    last_clicked_at: row.last_clicked_at?.toISOString() ?? null,
    entity_name: row.entity_name ?? row.entity_id,
  }));
}

/** Popular tags; the spec's fallback list when there are none yet. */
export async function popularTags(
  handle: DatabaseHandle,
  limit: number,
): Promise<{ items: PopularEntry[]; fallback: boolean }> {
  const items = await popularByClicks(handle, 'taxonomy', 'tag', limit);
  if (items.length > 0) return { items, fallback: false };
  return {
    fallback: true,
    items: FALLBACK_TAGS.slice(0, limit).map((name) => ({
      entity_id: name.toLowerCase(),
      entity_type: 'taxonomy',
      taxonomy_type: 'tag',
      total_clicks: 0,
      unique_users: 0,
      last_clicked_at: null,
      entity_name: name,
    })),
  };
}

/** Most clicked live photos, for the home strip (24) and the popular lists (10). */
export async function popularPhotos(handle: DatabaseHandle, limit: number) {
  // Ordered on photos' own popularity index, the view joined for the card's fields.
  return handle.db
    .select({ ...photoRowFields, total_clicks: photos.popularity })
    .from(photos)
    .innerJoin(photosDetails, eq(photosDetails.id, photos.id))
    .where(eq(photos.photoStatus, 'live'))
    .orderBy(sql`${photos.popularity} desc nulls last`, asc(photos.id))
    .limit(limit);
}
type _PopularOnTheWire = WireMatches<Wire<Awaited<ReturnType<typeof popularPhotos>>>, PhotoRow[]>;

/** spec §9 trending: 20 items, 60% events and 40% taxonomy, merged by total clicks. */
export async function trending(handle: DatabaseHandle, size = 20): Promise<PopularEntry[]> {
  const eventCount = Math.round(size * 0.6);
  const [events, taxonomy] = await Promise.all([
    popularByClicks(handle, 'event', null, eventCount),
    popularByClicks(handle, 'taxonomy', null, size - eventCount),
  ]);
  return [...events, ...taxonomy].sort((a, b) => b.total_clicks - a.total_clicks);
}
