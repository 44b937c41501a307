import { and, asc, count, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { ListSummary } from '../../../core/catalogue-answers';
import type { PhotoRow } from '../../../core/photo-row';
import { isUuid } from '../../../core/route-validity';
import { effectiveSort, type SearchParams } from '../../../core/search-params';
import type { Database, DatabaseHandle } from '../../db/client';
import {
  collectionPhotos as collectionPhotosTable,
  collections,
  events,
  photoEvents,
  photoRowFields,
  photos,
  photosDetails,
} from '../../db/tables';
import { AppError } from '../../errors';
import { memoiseFor } from '../../http/memo';
import type { Wire, WireMatches } from '../../http/wire';

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
      const rows = await eventSummaries(handle.db);
      return rows.map(toSummary);
    });
    eventLists.set(handle, list);
  }
  return list();
}

/** A live photo's row joined to what points at it. */
const isLive = (photoId: AnyPgColumn | SQL, table: { id: AnyPgColumn; photoStatus: AnyPgColumn } = photos) =>
  and(eq(table.id, photoId), eq(table.photoStatus, 'live'));

const coverFields = { thumbnail_url: photos.thumbnailUrl, width: photos.width, height: photos.height };

/** Every event with its live photo count and its most popular live photo, counted in one statement. */
function eventSummaries(db: Database) {
  const counted = db
    .select({ photo_count: count().as('photo_count') })
    .from(photoEvents)
    .innerJoin(photos, isLive(photoEvents.photoId))
    .where(eq(photoEvents.eventId, events.id))
    .as('counted');
  const cover = db
    .select(coverFields)
    .from(photoEvents)
    .innerJoin(photos, isLive(photoEvents.photoId))
    .where(eq(photoEvents.eventId, events.id))
    .orderBy(desc(photos.popularity), asc(photos.id))
    .limit(1)
    .as('cover');
  return db
    .select({
      id: events.id,
      name: events.name,
      description: events.description,
      photo_count: counted.photo_count,
      thumbnail_url: cover.thumbnail_url,
      width: cover.width,
      height: cover.height,
    })
    .from(events)
    .innerJoinLateral(counted, sql`true`)
    .leftJoinLateral(cover, sql`true`)
    .where(gt(counted.photo_count, 0))
    .orderBy(sql`lower(${events.name})`, asc(events.id));
}

/**
 * A collection visitors see: published, and inside its window (issue 25: `publish_at` has come,
 * `unpublish_at` has not). A scheduled or ended one is "Collection not found" to them.
 */
const isShowing = () =>
  and(
    eq(collections.isPublished, true),
    or(isNull(collections.publishAt), lte(collections.publishAt, sql`now()`)),
    or(isNull(collections.unpublishAt), gt(collections.unpublishAt, sql`now()`)),
  );

/**
 * Published collections with their live photo count and cover: the chosen cover photo when it is
 * live, else the first live photo in the curator's order.
 */
function publishedSummaries(db: Database, where?: SQL) {
  const member = collectionPhotosTable;
  const firstLive = alias(photos, 'first_live');
  const firstLivePhoto = db
    .select({ id: member.photoId })
    .from(member)
    .innerJoin(firstLive, isLive(member.photoId, firstLive))
    .where(eq(member.collectionId, collections.id))
    .orderBy(asc(member.position), asc(member.addedAt))
    .limit(1);
  const livePhotoCount = db
    .select({ n: count() })
    .from(member)
    .innerJoin(photos, isLive(member.photoId))
    .where(eq(member.collectionId, collections.id));
  const cover = db
    .select(coverFields)
    .from(photos)
    .where(isLive(sql`coalesce(${collections.coverPhotoId}, (${firstLivePhoto}))`))
    .as('cover');
  return db
    .select({
      id: collections.id,
      name: collections.name,
      description: collections.description,
      photo_count: sql`(${livePhotoCount})`.mapWith(Number),
      thumbnail_url: cover.thumbnail_url,
      width: cover.width,
      height: cover.height,
    })
    .from(collections)
    .leftJoinLateral(cover, sql`true`)
    .where(and(isShowing(), where));
}

/** spec §2 /collections: published collections, newest first, with their cover and live photo count. */
export async function listCollections(handle: DatabaseHandle): Promise<CollectionSummary[]> {
  const rows = await publishedSummaries(handle.db).orderBy(desc(collections.createdAt), asc(collections.id));
  return rows.map(toSummary);
}

export interface CollectionPage {
  collection: CollectionSummary;
  items: Awaited<ReturnType<typeof collectionItems>>;
  total: number;
  limit: number;
  offset: number;
  sort: string;
}

/** A collection's live photos as grid rows, in `order`. */
function collectionItems(db: Database, id: string, order: SQL[]) {
  return db
    .select(photoRowFields)
    .from(collectionPhotosTable)
    .innerJoin(photos, isLive(collectionPhotosTable.photoId))
    .innerJoin(photosDetails, eq(photosDetails.id, photos.id))
    .where(eq(collectionPhotosTable.collectionId, id))
    .orderBy(...order);
}
type _ItemsOnTheWire = WireMatches<Wire<Awaited<ReturnType<typeof collectionItems>>>, PhotoRow[]>;

/** The order of a collection's photos; without a sort, the curator's order. */
function collectionOrder(sort: string | undefined, seed: string): SQL[] {
  switch (sort) {
    case 'newest':
      return [sql`${photos.createdAt} desc nulls last`, asc(photos.id)];
    case 'oldest':
      return [sql`${photos.createdAt} asc nulls first`, asc(photos.id)];
    case 'popular':
      return [desc(photos.popularity), asc(photos.id)];
    case 'random':
      // Stable per seed, so the next page continues the same shuffle.
      return [sql`md5(${photos.id}::text || ${seed}::text)`, asc(photos.id)];
    default:
      return [asc(collectionPhotosTable.position), asc(collectionPhotosTable.addedAt), asc(photos.id)];
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
  const [summary] = await publishedSummaries(handle.db, eq(collections.id, id));
  if (!summary) throw new AppError('NOT_FOUND', 'Collection not found');
  const offset = params.offset ?? 0;
  let limit = params.limit ?? options.pageSize;
  if (!options.signedIn) limit = Math.max(0, Math.min(limit, options.guestCap - offset));
  const sort = params.sort ? effectiveSort(params.sort, false) : 'curated';
  const items =
    limit === 0
      ? []
      : await collectionItems(handle.db, id, collectionOrder(sort, String(params.seed ?? 0)))
          .limit(limit)
          .offset(offset);
  return { collection: toSummary(summary), items, total: summary.photo_count, limit, offset, sort };
}
