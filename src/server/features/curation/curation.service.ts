import type { ListSummary } from '../../../core/catalogue-answers';
import { isUuid } from '../../../core/route-validity';
import { effectiveSort, type SearchParams } from '../../../core/search-params';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../errors';
import { memoiseFor } from '../../http/memo';
import type { PhotoRow } from '../photos';
import { GRID_COLUMNS } from '../photos';

/** One event of `GET /api/events`. */
export type EventSummary = ListSummary;
/** One published collection of `GET /api/collections`. */
export type CollectionSummary = ListSummary;

interface SummaryRow {
  id: string;
  name: string;
  description: string | null;
  photo_count: number;
  thumbnail_url: string | null;
  width: number | null;
  height: number | null;
}

function toSummary(row: SummaryRow): ListSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    photo_count: row.photo_count,
    cover: row.thumbnail_url
      ? { thumbnail_url: row.thumbnail_url, width: row.width, height: row.height }
      : null,
  };
}

/**
 * spec §2 /events: every event with at least one live photo, by name, each with its most
 * popular live photo as the cover. Counting joins every event's photos, so the list is kept
 * for ten minutes per database (spec §9: taxonomy lookups fresh 10 minutes).
 */
const eventLists = new WeakMap<DatabaseHandle, () => Promise<EventSummary[]>>();

export function listEvents(handle: DatabaseHandle): Promise<EventSummary[]> {
  let list = eventLists.get(handle);
  if (!list) {
    list = memoiseFor(10 * 60_000, async () => {
      const rows = await handle.raw<SummaryRow>(
        `select e.id, e.name, e.description, counted.photo_count, cover.thumbnail_url, cover.width, cover.height
         from events e
         join lateral (select count(*)::int as photo_count from photo_events pe
           join photos p on p.id = pe.photo_id and p.photo_status = 'live' where pe.event_id = e.id) counted on true
         left join lateral (select p.thumbnail_url, p.width, p.height from photo_events pe
           join photos p on p.id = pe.photo_id and p.photo_status = 'live' where pe.event_id = e.id
           order by p.popularity desc, p.id limit 1) cover on true
         where counted.photo_count > 0
         order by lower(e.name), e.id`,
      );
      return rows.map(toSummary);
    });
    eventLists.set(handle, list);
  }
  return list();
}

const PUBLISHED_SUMMARY = `select c.id, c.name, c.description,
    (select count(*)::int from collection_photos cp join photos p on p.id = cp.photo_id and p.photo_status = 'live'
      where cp.collection_id = c.id) as photo_count,
    cover.thumbnail_url, cover.width, cover.height
  from collections c
  left join lateral (select p.thumbnail_url, p.width, p.height from photos p
    where p.photo_status = 'live' and p.id = coalesce(c.cover_photo_id,
      (select cp.photo_id from collection_photos cp join photos lp on lp.id = cp.photo_id and lp.photo_status = 'live'
        where cp.collection_id = c.id order by cp.position, cp.added_at limit 1))) cover on true
  where c.is_published`;

/** spec §2 /collections: published collections, newest first, with their cover and live photo count. */
export async function listCollections(handle: DatabaseHandle): Promise<CollectionSummary[]> {
  const rows = await handle.raw<SummaryRow>(`${PUBLISHED_SUMMARY} order by c.created_at desc, c.id`);
  return rows.map(toSummary);
}

export interface CollectionPage {
  collection: CollectionSummary;
  items: PhotoRow[];
  total: number;
  limit: number;
  offset: number;
  sort: string;
}

/** Orders over `photos p` and `collection_photos cp`; without a sort, the curator's order. */
function collectionOrder(sort: string | undefined, seedParam: string): string {
  switch (sort) {
    case 'newest':
      return 'p.created_at desc nulls last, p.id';
    case 'oldest':
      return 'p.created_at asc nulls first, p.id';
    case 'popular':
      return 'p.popularity desc, p.id';
    case 'random':
      // Stable per seed, so the next page continues the same shuffle.
      return `md5(p.id::text || ${seedParam}::text), p.id`;
    default:
      return 'cp.position, cp.added_at, p.id';
  }
}

/**
 * spec §2 /collections/{id}: one published collection's live photos, paged like search (guests
 * see the first `guestCap`). An unknown, unpublished or malformed id is "Collection not found".
 */
export async function collectionPhotos(
  handle: DatabaseHandle,
  id: string,
  params: SearchParams,
  options: { signedIn: boolean; pageSize: number; guestCap: number },
): Promise<CollectionPage> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'Collection not found');
  const [summary] = await handle.raw<SummaryRow>(`${PUBLISHED_SUMMARY} and c.id = $1`, [id]);
  if (!summary) throw new AppError('NOT_FOUND', 'Collection not found');
  const offset = params.offset ?? 0;
  let limit = params.limit ?? options.pageSize;
  if (!options.signedIn) limit = Math.max(0, Math.min(limit, options.guestCap - offset));
  const sort = params.sort ? effectiveSort(params.sort, false) : 'curated';
  const items =
    limit === 0
      ? []
      : await handle.raw<PhotoRow>(
          `select ${GRID_COLUMNS} from collection_photos cp
           join photos p on p.id = cp.photo_id and p.photo_status = 'live'
           join photos_details d on d.id = p.id
           where cp.collection_id = $1
           order by ${collectionOrder(sort, '$4')} limit $2 offset $3`,
          sort === 'random' ? [id, limit, offset, String(params.seed ?? 0)] : [id, limit, offset],
        );
  return { collection: toSummary(summary), items, total: summary.photo_count, limit, offset, sort };
}
