import type { DatabaseHandle } from '../db/client';

/**
 * Inserts many rows in one statement: the rows travel as one JSON parameter and
 * jsonb_to_recordset turns them back into typed columns. One round trip per batch on both
 * drivers, and JSON arrays become PostgreSQL arrays for text[] columns.
 */
export async function bulkInsert(
  handle: DatabaseHandle,
  table: string,
  columns: readonly (readonly [name: string, type: string])[],
  rows: readonly object[],
  onConflict = '',
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const definition = columns.map(([name, type]) => `"${name}" ${type}`).join(', ');
  await handle.raw(
    `insert into "${table}" (${names}) select ${names} from jsonb_to_recordset($1::jsonb) as r(${definition}) ${onConflict}`,
    [JSON.stringify(rows)],
  );
}

export const PHOTO_COLUMNS = [
  ['id', 'uuid'],
  ['photoid', 'int'],
  ['user_id', 'uuid'],
  ['title', 'text'],
  ['description', 'text'],
  ['price_cents', 'int'],
  ['image_key', 'text'],
  ['thumbnail_url', 'text'],
  ['preview_url', 'text'],
  ['width', 'int'],
  ['height', 'int'],
  ['file_size', 'bigint'],
  ['friendly_print_size', 'text'],
  ['date_taken', 'date'],
  ['decade_taken', 'text'],
  ['location_city', 'text'],
  ['location_state_province', 'text'],
  ['location_country', 'text'],
  ['tags', 'text[]'],
  ['emotions', 'text[]'],
  ['ethnicities', 'text[]'],
  ['age_groups', 'text[]'],
  ['genders', 'text[]'],
  ['event_ids', 'uuid[]'],
  ['image_style', 'text'],
  ['color_and_mood', 'text'],
  ['dominant_color', 'text'],
  ['people_count', 'int'],
  ['people_composition', 'text'],
  ['face_age_min', 'int'],
  ['face_age_max', 'int'],
  ['photo_status', 'text'],
  ['featured', 'boolean'],
  ['photoshop', 'boolean'],
  ['info_missing', 'boolean'],
  ['missing_faces', 'boolean'],
  ['popularity', 'int'],
  ['created_at', 'timestamptz'],
  ['submitted_at', 'timestamptz'],
] as const;

export const FACE_COLUMNS = [
  ['id', 'uuid'],
  ['photo_id', 'uuid'],
  ['person_id', 'uuid'],
  ['age', 'int'],
  ['gender', 'text'],
  ['ethnicity', 'text'],
  ['box_x', 'real'],
  ['box_y', 'real'],
  ['box_width', 'real'],
  ['box_height', 'real'],
  ['source', 'text'],
] as const;

export const PHOTO_EVENT_COLUMNS = [
  ['photo_id', 'uuid'],
  ['event_id', 'uuid'],
] as const;
