ALTER TABLE "user" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "email_key" text GENERATED ALWAYS AS (case when split_part(lower(email), '@', 2) in ('gmail.com', 'googlemail.com') then replace(split_part(split_part(lower(email), '@', 1), '+', 1), '.', '') || '@gmail.com' else lower(email) end) STORED;--> statement-breakpoint
CREATE INDEX "user_last_sign_in_idx" ON "user" USING btree ("last_sign_in_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_email_key_idx" ON "user" USING btree ("email_key");--> statement-breakpoint
-- Sign-ins before this column: the newest session each person still has.
UPDATE "user" u SET last_sign_in_at = s.at FROM (SELECT user_id, max(created_at) AS at FROM session GROUP BY user_id) s WHERE s.user_id = u.id;
