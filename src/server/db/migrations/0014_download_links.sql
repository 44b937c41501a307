-- Issue 13: download links that name the buyer and expire.
CREATE TABLE "download_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"target_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_links_scope_check" CHECK ("download_links"."scope" in ('purchase', 'order', 'project'))
);
--> statement-breakpoint
ALTER TABLE "download_links" ADD CONSTRAINT "download_links_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "download_links_token_unique" ON "download_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "download_links_expires_idx" ON "download_links" USING btree ("expires_at");