-- Filters move into the search vector as `~code:value` tokens (see search-tokens.ts), so one GIN
-- index intersects words and filters; event ids are copied onto photos for it by triggers.
CREATE OR REPLACE FUNCTION backdrop_tokens(prefix text, vals text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(prefix || v), '{}') FROM unnest(vals) AS v WHERE v IS NOT NULL AND v <> '' $$;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "event_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
UPDATE "photos" p SET "event_ids" = e.ids
  FROM (SELECT photo_id, array_agg(event_id ORDER BY event_id) AS ids FROM photo_events GROUP BY photo_id) e
  WHERE e.photo_id = p.id;--> statement-breakpoint
ALTER TABLE "photos" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', backdrop_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('english', backdrop_unaccent(backdrop_join(tags))), 'A') || setweight(to_tsvector('english', backdrop_unaccent(coalesce(image_style, '') || ' ' || coalesce(color_and_mood, '') || ' ' || backdrop_join(emotions) || ' ' || coalesce(people_composition, ''))), 'B') || setweight(to_tsvector('english', backdrop_unaccent(coalesce(location_city, '') || ' ' || coalesce(location_state_province, '') || ' ' || coalesce(location_country, '') || ' ' || coalesce(decade_taken, ''))), 'C') || setweight(to_tsvector('english', backdrop_unaccent(coalesce(description, ''))), 'D') || array_to_tsvector(array_remove(array['~d:' || decade_taken, '~o:' || (case when width is null or height is null or height = 0 then 'square' when width::numeric / height between 0.95 and 1.05 then 'square' when width > height then 'horizontal' else 'vertical' end), '~c:' || location_country, '~s:' || location_state_province, '~y:' || location_city, '~u:' || user_id::text, '~st:' || image_style, '~cm:' || color_and_mood, '~dc:' || dominant_color, '~pc:' || people_composition, '~n:' || least(people_count, 10)::text, case when featured then '~f:' end], null) || backdrop_tokens('~e:', ethnicities) || backdrop_tokens('~a:', age_groups) || backdrop_tokens('~g:', genders) || backdrop_tokens('~m:', emotions) || backdrop_tokens('~t:', tags) || backdrop_tokens('~ev:', event_ids::text[]))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "photos_search_vector_gin" ON "photos" USING gin ("search_vector");--> statement-breakpoint
-- photo_events rows are added and removed, never edited: after either, the photos concerned get
-- their event ids again (only where they changed, so a bulk load that set them writes nothing).
CREATE OR REPLACE FUNCTION backdrop_sync_photo_event_ids() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE photos p SET event_ids = fresh.ids
  FROM (
    SELECT c.photo_id, coalesce(array_agg(pe.event_id ORDER BY pe.event_id) FILTER (WHERE pe.event_id IS NOT NULL), '{}') AS ids
    FROM (SELECT DISTINCT photo_id FROM changed) c
    LEFT JOIN photo_events pe ON pe.photo_id = c.photo_id
    GROUP BY c.photo_id
  ) fresh
  WHERE p.id = fresh.photo_id AND p.event_ids IS DISTINCT FROM fresh.ids;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER photo_events_sync_after_insert AFTER INSERT ON photo_events
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION backdrop_sync_photo_event_ids();--> statement-breakpoint
CREATE TRIGGER photo_events_sync_after_delete AFTER DELETE ON photo_events
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION backdrop_sync_photo_event_ids();
