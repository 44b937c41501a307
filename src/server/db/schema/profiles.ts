import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, updatedAt } from './types';

/** spec §3 profile: id equals the user id; creators carry a storefront_name. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    storefrontName: text('storefront_name'),
    bio: text('bio'),
    needsPasswordSetup: boolean('needs_password_setup').notNull().default(false),
    agreementType: text('agreement_type'),
    agreementAccepted: boolean('agreement_accepted').notNull().default(false),
    agreementDate: timestamp('agreement_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('profiles_agreement_type_check', sql`${t.agreementType} in ('standard', 'custom')`),
    // The back office's photo search finds creators by a part of their storefront name.
    index('profiles_storefront_trgm').using('gin', sql`${t.storefrontName} gin_trgm_ops`),
  ],
);

/** Accounts imported from the earlier WordPress site (check_wordpress_migrant, spec §7). */
export const legacyUsers = pgTable(
  'legacy_users',
  {
    email: text('email').primaryKey(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    migratedAt: timestamp('migrated_at', { withTimezone: true }),
  },
  (t) => [check('legacy_users_email_lower_check', sql`${t.email} = lower(${t.email})`)],
);
