import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { isUuid } from '../../../core/route-validity';
import type { Database, DatabaseHandle } from '../../db/client';
import { photos, profiles } from '../../db/tables';
import { AppError } from '../../errors';

/** One value of a storefront facet and how many of the creator's live photos carry it. */
export interface FacetCount {
  value: string;
  count: number;
}

/** What the /user/{id} storefront shows above the creator's photos. */
export interface CreatorStorefront {
  id: string;
  storefront_name: string;
  bio: string | null;
  member_since: string;
  photo_count: number;
  /** Oldest and newest decade the creator's photos were taken in (null without photos). */
  decades: FacetCount[];
  countries: FacetCount[];
  top_tags: FacetCount[];
}

const TOP_TAGS = 12;
const TOP_COUNTRIES = 6;

/**
 * A creator's storefront (spec §2 /user/{id}): name, bio and what their archive holds, counted
 * over live photos only. Someone with neither a storefront name nor a live photo is not a
 * creator, and their profile stays private: "Creator not found".
 */
export async function creatorStorefront(handle: DatabaseHandle, id: string): Promise<CreatorStorefront> {
  if (!isUuid(id)) throw new AppError('INVALID', 'Invalid id format - must be valid UUID');
  const [profile] = await handle.db
    .select({
      storefront_name: profiles.storefrontName,
      first_name: profiles.firstName,
      bio: profiles.bio,
      member_since: profiles.createdAt,
      photo_count: sql`(${handle.db.select({ n: count() }).from(photos).where(livePhotosOf(id))})`.mapWith(
        Number,
      ),
    })
    .from(profiles)
    .where(eq(profiles.id, id));
  const name = profile?.storefront_name ?? profile?.first_name;
  if (!profile || (profile.storefront_name === null && profile.photo_count === 0) || !name)
    throw new AppError('NOT_FOUND', 'Creator not found');
  const [decades, countries, topTags] = await Promise.all([
    decadeCounts(handle.db, id),
    countryCounts(handle.db, id),
    tagCounts(handle.db, id),
  ]);
  return {
    id,
    storefront_name: name,
    bio: profile.bio,
    member_since: profile.member_since.toISOString(),
    photo_count: profile.photo_count,
    decades,
    countries,
    top_tags: topTags,
  };
}

const livePhotosOf = (creatorId: string) => and(eq(photos.userId, creatorId), eq(photos.photoStatus, 'live'));

/** The decades the creator's live photos were taken in, oldest first. */
function decadeCounts(db: Database, creatorId: string): Promise<FacetCount[]> {
  return db
    .select({ value: photos.decadeTaken, count: count() })
    .from(photos)
    .where(and(livePhotosOf(creatorId), isNotNull(photos.decadeTaken)))
    .groupBy(photos.decadeTaken)
    .orderBy(asc(photos.decadeTaken))
    .then(withValues);
}

/** The countries most of the creator's live photos come from. */
function countryCounts(db: Database, creatorId: string): Promise<FacetCount[]> {
  return db
    .select({ value: photos.locationCountry, count: count() })
    .from(photos)
    .where(and(livePhotosOf(creatorId), isNotNull(photos.locationCountry)))
    .groupBy(photos.locationCountry)
    .orderBy(desc(count()), asc(photos.locationCountry))
    .limit(TOP_COUNTRIES)
    .then(withValues);
}

/** The tags the creator's live photos carry most. */
function tagCounts(db: Database, creatorId: string): Promise<FacetCount[]> {
  const tagged = db
    .select({ tag: sql<string>`unnest(${photos.tags})`.as('tag') })
    .from(photos)
    .where(livePhotosOf(creatorId))
    .as('tagged');
  return db
    .select({ value: tagged.tag, count: count() })
    .from(tagged)
    .groupBy(tagged.tag)
    .orderBy(desc(count()), asc(tagged.tag))
    .limit(TOP_TAGS);
}

/** Rows grouped on a column that the query already kept non-null. */
function withValues(rows: { value: string | null; count: number }[]): FacetCount[] {
  return rows.flatMap(({ value, count }) => (value === null ? [] : [{ value, count }]));
}
