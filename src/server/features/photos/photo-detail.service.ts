import type { PhotoDetail, PhotoDetailRow } from '../../../core/photo-row';
import { isPhotoId, isUuid } from '../../../core/route-validity';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../errors';

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

/** The column and value a photo key looks up (`photoid` or `id`). */
export function photoKeyLookup(key: string): ['photoid', number] | ['id', string] {
  const parsed = parsePhotoKey(key);
  return 'id' in parsed ? ['id', parsed.id] : ['photoid', parsed.photoid];
}

/** A live photo (any status for admins) in the photos_details shape, or 404 "Photo not found". */
export async function findPhoto(
  handle: DatabaseHandle,
  key: string,
  options: { admin: boolean },
): Promise<PhotoDetailRow> {
  const [column, value] = photoKeyLookup(key);
  const [row] = await handle.raw<PhotoDetailRow>(`select d.* from photos_details d where d.${column} = $1`, [
    value,
  ]);
  if (!row || (row.photo_status !== 'live' && !options.admin))
    throw new AppError('NOT_FOUND', 'Photo not found');
  // file_size is a bigint: node-postgres hands it over as text, PGlite as a number.
  return { ...row, file_size: row.file_size === null ? null : Number(row.file_size) };
}

export async function photoDetail(
  handle: DatabaseHandle,
  key: string,
  options: { admin: boolean },
): Promise<PhotoDetail> {
  const photo = await findPhoto(handle, key, options);
  const tags = Array.isArray(photo.tags) ? (photo.tags as string[]) : [];
  const clicks = await handle.raw<{ tag: string; clicks: number }>(
    `select entity_id as tag, total_clicks as clicks from click_analytics
     where entity_type = 'taxonomy' and taxonomy_type = 'tag' and entity_id = any($1::text[])
     order by total_clicks desc limit ${TAG_CLICK_LIMIT}`,
    [tags],
  );
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
    events: await handle.raw<{ id: string; name: string }>(
      'select id, name from events where id = any($1::uuid[]) order by name, id',
      [photo.event_ids],
    ),
  };
}
