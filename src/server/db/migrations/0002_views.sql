-- spec §3 "Photo (photos_details view)": a photo with its creator's storefront name, event
-- names and face ids. The subqueries are correlated, so a query that does not select
-- event_names or face_ids never computes them.
CREATE VIEW photos_details AS
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
  ARRAY(
    SELECT e.name FROM photo_events pe JOIN events e ON e.id = pe.event_id
    WHERE pe.photo_id = p.id ORDER BY e.name
  ) AS event_names,
  ARRAY(SELECT pe.event_id FROM photo_events pe WHERE pe.photo_id = p.id) AS event_ids,
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
--> statement-breakpoint
-- spec §7 "GET photos_issues (photoshop, info_missing, missing_faces) by id".
CREATE VIEW photos_issues AS
SELECT id, photoid, photoshop, info_missing, missing_faces FROM photos;
