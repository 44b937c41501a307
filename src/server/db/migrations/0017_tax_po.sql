-- Issue 22: purchase-order number, billing country and tax (per order and per line, so a refunded line gives its tax back).
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_prices_nonnegative";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_prices_nonnegative" CHECK ("order_items"."price_cents" >= 0 and "order_items"."discounted_price_cents" between 0 and "order_items"."price_cents" and "order_items"."tax_cents" >= 0 and "order_items"."refunded_cents" between 0 and "order_items"."discounted_price_cents" + "order_items"."tax_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_nonnegative" CHECK ("orders"."tax_cents" >= 0 and "orders"."tax_rate_bp" >= 0);