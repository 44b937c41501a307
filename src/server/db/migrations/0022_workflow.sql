CREATE INDEX "photos_image_key_idx" ON "photos" USING btree ("image_key");--> statement-breakpoint
CREATE INDEX "photos_created_idx" ON "photos" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "photos_flags_idx" ON "photos" USING btree ("created_at" DESC NULLS FIRST) WHERE photoshop or info_missing or missing_faces;