import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { events } from './catalogue';
import { companies } from './personal';
import { createdAt, updatedAt } from './types';

/**
 * The back office's audit trail (issue 25): every change an admin makes, who made it, when, and
 * the record before and after. Written in the same transaction as the change, so a change that
 * rolls back leaves no entry and an entry always names a change that happened.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The admin; null once their account is deleted (the e-mail below still names them). */
    actorId: uuid('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** What was done, as `entity.verb`, e.g. `event.merge`, `banner.activate`. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** One line a person reads in the list, e.g. "Merged “Xmas 1975” into “Christmas 1975”". */
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  // `desc()` in a query sorts nulls first, as PostgreSQL does; an index serves that order only if
  // it is declared the same way (Drizzle's index `desc()` alone means nulls last).
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt.desc().nullsFirst()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc().nullsFirst()),
    // The trail is searched by words of the summary, the admin's e-mail or the action at once.
    index('audit_log_words_trgm').using(
      'gin',
      sql`(${t.summary} || ' ' || ${t.actorEmail} || ' ' || ${t.action}) gin_trgm_ops`,
    ),
  ],
);

/** An event merged into another keeps its old id here, so links to it still lead somewhere. */
export const eventAliases = pgTable('event_aliases', {
  oldId: uuid('old_id').primaryKey(),
  eventId: uuid('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** A company merged into another keeps its old id here, so its back-office link still resolves. */
export const companyAliases = pgTable('company_aliases', {
  oldId: uuid('old_id').primaryKey(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * Search tuning an admin can change (issue 25 item 5): one row, its values checked against safe
 * bounds by core/search-settings. `version` rises on every save, so two admins editing at once
 * are told rather than one silently overwriting the other.
 */
export const searchSettings = pgTable(
  'search_settings',
  {
    id: smallint('id').primaryKey().default(1),
    settings: jsonb('settings').notNull().default(sql`'{}'::jsonb`),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('search_settings_one_row', sql`${t.id} = 1`)],
);
