import { customType, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL tsvector; only ever written by the database (generated column). */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** spec §3 license_type values. */
export const LICENSE_TYPES = ['background-dressing', 'hero-usage'] as const;
export const licenseTypeCheck = `'background-dressing', 'hero-usage'`;

/** `created_at`, set by the database when the row is inserted. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `updated_at`; services set it on every save (spec §3: profiles.updated_at is set on each save). */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
