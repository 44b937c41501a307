import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './types';

// better-auth's documented core schema (user, session, account, verification) plus the
// admin plugin's columns. User ids are uuids because spec §2 routes (/user/{id}) and
// profiles.id (= user id) rely on that shape.

export const user = pgTable(
  'user',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('user'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    /** When a session was last started for them (set by auth.ts on every sign-in; issue 25). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /**
     * The e-mail as one person's key (core `normalisedEmail`): lower-case, and for Gmail without
     * dots and a +tag. Accounts sharing it are offered for consolidation (issue 25).
     */
    emailKey: text('email_key').generatedAlwaysAs(
      sql`case when split_part(lower(email), '@', 2) in ('gmail.com', 'googlemail.com') then replace(split_part(split_part(lower(email), '@', 1), '+', 1), '.', '') || '@gmail.com' else lower(email) end`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The back office finds people by part of an e-mail or name among 100k accounts (issue 25).
  (t) => [
    index('user_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
    index('user_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('user_created_idx').on(t.createdAt.desc().nullsFirst()),
    // Most recent first with those who never signed in last, read backwards for the other way.
    index('user_last_sign_in_idx').on(t.lastSignInAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('user_email_key_idx').on(t.emailKey),
  ],
);

export const session = pgTable(
  'session',
  {
    // better-auth is set to let the database generate ids (`generateId: 'uuid'`).
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    token: text('token').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: uuid('impersonated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    // better-auth is set to let the database generate ids (`generateId: 'uuid'`).
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    // better-auth is set to let the database generate ids (`generateId: 'uuid'`).
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** Fixed-window counters for sign-in, link and reset limits, shared by every app process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sign-up details (spec §7: first_name, last_name, agreement_*) waiting for the e-mail's
 * one-time link to be clicked; the profile is created from them with the account.
 */
export const pendingSignups = pgTable('pending_signups', {
  email: text('email').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name'),
  agreementType: text('agreement_type').notNull(),
  agreementAccepted: boolean('agreement_accepted').notNull(),
  agreementDate: timestamp('agreement_date', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
