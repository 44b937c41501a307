-- Issue 13: an upgrade line (background dressing to hero usage after the cut) names the line it upgrades.
ALTER TABLE "order_items" ADD COLUMN "upgrade_of_item_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_upgrade_of_fk" FOREIGN KEY ("upgrade_of_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_upgrade_of_idx" ON "order_items" USING btree ("upgrade_of_item_id");