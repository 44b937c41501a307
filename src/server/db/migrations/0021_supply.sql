CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "photo_clearances" (
	"photo_id" uuid PRIMARY KEY NOT NULL,
	"rights_holder" text,
	"rights_basis" text,
	"source" text,
	"provenance_notes" text,
	"recognisable_people" boolean,
	"people_count" integer DEFAULT 0 NOT NULL,
	"recognisable_property" boolean,
	"property_count" integer DEFAULT 0 NOT NULL,
	"exclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"exclusion_notes" text,
	"decision" text DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_clearances_basis_check" CHECK ("photo_clearances"."rights_basis" is null or "photo_clearances"."rights_basis" in ('own_archive', 'donation', 'purchase', 'estate')),
	CONSTRAINT "photo_clearances_decision_check" CHECK ("photo_clearances"."decision" in ('pending', 'cleared', 'not_cleared')),
	CONSTRAINT "photo_clearances_counts_check" CHECK ("photo_clearances"."people_count" >= 0 and "photo_clearances"."property_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "photo_releases" (
	"photo_id" uuid NOT NULL,
	"release_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_releases_photo_id_release_id_pk" PRIMARY KEY("photo_id","release_id")
);
--> statement-breakpoint
CREATE TABLE "photo_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"declared_size" bigint,
	"state" text DEFAULT 'uploading' NOT NULL,
	"error" text,
	"content_sha256" text,
	"master_key" text,
	"photo_id" uuid,
	"duplicate_of" uuid,
	"similar_to" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_uploads_state_check" CHECK ("photo_uploads"."state" in ('uploading', 'received', 'processing', 'ready', 'failed', 'duplicate'))
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"signer" text NOT NULL,
	"signer_role" text NOT NULL,
	"signed_on" date NOT NULL,
	"covers" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"content_sha256" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "releases_kind_check" CHECK ("releases"."kind" in ('person', 'property'))
);
--> statement-breakpoint
ALTER TABLE "photos" DROP CONSTRAINT "photos_status_check";--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "content_sha256" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "perceptual_hash" bigint;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "placeholder" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "master_key" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "original_file_name" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_clearances" ADD CONSTRAINT "photo_clearances_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_clearances" ADD CONSTRAINT "photo_clearances_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_releases" ADD CONSTRAINT "photo_releases_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_releases" ADD CONSTRAINT "photo_releases_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_duplicate_of_photos_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_similar_to_photos_id_fk" FOREIGN KEY ("similar_to") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_live_key_unique" ON "jobs" USING btree ("key") WHERE state in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("run_after","id") WHERE state = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("locked_until") WHERE state = 'running';--> statement-breakpoint
CREATE INDEX "photo_releases_release_idx" ON "photo_releases" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "photo_uploads_batch_idx" ON "photo_uploads" USING btree ("batch_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_uploads_uploader_idx" ON "photo_uploads" USING btree ("uploaded_by","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "releases_creator_sha_unique" ON "releases" USING btree ("creator_id","content_sha256");--> statement-breakpoint
CREATE INDEX "releases_creator_idx" ON "releases" USING btree ("creator_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_review_queue_idx" ON "photos" USING btree ("submitted_at","id") WHERE photo_status in ('submitted', 'in_review');--> statement-breakpoint
CREATE UNIQUE INDEX "photos_content_sha256_unique" ON "photos" USING btree ("content_sha256");--> statement-breakpoint
CREATE INDEX "photos_status_created_idx" ON "photos" USING btree ("photo_status","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- The first catalogues' "pending" and "archived" are the workflow's "submitted" and "withdrawn".
UPDATE "photos" SET "photo_status" = 'submitted', "submitted_at" = "created_at" WHERE "photo_status" = 'pending';--> statement-breakpoint
UPDATE "photos" SET "photo_status" = 'withdrawn' WHERE "photo_status" = 'archived';--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_status_check" CHECK ("photos"."photo_status" in ('draft', 'submitted', 'in_review', 'approved', 'live', 'rejected', 'withdrawn'));