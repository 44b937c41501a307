-- photos_details named each photo's events by joining photo_events to events per row, which
-- PostgreSQL planned as a hash join rebuilt for every photo: 1.7 ms of a 75-photo page. The
-- photo's own event_ids (kept in step with photo_events by migration 0005's triggers) name
-- them with one primary-key lookup each. Same columns, same order, same meaning.
CREATE OR REPLACE VIEW photos_details AS
SELECT
  p.id,
  p.photoid,
  p.title,
  p.description,
  p.price_cents::float8 / 100 AS price,
  p.price_cents,
  p.thumbnail_url,
  p.preview_url,
  p.image_key,
  p.width,
  p.height,
  p.file_size,
  p.friendly_print_size,
  p.orientation,
  p.date_taken,
  p.decade_taken,
  p.location_city,
  p.location_state_province,
  p.location_country,
  p.user_id,
  pr.storefront_name,
  p.tags,
  ARRAY(SELECT e.name FROM events e WHERE e.id = ANY (p.event_ids) ORDER BY e.name) AS event_names,
  p.event_ids,
  p.emotions,
  p.ethnicities,
  p.age_groups,
  p.genders,
  p.image_style,
  p.color_and_mood,
  p.dominant_color,
  ARRAY(SELECT f.id FROM faces f WHERE f.photo_id = p.id ORDER BY f.id) AS face_ids,
  p.people_count,
  p.people_composition,
  p.face_age_min,
  p.face_age_max,
  p.photo_status,
  p.featured,
  p.popularity,
  p.created_at,
  p.updated_at
FROM photos p
LEFT JOIN profiles pr ON pr.id = p.user_id;
