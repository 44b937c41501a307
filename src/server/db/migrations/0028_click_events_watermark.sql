-- Aggregation at volume (issue 28). 1. A watermark: events with id <= click_events_watermark.id
-- are folded into click_analytics, those above are waiting. The aggregator no longer sets
-- click_events.processed (a new tuple version per event); the column stays, unwritten.
CREATE TABLE "click_events_watermark" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"id" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "click_events_watermark_one_row" CHECK ("click_events_watermark"."singleton")
);
--> statement-breakpoint
-- Everything below the first event still unprocessed is folded; with none waiting, everything is.
INSERT INTO "click_events_watermark" ("id")
SELECT coalesce((SELECT min(id) - 1 FROM click_events WHERE NOT processed), (SELECT max(id) FROM click_events), 0);
--> statement-breakpoint
-- Nothing reads "not processed" any more: waiting events are an id range of the primary key.
DROP INDEX "click_events_unprocessed_idx";
--> statement-breakpoint
DROP INDEX "click_events_unprocessed_id_idx";
--> statement-breakpoint
-- 2. Who has clicked what, as one 64-bit hash per (entity, visitor) pair instead of four texts
-- (features/analytics/aggregate-clicks.ts, visitorKey: the same expression).
CREATE TABLE "click_analytics_visitor_keys" (
	"visitor_key" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
INSERT INTO "click_analytics_visitor_keys" ("visitor_key")
SELECT DISTINCT hashtextextended(entity_type || ':' || taxonomy_type || ':' || entity_id || ' ' || visitor, 0)
FROM "click_analytics_visitors";
--> statement-breakpoint
DROP TABLE "click_analytics_visitors" CASCADE;
