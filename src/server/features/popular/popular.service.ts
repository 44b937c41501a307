import type { DatabaseHandle } from '../../db/client';
import type { PhotoRow } from '../photos';
import { GRID_COLUMNS } from '../photos';

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
  return handle.raw<PopularEntry>(
    `select entity_id, entity_type, nullif(taxonomy_type, '') as taxonomy_type, total_clicks, unique_users,
            last_clicked_at, coalesce(entity_name, entity_id) as entity_name
     from click_analytics
     where entity_type = $1 and ($2::text is null or taxonomy_type = $2)
     order by total_clicks desc, entity_id limit $3`,
    [entityType, taxonomyType, limit],
  );
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
export async function popularPhotos(handle: DatabaseHandle, limit: number): Promise<PhotoRow[]> {
  return handle.raw<PhotoRow>(
    `select ${GRID_COLUMNS}, p.popularity as total_clicks
     from photos p join photos_details d on d.id = p.id
     where p.photo_status = 'live' order by p.popularity desc nulls last, p.id limit $1`,
    [limit],
  );
}

/** spec §9 trending: 20 items, 60% events and 40% taxonomy, merged by total clicks. */
export async function trending(handle: DatabaseHandle, size = 20): Promise<PopularEntry[]> {
  const eventCount = Math.round(size * 0.6);
  const [events, taxonomy] = await Promise.all([
    popularByClicks(handle, 'event', null, eventCount),
    popularByClicks(handle, 'taxonomy', null, size - eventCount),
  ]);
  return [...events, ...taxonomy].sort((a, b) => b.total_clicks - a.total_clicks);
}
