-- Issue 13: a paid order's licence certificate carries a code anyone can check at /verify/{code}.
ALTER TABLE "orders" ADD COLUMN "certificate_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_certificate_code_unique" ON "orders" USING btree ("certificate_code");--> statement-breakpoint
-- Orders paid before certificates existed (the demo's) get their code too.
UPDATE "orders" SET "certificate_code" = upper(substr(md5("id"::text || clock_timestamp()::text), 1, 12)) WHERE "status" IN ('paid', 'refunded', 'partially_refunded') AND "certificate_code" IS NULL;
