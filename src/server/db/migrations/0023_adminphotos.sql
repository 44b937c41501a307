DROP INDEX "photos_flags_idx";--> statement-breakpoint
CREATE INDEX "photos_photoshop_idx" ON "photos" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE photoshop;--> statement-breakpoint
CREATE INDEX "photos_info_missing_idx" ON "photos" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE info_missing;--> statement-breakpoint
CREATE INDEX "photos_missing_faces_idx" ON "photos" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE missing_faces;--> statement-breakpoint
CREATE INDEX "photos_title_idx" ON "photos" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "profiles_storefront_trgm" ON "profiles" USING gin ("storefront_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "photo_clearances_decision_idx" ON "photo_clearances" USING btree ("decision","photo_id");