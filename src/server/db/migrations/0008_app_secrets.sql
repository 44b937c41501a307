-- Secrets the app generates for itself (the development AUTH_SECRET on a shared PostgreSQL):
-- every process on the database reads the same row, so sessions are valid on all of them.
CREATE TABLE IF NOT EXISTS "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
