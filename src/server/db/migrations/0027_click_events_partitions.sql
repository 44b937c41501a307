-- click_events partitioned by month on created_at (issue 28 item 2): old months are dropped whole
-- after ANALYTICS_RETENTION_MONTHS instead of deleted row by row, and the aggregator's scans of
-- unprocessed rows stay within the recent partitions. A partitioned table's key must hold the
-- partition column, hence (id, created_at). Rows of months without a partition land in
-- click_events_default; click_events_ensure_partition moves them out when their month is made.
ALTER TABLE "click_events" RENAME TO "click_events_unpartitioned";
--> statement-breakpoint
ALTER TABLE "click_events_unpartitioned" RENAME CONSTRAINT "click_events_pkey" TO "click_events_unpartitioned_pkey";
--> statement-breakpoint
ALTER INDEX "click_events_unprocessed_idx" RENAME TO "click_events_unpartitioned_unprocessed_idx";
--> statement-breakpoint
ALTER INDEX "click_events_created_idx" RENAME TO "click_events_unpartitioned_created_idx";
--> statement-breakpoint
ALTER SEQUENCE "click_events_id_seq" OWNED BY NONE;
--> statement-breakpoint
CREATE TABLE "click_events" (
	"id" bigint DEFAULT nextval('click_events_id_seq') NOT NULL,
	"event_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"entity_type" text NOT NULL,
	"taxonomy_type" text,
	"user_id" uuid,
	"session_id" text,
	"user_agent" text,
	"referrer" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "click_events_id_created_at_pk" PRIMARY KEY ("id", "created_at")
) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
ALTER SEQUENCE "click_events_id_seq" OWNED BY "click_events"."id";
--> statement-breakpoint
CREATE TABLE "click_events_default" PARTITION OF "click_events" DEFAULT;
--> statement-breakpoint
-- Makes the partition of the month holding `month_start` unless it exists, first moving that
-- month's rows out of the default partition (PostgreSQL refuses a new partition whose range the
-- default partition already holds rows of). Its name is click_events_pYYYYMM.
CREATE OR REPLACE FUNCTION click_events_ensure_partition(month_start date) RETURNS boolean
LANGUAGE plpgsql AS $fn$
DECLARE
  first_day date := date_trunc('month', month_start)::date;
  next_first_day date := (date_trunc('month', month_start) + interval '1 month')::date;
  partition_name text := 'click_events_p' || to_char(month_start, 'YYYYMM');
BEGIN
  IF to_regclass(partition_name) IS NOT NULL THEN
    RETURN false;
  END IF;
  CREATE TEMP TABLE IF NOT EXISTS click_events_moving (LIKE click_events) ON COMMIT DROP;
  WITH moved AS (
    DELETE FROM click_events_default WHERE created_at >= first_day AND created_at < next_first_day RETURNING *
  )
  INSERT INTO click_events_moving SELECT * FROM moved;
  EXECUTE format(
    'CREATE TABLE %I PARTITION OF click_events FOR VALUES FROM (%L) TO (%L)',
    partition_name, first_day, next_first_day);
  INSERT INTO click_events SELECT * FROM click_events_moving;
  DELETE FROM click_events_moving;
  RETURN true;
END
$fn$;
--> statement-breakpoint
-- Months from the oldest row's to two months ahead, so neither the copy below nor the next
-- weeks' events land in the default partition.
SELECT click_events_ensure_partition(month::date)
FROM generate_series(
  date_trunc('month', least(now(), coalesce((SELECT min(created_at) FROM click_events_unpartitioned), now()))),
  date_trunc('month', now()) + interval '2 months',
  interval '1 month') AS month;
--> statement-breakpoint
INSERT INTO "click_events" SELECT * FROM "click_events_unpartitioned";
--> statement-breakpoint
DROP TABLE "click_events_unpartitioned";
--> statement-breakpoint
ALTER TABLE "click_events" ADD CONSTRAINT "click_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "click_events_unprocessed_idx" ON "click_events" USING btree ("entity_type","entity_id") WHERE not processed;
--> statement-breakpoint
CREATE INDEX "click_events_created_idx" ON "click_events" USING btree ("created_at");
--> statement-breakpoint
-- The aggregator walks unprocessed events by id range: only their entries, never the processed past.
CREATE INDEX "click_events_unprocessed_id_idx" ON "click_events" USING btree ("id") WHERE not processed;
--> statement-breakpoint
-- Who has clicked each entity (features/analytics/aggregate-clicks.ts): exact unique counts.
CREATE TABLE "click_analytics_visitors" (
	"entity_type" text NOT NULL,
	"taxonomy_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "click_analytics_visitors_entity_type_taxonomy_type_entity_id_visitor_pk" PRIMARY KEY("entity_type","taxonomy_type","entity_id","visitor")
);
