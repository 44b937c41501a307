import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, updatedAt } from './types';

/** spec §3 site_banners: admin-authored HTML, at most one active at a time. */
export const siteBanners = pgTable(
  'site_banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The admin's own name for the banner in the back office; visitors never see it. */
    title: text('title').notNull().default(''),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    /** An active banner shows from `starts_at` (null: at once) until `ends_at` (null: until deactivated). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Rises on every save: a save naming an older version is refused (two admins at once). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('site_banners_one_active').on(t.isActive).where(sql`is_active`)],
);

/**
 * spec §3 click_events: raw tracking rows, folded into click_analytics by the aggregator.
 * Partitioned by month on created_at (migration 0027; Drizzle cannot say so): hence the key
 * (id, created_at), and old months are dropped whole (features/analytics/partitions.ts).
 */
export const clickEvents = pgTable(
  'click_events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    eventType: text('event_type').notNull(),
    entityId: text('entity_id').notNull(),
    entityType: text('entity_type').notNull(),
    taxonomyType: text('taxonomy_type'),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    sessionId: text('session_id'),
    userAgent: text('user_agent'),
    referrer: text('referrer'),
    metadata: jsonb('metadata').notNull().default(sql`'{}'::jsonb`),
    processed: boolean('processed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.id, t.createdAt] }), index('click_events_created_idx').on(t.createdAt)],
);

/**
 * The aggregator's watermark (migration 0028): every click event whose id is at most `id` has been
 * folded into click_analytics, and none above it. It replaces click_events.processed, which the
 * aggregator no longer writes (a new tuple version per event cost more than the folding): an
 * event is "processed" when its id is at most this (features/analytics/aggregate-clicks.ts).
 */
export const clickEventsWatermark = pgTable(
  'click_events_watermark',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    id: bigint('id', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('click_events_watermark_one_row', sql`${t.singleton}`)],
);

/** spec §3 click_analytics: one row per entity; taxonomy_type '' when not a taxonomy. */
export const clickAnalytics = pgTable(
  'click_analytics',
  {
    entityType: text('entity_type').notNull(),
    taxonomyType: text('taxonomy_type').notNull().default(''),
    entityId: text('entity_id').notNull(),
    entityName: text('entity_name'),
    totalClicks: integer('total_clicks').notNull().default(0),
    uniqueUsers: integer('unique_users').notNull().default(0),
    uniqueSessions: integer('unique_sessions').notNull().default(0),
    lastClickedAt: timestamp('last_clicked_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.entityType, t.taxonomyType, t.entityId] }),
    index('click_analytics_popular_idx').on(t.entityType, t.taxonomyType, t.totalClicks.desc()),
    check('click_analytics_counts_nonnegative', sql`${t.totalClicks} >= 0 and ${t.uniqueUsers} >= 0`),
  ],
);

/**
 * Who has clicked each click_analytics entity, one row per (entity, visitor) pair, as a 64-bit
 * hash of `entity_type:taxonomy_type:entity_id` and `u:<user id>` or `s:<session id>` (migration
 * 0028; it held the four texts before: an index four times as wide, which made inserting a large
 * backlog's new pairs the aggregator's slowest step). The aggregator inserts the batch's pairs not
 * yet there and counts them, so unique_users and unique_sessions stay exact over all time (short
 * of a 64-bit collision: about one in 3,000 after 100 million pairs, costing one visitor) without
 * rescanning click_events; and no user or session id is kept here.
 */
export const clickAnalyticsVisitorKeys = pgTable('click_analytics_visitor_keys', {
  visitorKey: bigint('visitor_key', { mode: 'bigint' }).primaryKey(),
});

/** spec §3 search_analytics; dedupe_key makes a repeated report a unique violation (ignored). */
export const searchAnalytics = pgTable(
  'search_analytics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    searchTerm: text('search_term').notNull(),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    sessionId: text('session_id'),
    resultCount: integer('result_count').notNull().default(0),
    searchMethod: text('search_method').notNull(),
    synonymExpanded: boolean('synonym_expanded').notNull().default(false),
    expandedTerms: text('expanded_terms').array().notNull().default(sql`'{}'::text[]`),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    source: text('source'),
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'search_analytics_method_check',
      sql`${t.searchMethod} in ('exact', 'fuzzy', 'partial', 'fallback')`,
    ),
    index('search_analytics_created_idx').on(t.createdAt.desc()),
    index('search_analytics_term_idx').on(sql`lower(${t.searchTerm})`),
  ],
);

/** Development mail outbox (ARCHITECTURE.md): what would have gone out over SMTP. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt.desc())],
);

/** Small key/value facts about this installation, e.g. when the demo catalogue was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Secrets the app generated for itself, one row per name: the development AUTH_SECRET lives here
 * when several processes share one PostgreSQL, so a session made on one is valid on all.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
