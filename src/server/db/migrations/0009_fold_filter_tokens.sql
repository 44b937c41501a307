-- Filter values written as people write them (places, styles, moods, ethnicities, age groups,
-- emotions, tags) become tokens folded to lower case without accents, so a filter matches
-- `japan`, `JAPAN` and `Japan` alike, and `cote d'ivoire` finds Côte d'Ivoire. The search folds
-- a filter's value with the same function (filter-values.ts), so both sides always agree.
CREATE OR REPLACE FUNCTION backdrop_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION backdrop_folded_tokens(prefix text, vals text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(prefix || backdrop_fold(v)), '{}') FROM unnest(vals) AS v WHERE v IS NOT NULL AND v <> '' $$;--> statement-breakpoint
ALTER TABLE "photos" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', backdrop_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('english', backdrop_unaccent(backdrop_join(tags))), 'A') || setweight(to_tsvector('english', backdrop_unaccent(coalesce(image_style, '') || ' ' || coalesce(color_and_mood, '') || ' ' || backdrop_join(emotions) || ' ' || coalesce(people_composition, ''))), 'B') || setweight(to_tsvector('english', backdrop_unaccent(coalesce(location_city, '') || ' ' || coalesce(location_state_province, '') || ' ' || coalesce(location_country, '') || ' ' || coalesce(decade_taken, ''))), 'C') || setweight(to_tsvector('english', backdrop_unaccent(coalesce(description, ''))), 'D') || array_to_tsvector(array_remove(array['~d:' || decade_taken, '~o:' || (case when width is null or height is null or height = 0 then 'square' when width::numeric / height between 0.95 and 1.05 then 'square' when width > height then 'horizontal' else 'vertical' end), '~c:' || backdrop_fold(location_country), '~s:' || backdrop_fold(location_state_province), '~y:' || backdrop_fold(location_city), '~u:' || user_id::text, '~st:' || backdrop_fold(image_style), '~cm:' || backdrop_fold(color_and_mood), '~dc:' || backdrop_fold(dominant_color), '~pc:' || backdrop_fold(people_composition), '~n:' || least(people_count, 10)::text, case when featured then '~f:' end], null) || backdrop_folded_tokens('~e:', ethnicities) || backdrop_folded_tokens('~a:', age_groups) || backdrop_tokens('~g:', genders) || backdrop_folded_tokens('~m:', emotions) || backdrop_folded_tokens('~t:', tags) || backdrop_tokens('~ev:', event_ids::text[]))) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its index and its statistics target (migrations 0005 and 0006).
CREATE INDEX "photos_search_vector_gin" ON "photos" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "photos" ALTER COLUMN "search_vector" SET STATISTICS 1000;
