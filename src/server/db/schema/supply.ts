import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
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
import { photos } from './catalogue';
import { createdAt, updatedAt } from './types';

/**
 * Background work (ARCHITECTURE.md "background jobs"): one row per job, claimed with
 * `FOR UPDATE SKIP LOCKED` so two processes never run the same one, leased so a job whose
 * process died is claimed again, keyed so enqueueing twice makes one job. The same code runs on
 * PGlite and PostgreSQL.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What to do, e.g. `derive-upload`; the runner's handler of that name does it. */
    kind: text('kind').notNull(),
    /** Enqueueing a key that is queued or running already adds nothing (e.g. `derive-upload:{id}`). */
    key: text('key').notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** The process holding the job and until when; past `locked_until` another may claim it. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_state_check', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
    // One live job per key; a finished one may be enqueued again (a re-derivation, say).
    uniqueIndex('jobs_live_key_unique').on(t.key).where(sql`state in ('queued', 'running')`),
    index('jobs_claim_idx').on(t.runAfter, t.id).where(sql`state = 'queued'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`state = 'running'`),
  ],
);

/** What a file of an upload batch has become so far (shown live on the upload page). */
export const UPLOAD_STATES = ['uploading', 'received', 'processing', 'ready', 'failed', 'duplicate'] as const;

/**
 * One file sent to `/admin/photos/new` or `/contribute`: received through tus, derived by a job,
 * then a draft photo. A file that fails keeps its row with the reason, so the page can say it.
 */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The files of one drop share a batch; the describe and CSV pages work on a batch. */
    batchId: uuid('batch_id').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Whose storefront the photo is for (the contributor themself, or a creator an admin chose). */
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    declaredSize: bigint('declared_size', { mode: 'number' }),
    state: text('state').notNull().default('uploading'),
    /** Why the file was refused or failed, in words for the person who sent it. */
    error: text('error'),
    contentSha256: text('content_sha256'),
    /** Storage key of the file as received (private: never served). */
    masterKey: text('master_key'),
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    /** The photo this file is byte-for-byte (refused). */
    duplicateOf: uuid('duplicate_of').references(() => photos.id, { onDelete: 'set null' }),
    /** A photo that looks the same (flagged, not refused). */
    similarTo: uuid('similar_to').references(() => photos.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'photo_uploads_state_check',
      sql`${t.state} in ('uploading', 'received', 'processing', 'ready', 'failed', 'duplicate')`,
    ),
    index('photo_uploads_batch_idx').on(t.batchId, t.createdAt),
    index('photo_uploads_uploader_idx').on(t.uploadedBy, t.createdAt.desc().nullsFirst()),
  ],
);

/** How the rights holder came to hold the rights. */
export const RIGHTS_BASES = ['own_archive', 'donation', 'purchase', 'estate'] as const;
export const CLEARANCE_DECISIONS = ['pending', 'cleared', 'not_cleared'] as const;

/**
 * The clearance file of a photo (issue 26): who holds the rights and how, where the photo came
 * from, who and what is recognisable, what uses are excluded, and who decided it is cleared.
 * A photo goes live only with `decision = 'cleared'`.
 */
export const photoClearances = pgTable(
  'photo_clearances',
  {
    photoId: uuid('photo_id')
      .primaryKey()
      .references(() => photos.id, { onDelete: 'cascade' }),
    rightsHolder: text('rights_holder'),
    rightsBasis: text('rights_basis'),
    source: text('source'),
    provenanceNotes: text('provenance_notes'),
    recognisablePeople: boolean('recognisable_people'),
    peopleCount: integer('people_count').notNull().default(0),
    recognisableProperty: boolean('recognisable_property'),
    propertyCount: integer('property_count').notNull().default(0),
    /** Codes of the standard exclusions (core/clearance.ts), plus free text below. */
    exclusions: text('exclusions').array().notNull().default(sql`'{}'::text[]`),
    exclusionNotes: text('exclusion_notes'),
    decision: text('decision').notNull().default('pending'),
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'photo_clearances_basis_check',
      sql`${t.rightsBasis} is null or ${t.rightsBasis} in ('own_archive', 'donation', 'purchase', 'estate')`,
    ),
    check('photo_clearances_decision_check', sql`${t.decision} in ('pending', 'cleared', 'not_cleared')`),
    check('photo_clearances_counts_check', sql`${t.peopleCount} >= 0 and ${t.propertyCount} >= 0`),
  ],
);

export const RELEASE_KINDS = ['person', 'property'] as const;

/**
 * A signed model or property release, kept once in its creator's library and attached to every
 * photo it covers (a family estate's release covers hundreds). The file is stored like an
 * original: private, reached only through the app.
 */
export const releases = pgTable(
  'releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    signer: text('signer').notNull(),
    /** The signer's role, e.g. "the person shown", "executor of the estate", "owner of the house". */
    signerRole: text('signer_role').notNull(),
    signedOn: date('signed_on').notNull(),
    /** Which person or property it covers, in words. */
    covers: text('covers').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    contentSha256: text('content_sha256').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('releases_kind_check', sql`${t.kind} in ('person', 'property')`),
    uniqueIndex('releases_creator_sha_unique').on(t.creatorId, t.contentSha256),
    index('releases_creator_idx').on(t.creatorId, t.createdAt.desc().nullsFirst()),
  ],
);

export const photoReleases = pgTable(
  'photo_releases',
  {
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.photoId, t.releaseId] }),
    index('photo_releases_release_idx').on(t.releaseId),
  ],
);
