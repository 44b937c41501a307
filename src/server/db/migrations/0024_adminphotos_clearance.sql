DROP INDEX "photo_clearances_decision_idx";--> statement-breakpoint
-- The back office filters photos by their clearance file's decision through an index (issue 26):
-- photos.clearance_decision copies photo_clearances.decision, null without a file. Added with
-- 'cleared' as a default so that existing rows need no rewrite (most photos are cleared: a live
-- one must be); only the others are updated, then the default goes.
ALTER TABLE "photos" ADD COLUMN "clearance_decision" text DEFAULT 'cleared';--> statement-breakpoint
UPDATE "photos" p SET "clearance_decision" = c.decision FROM "photo_clearances" c
  WHERE c.photo_id = p.id AND c.decision <> 'cleared';--> statement-breakpoint
UPDATE "photos" p SET "clearance_decision" = NULL
  WHERE NOT EXISTS (SELECT 1 FROM "photo_clearances" c WHERE c.photo_id = p.id);--> statement-breakpoint
ALTER TABLE "photos" ALTER COLUMN "clearance_decision" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "photos_clearance_created_idx" ON "photos" USING btree ("clearance_decision","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE OR REPLACE FUNCTION backdrop_sync_photo_clearance() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE photos p SET clearance_decision = (SELECT c.decision FROM photo_clearances c WHERE c.photo_id = p.id)
    WHERE p.id IN (SELECT photo_id FROM changed)
      AND p.clearance_decision IS DISTINCT FROM (SELECT c.decision FROM photo_clearances c WHERE c.photo_id = p.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER photo_clearances_sync_after_insert AFTER INSERT ON photo_clearances
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION backdrop_sync_photo_clearance();--> statement-breakpoint
CREATE TRIGGER photo_clearances_sync_after_update AFTER UPDATE ON photo_clearances
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION backdrop_sync_photo_clearance();--> statement-breakpoint
CREATE TRIGGER photo_clearances_sync_after_delete AFTER DELETE ON photo_clearances
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION backdrop_sync_photo_clearance();
