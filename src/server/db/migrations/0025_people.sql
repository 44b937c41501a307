CREATE TABLE "person_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_person_id" uuid NOT NULL,
	"sources" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid
);
--> statement-breakpoint
CREATE TABLE "photo_person_releases" (
	"photo_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"release_id" uuid NOT NULL,
	"linked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_person_releases_photo_id_person_id_pk" PRIMARY KEY("photo_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "faces" ADD COLUMN "box_x" real;--> statement-breakpoint
ALTER TABLE "faces" ADD COLUMN "box_y" real;--> statement-breakpoint
ALTER TABLE "faces" ADD COLUMN "box_width" real;--> statement-breakpoint
ALTER TABLE "faces" ADD COLUMN "box_height" real;--> statement-breakpoint
ALTER TABLE "faces" ADD COLUMN "score" real;--> statement-breakpoint
ALTER TABLE "faces" ADD COLUMN "embedding" real[];--> statement-breakpoint
ALTER TABLE "faces" ADD COLUMN "source" text DEFAULT 'seed' NOT NULL;--> statement-breakpoint
ALTER TABLE "faces" ADD COLUMN "assigned_by" text;--> statement-breakpoint
ALTER TABLE "faces" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "faces" ADD COLUMN "rejected_by" uuid;--> statement-breakpoint
ALTER TABLE "faces" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "faces" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "cover_face_id" uuid;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "merged_into_id" uuid;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "faces_scanned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "person_merges" ADD CONSTRAINT "person_merges_target_person_id_persons_id_fk" FOREIGN KEY ("target_person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_merges" ADD CONSTRAINT "person_merges_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_merges" ADD CONSTRAINT "person_merges_undone_by_user_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_person_releases" ADD CONSTRAINT "photo_person_releases_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_person_releases" ADD CONSTRAINT "photo_person_releases_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_person_releases" ADD CONSTRAINT "photo_person_releases_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_person_releases" ADD CONSTRAINT "photo_person_releases_linked_by_user_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_merges_recent_idx" ON "person_merges" USING btree ("created_at" DESC NULLS LAST) WHERE "person_merges"."undone_at" is null;--> statement-breakpoint
CREATE INDEX "photo_person_releases_person_idx" ON "photo_person_releases" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "photo_person_releases_release_idx" ON "photo_person_releases" USING btree ("release_id");--> statement-breakpoint
ALTER TABLE "faces" ADD CONSTRAINT "faces_rejected_by_user_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faces" ADD CONSTRAINT "faces_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_cover_face_id_faces_id_fk" FOREIGN KEY ("cover_face_id") REFERENCES "public"."faces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_merged_into_id_persons_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."persons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faces_unassigned_idx" ON "faces" USING btree ("photo_id") WHERE "faces"."person_id" is null and "faces"."rejected_at" is null;--> statement-breakpoint
CREATE INDEX "persons_merged_into_idx" ON "persons" USING btree ("merged_into_id");--> statement-breakpoint
ALTER TABLE "faces" ADD CONSTRAINT "faces_source" CHECK ("faces"."source" in ('detected', 'manual', 'seed'));--> statement-breakpoint
ALTER TABLE "faces" ADD CONSTRAINT "faces_assigned_by" CHECK ("faces"."assigned_by" is null or "faces"."assigned_by" in ('cluster', 'admin'));--> statement-breakpoint
ALTER TABLE "faces" ADD CONSTRAINT "faces_box" CHECK (("faces"."box_x" is null and "faces"."box_y" is null and "faces"."box_width" is null and "faces"."box_height" is null) or
        ("faces"."box_x" >= 0 and "faces"."box_y" >= 0 and "faces"."box_width" > 0 and "faces"."box_height" > 0 and
         "faces"."box_x" + "faces"."box_width" <= 1.0001 and "faces"."box_y" + "faces"."box_height" <= 1.0001));--> statement-breakpoint
ALTER TABLE "faces" ADD CONSTRAINT "faces_embedding_length" CHECK ("faces"."embedding" is null or cardinality("faces"."embedding") = 128);--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_not_merged_into_self" CHECK ("persons"."merged_into_id" is null or "persons"."merged_into_id" <> "persons"."id");--> statement-breakpoint
-- pgvector where the database has it (PGlite loads @electric-sql/pglite-pgvector; a PostgreSQL
-- without the package keeps the exact scan in features/people): an HNSW index over the cast
-- embedding, which nearest-face queries order by.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    CREATE EXTENSION IF NOT EXISTS vector;
    EXECUTE 'CREATE INDEX IF NOT EXISTS faces_embedding_hnsw ON faces USING hnsw ((embedding::vector(128)) vector_cosine_ops) WHERE embedding IS NOT NULL AND rejected_at IS NULL';
  END IF;
END $$;
--> statement-breakpoint
-- A face an admin rejected as false is no face of the photo: face_ids leaves it out. Same columns.
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
  ARRAY(SELECT f.id FROM faces f WHERE f.photo_id = p.id AND f.rejected_at IS NULL ORDER BY f.id) AS face_ids,
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
