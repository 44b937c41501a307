import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PhotoHeroConsent } from '../../../core/people';
import type { PhotoDetail, PhotoDetailRow } from '../../../core/photo-row';
import { isPhotoId, isUuid } from '../../../core/route-validity';
import type { Database, DatabaseHandle } from '../../db/client';
import { clickAnalytics, events, photoDetailFields, photosDetails } from '../../db/tables';
import { AppError } from '../../errors';
import type { Wire, WireMatches } from '../../http/wire';
import { photoConsentSummary, publicClearance } from '../clearance';

/** Up to 100 tag click counts on a detail page (spec §2). */
const TAG_CLICK_LIMIT = 100;

/** `:key` is a photoid (digits, > 0) or a uuid (spec §2); anything else is a 400 with the spec's words. */
export function parsePhotoKey(key: string): { photoid: number } | { id: string } {
  const trimmed = key.trim();
  if (trimmed === '') throw new AppError('INVALID', 'Missing photoid parameter');
  if (isUuid(trimmed)) return { id: trimmed.toLowerCase() };
  // The same rule as the /photo/{photoid} route (spec §5), plus the integer column's range.
  if (!isPhotoId(trimmed) || Number(trimmed) > 2_147_483_647) {
    throw new AppError('INVALID', 'Invalid photoid format - must be numeric');
  }
  return { photoid: Number(trimmed) };
}

/** The condition a photo key looks up by, on the photos table or the photos_details view. */
export function photoKeyCondition(key: string, columns: { id: AnyPgColumn; photoid: AnyPgColumn }): SQL {
  const parsed = parsePhotoKey(key);
  return 'id' in parsed ? eq(columns.id, parsed.id) : eq(columns.photoid, parsed.photoid);
}

function selectPhotoDetails(db: Database) {
  return db.select(photoDetailFields).from(photosDetails);
}

/** A photo as the photo page reads it: the photos_details view in the API's snake_case. */
export type PhotoDetailRecord = Awaited<ReturnType<typeof selectPhotoDetails>>[number];
type _DetailOnTheWire = WireMatches<Wire<PhotoDetailRecord>, PhotoDetailRow>;

/** The photo page's answer as the server builds it (dates still Date). */
export type PhotoDetailAnswer = Omit<PhotoDetail, 'photo'> & { photo: PhotoDetailRecord };
type _AnswerOnTheWire = WireMatches<Wire<PhotoDetailAnswer>, PhotoDetail>;

/** A live photo (any status for admins) in the photos_details shape, or 404 "Photo not found". */
export async function findPhoto(
  handle: DatabaseHandle,
  key: string,
  options: { admin: boolean },
): Promise<PhotoDetailRecord> {
  const [row] = await selectPhotoDetails(handle.db).where(photoKeyCondition(key, photosDetails));
  if (!row || (row.photo_status !== 'live' && !options.admin))
    throw new AppError('NOT_FOUND', 'Photo not found');
  return row;
}

export async function photoDetail(
  handle: DatabaseHandle,
  key: string,
  options: { admin: boolean },
): Promise<PhotoDetailAnswer & PhotoHeroConsent> {
  const photo = await findPhoto(handle, key, options);
  const [clicks, photoEvents, clearance, consent] = await Promise.all([
    tagClicks(handle, photo.tags),
    photo.event_ids.length === 0
      ? []
      : handle.db
          .select({ id: events.id, name: events.name })
          .from(events)
          .where(inArray(events.id, photo.event_ids))
          .orderBy(asc(events.name), asc(events.id)),
    publicClearance(handle.db, photo.id),
    photoConsentSummary(handle.db, photo.id),
  ]);
  return {
    photo,
    details: {
      basic: {
        title: photo.title,
        photoid: photo.photoid,
        date_taken: photo.date_taken,
        decade_taken: photo.decade_taken,
        storefront_name: photo.storefront_name,
        user_id: photo.user_id,
        location_city: photo.location_city,
        location_state_province: photo.location_state_province,
        location_country: photo.location_country,
        event_names: photo.event_names,
      },
      technical: {
        width: photo.width,
        height: photo.height,
        orientation: photo.orientation,
        file_size: photo.file_size,
        friendly_print_size: photo.friendly_print_size,
      },
      people: {
        people_count: photo.people_count,
        people_composition: photo.people_composition,
        ethnicities: photo.ethnicities,
        age_groups: photo.age_groups,
        emotions: photo.emotions,
      },
      style: {
        image_style: photo.image_style,
        color_and_mood: photo.color_and_mood,
        dominant_color: photo.dominant_color,
      },
    },
    tag_clicks: clicks,
    events: photoEvents,
    clearance: clearance?.summary ?? null,
    // Issue 27 item 6: hero usage needs every real face released; admins also read the counts.
    hero_usage_available: consent.allReleased,
    ...(options.admin ? { people_released: { released: consent.released, total: consent.total } } : {}),
  };
}

/** The click counts of a photo's tags (spec §2), most clicked first. */
function tagClicks(handle: DatabaseHandle, tags: readonly string[]) {
  if (tags.length === 0) return [];
  return handle.db
    .select({ tag: clickAnalytics.entityId, clicks: clickAnalytics.totalClicks })
    .from(clickAnalytics)
    .where(
      and(
        eq(clickAnalytics.entityType, 'taxonomy'),
        eq(clickAnalytics.taxonomyType, 'tag'),
        inArray(clickAnalytics.entityId, [...tags]),
      ),
    )
    .orderBy(desc(clickAnalytics.totalClicks))
    .limit(TAG_CLICK_LIMIT);
}
