import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, tsvector, updatedAt } from './types';

export { PHOTO_STATUSES } from '../../../core/photo-workflow';

/**
 * One licensable photo. `photos_details` (a view, see migrations) adds the creator's
 * storefront name, event names and face ids in the spec §3 shape.
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photoid: integer('photoid').notNull().unique().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    priceCents: integer('price_cents').notNull(),
    // Storage key of the image files; the demo catalogue's keys are generated recipes.
    imageKey: text('image_key').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    previewUrl: text('preview_url').notNull(),
    width: integer('width'),
    height: integer('height'),
    fileSize: bigint('file_size', { mode: 'number' }),
    friendlyPrintSize: text('friendly_print_size'),
    // spec §2: square when width/height is within 0.95–1.05; a missing size counts as square.
    orientation: text('orientation')
      .notNull()
      .generatedAlwaysAs(
        sql`case when width is null or height is null or height = 0 then 'square' when width::numeric / height between 0.95 and 1.05 then 'square' when width > height then 'horizontal' else 'vertical' end`,
      ),
    dateTaken: date('date_taken'),
    decadeTaken: text('decade_taken'),
    locationCity: text('location_city'),
    locationStateProvince: text('location_state_province'),
    locationCountry: text('location_country'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    emotions: text('emotions').array().notNull().default(sql`'{}'::text[]`),
    ethnicities: text('ethnicities').array().notNull().default(sql`'{}'::text[]`),
    ageGroups: text('age_groups').array().notNull().default(sql`'{}'::text[]`),
    genders: text('genders').array().notNull().default(sql`'{}'::text[]`),
    imageStyle: text('image_style'),
    colorAndMood: text('color_and_mood'),
    dominantColor: text('dominant_color'),
    peopleCount: integer('people_count').notNull().default(0),
    peopleComposition: text('people_composition'),
    // Youngest and oldest face in the photo, for the face-age filter (spec §3, 0–105).
    faceAgeMin: integer('face_age_min'),
    faceAgeMax: integer('face_age_max'),
    photoStatus: text('photo_status').notNull().default('draft'),
    featured: boolean('featured').notNull().default(false),
    // Admin flags (spec §3 "Photo flags").
    photoshop: boolean('photoshop').notNull().default(false),
    infoMissing: boolean('info_missing').notNull().default(false),
    missingFaces: boolean('missing_faces').notNull().default(false),
    /** When face detection last ran on this photo's file (issue 27); null: not yet. */
    facesScannedAt: timestamp('faces_scanned_at', { withTimezone: true }),
    // Supply (issue 26): the uploaded file, how it was reviewed, and why it was refused.
    /** SHA-256 of the uploaded file: the same bytes twice are refused. */
    contentSha256: text('content_sha256'),
    /** 64-bit difference hash of the picture: a near-duplicate is within a few bits. */
    perceptualHash: bigint('perceptual_hash', { mode: 'bigint' }),
    /** ThumbHash (base64) drawn while the thumbnail loads. */
    placeholder: text('placeholder'),
    /** Storage key of the uploaded original (private); null for the demo's drawn photos. */
    masterKey: text('master_key'),
    originalFileName: text('original_file_name'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** A code of REJECTION_REASONS (core/photo-workflow.ts) and the reviewer's own words. */
    rejectionReason: text('rejection_reason'),
    rejectionNote: text('rejection_note'),
    /**
     * Its clearance file's decision (photo_clearances), null without one: copied by triggers
     * (migration 0024) so the back office's list filters by it through an index.
     */
    clearanceDecision: text('clearance_decision'),
    /** Bumped on every save by the editor and the workflow: a save based on an older one is refused. */
    version: integer('version').notNull().default(1),
    // Total clicks copied from click_analytics by the aggregator so "popular" sorts on an index.
    popularity: integer('popularity').notNull().default(0),
    // A fixed pseudo-random position per photo: "random" order walks this index from a seeded
    // starting point, so a shuffled page never sorts the whole catalogue.
    randomKey: integer('random_key').notNull().generatedAlwaysAs(sql`hashtext(id::text) & 2147483647`),
    // Event ids of photo_events, copied by triggers (migration 0005) so the search vector can carry them.
    eventIds: uuid('event_ids').array().notNull().default(sql`'{}'::uuid[]`),
    // Text lexemes (title and tags A, style and mood B, places C, description D) plus one
    // `~code:value` token per filter value (FILTER_TOKENS in search-tokens.ts): one GIN index
    // answers a search with any mix of words and filters, intersecting them inside the index.
    // Values written as people write them (places, styles, moods, tags) are folded to lower case
    // without accents (migration 0009), so `country=cote d'ivoire` finds Côte d'Ivoire.
    // (A generated column cannot read another, so orientation's expression is repeated.)
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', backdrop_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('english', backdrop_unaccent(backdrop_join(tags))), 'A') || setweight(to_tsvector('english', backdrop_unaccent(coalesce(image_style, '') || ' ' || coalesce(color_and_mood, '') || ' ' || backdrop_join(emotions) || ' ' || coalesce(people_composition, ''))), 'B') || setweight(to_tsvector('english', backdrop_unaccent(coalesce(location_city, '') || ' ' || coalesce(location_state_province, '') || ' ' || coalesce(location_country, '') || ' ' || coalesce(decade_taken, ''))), 'C') || setweight(to_tsvector('english', backdrop_unaccent(coalesce(description, ''))), 'D') || array_to_tsvector(array_remove(array['~d:' || decade_taken, '~o:' || (case when width is null or height is null or height = 0 then 'square' when width::numeric / height between 0.95 and 1.05 then 'square' when width > height then 'horizontal' else 'vertical' end), '~c:' || backdrop_fold(location_country), '~s:' || backdrop_fold(location_state_province), '~y:' || backdrop_fold(location_city), '~u:' || user_id::text, '~st:' || backdrop_fold(image_style), '~cm:' || backdrop_fold(color_and_mood), '~dc:' || backdrop_fold(dominant_color), '~pc:' || backdrop_fold(people_composition), '~n:' || least(people_count, 10)::text, case when featured then '~f:' end], null) || backdrop_folded_tokens('~e:', ethnicities) || backdrop_folded_tokens('~a:', age_groups) || backdrop_tokens('~g:', genders) || backdrop_folded_tokens('~m:', emotions) || backdrop_folded_tokens('~t:', tags) || backdrop_tokens('~ev:', event_ids::text[]))`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('photos_photoid_positive', sql`${t.photoid} > 0`),
    check('photos_price_nonnegative', sql`${t.priceCents} >= 0`),
    check(
      'photos_size_positive',
      sql`(${t.width} is null or ${t.width} > 0) and (${t.height} is null or ${t.height} > 0)`,
    ),
    check('photos_people_count_nonnegative', sql`${t.peopleCount} >= 0`),
    check(
      'photos_face_age_range',
      sql`(${t.faceAgeMin} is null or ${t.faceAgeMin} between 0 and 105) and (${t.faceAgeMax} is null or ${t.faceAgeMax} between 0 and 105)`,
    ),
    check(
      'photos_status_check',
      sql`${t.photoStatus} in ('draft', 'submitted', 'in_review', 'approved', 'live', 'rejected', 'withdrawn')`,
    ),
    check('photos_decade_check', sql`${t.decadeTaken} ~ '^[0-9]{3}0s$'`),
    // Search (spec §7 search_photos_v2): every filter and sort has an index over live photos.
    index('photos_live_created_idx').on(t.createdAt.desc(), t.id).where(sql`photo_status = 'live'`),
    index('photos_live_popularity_idx').on(t.popularity.desc(), t.id).where(sql`photo_status = 'live'`),
    index('photos_live_random_idx').on(t.randomKey, t.id).where(sql`photo_status = 'live'`),
    index('photos_live_decade_idx').on(t.decadeTaken).where(sql`photo_status = 'live'`),
    index('photos_live_orientation_idx').on(t.orientation).where(sql`photo_status = 'live'`),
    index('photos_live_people_count_idx').on(t.peopleCount).where(sql`photo_status = 'live'`),
    index('photos_live_location_idx')
      .on(t.locationCountry, t.locationStateProvince, t.locationCity)
      .where(sql`photo_status = 'live'`),
    index('photos_live_city_idx').on(t.locationCity).where(sql`photo_status = 'live'`),
    index('photos_live_face_age_idx').on(t.faceAgeMin, t.faceAgeMax).where(sql`photo_status = 'live'`),
    index('photos_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The review queue, oldest first; duplicates found by the uploaded file's hash.
    index('photos_review_queue_idx')
      .on(t.submittedAt, t.id)
      .where(sql`photo_status in ('submitted', 'in_review')`),
    uniqueIndex('photos_content_sha256_unique').on(t.contentSha256),
    // The media routes' access check finds the photos of a key of the first catalogues by it (issue 26).
    index('photos_image_key_idx').on(t.imageKey),
    // The back office's catalogue list, every state, newest first, and its flag filters (issue 26).
    index('photos_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // One per flag: a flag's filter and its count read its own index alone (one index over any flag
    // made the count of the photoshopped read 100,000 photos to find 10,000, 0.5 s at 1M).
    index('photos_photoshop_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`photoshop`),
    index('photos_info_missing_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`info_missing`),
    index('photos_missing_faces_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`missing_faces`),
    // The back office's list filtered by clearance (null: no file), newest first.
    index('photos_clearance_created_idx').on(
      t.clearanceDecision,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The back office's list sorted by title.
    index('photos_title_idx').on(t.title, t.id),
    index('photos_status_created_idx').on(t.photoStatus, t.createdAt.desc().nullsFirst()),
    index('photos_image_style_idx').on(t.imageStyle).where(sql`photo_status = 'live'`),
    index('photos_color_mood_idx').on(t.colorAndMood).where(sql`photo_status = 'live'`),
    index('photos_featured_idx').on(t.featured).where(sql`photo_status = 'live' and featured`),
    index('photos_tags_gin').using('gin', t.tags),
    index('photos_ethnicities_gin').using('gin', t.ethnicities),
    index('photos_age_groups_gin').using('gin', t.ageGroups),
    index('photos_genders_gin').using('gin', t.genders),
    index('photos_emotions_gin').using('gin', t.emotions),
    index('photos_search_vector_gin').using('gin', t.searchVector),
    // The title and tags alone (weight A): a relevance order too broad to rank one by one puts the
    // photos that say the words there first, and pages them through this (decision 009). Not
    // partial: the planner reads an expression's statistics only from an index on every row.
    index('photos_titled_gin').using('gin', sql`ts_filter(${t.searchVector}, '{a}')`),
    index('photos_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [index('events_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const photoEvents = pgTable(
  'photo_events',
  {
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.photoId, t.eventId] }),
    index('photo_events_event_idx').on(t.eventId, t.photoId),
  ],
);

/** spec §3 Synonym: a term and the word it is a synonym of; search expands both ways. */
export const synonyms = pgTable(
  'synonyms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    term: text('term').notNull(),
    synonymOf: text('synonym_of').notNull(),
  },
  (t) => [
    check('synonyms_not_self', sql`lower(${t.term}) <> lower(${t.synonymOf})`),
    uniqueIndex('synonyms_pair_unique').on(sql`lower(${t.term})`, sql`lower(${t.synonymOf})`),
    index('synonyms_synonym_of_idx').on(sql`lower(${t.synonymOf})`),
  ],
);

/**
 * One human, as faces were grouped (issue 27). A merged person keeps its row, pointing at the
 * person it joined (`merged_into_id`), so every id once shown still resolves.
 */
export const persons = pgTable(
  'persons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    /** Hidden people are left out of the people grid's default view and of "Similar people". */
    hidden: boolean('hidden').notNull().default(false),
    /** The face shown for this person; null: the clearest of their faces. */
    coverFaceId: uuid('cover_face_id').references((): AnyPgColumn => faces.id, { onDelete: 'set null' }),
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => persons.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('persons_not_merged_into_self', sql`${t.mergedIntoId} is null or ${t.mergedIntoId} <> ${t.id}`),
    index('persons_merged_into_idx').on(t.mergedIntoId),
  ],
);

/** Two person records known to be the same human (get_aliased_person_ids, spec §7). */
export const personAliases = pgTable(
  'person_aliases',
  {
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    aliasPersonId: uuid('alias_person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.aliasPersonId] }),
    check('person_aliases_not_self', sql`${t.personId} <> ${t.aliasPersonId}`),
    index('person_aliases_alias_idx').on(t.aliasPersonId),
  ],
);

/** Where a face came from: found by the detector, drawn by an admin, or invented by the demo seed. */
export const FACE_SOURCES = ['detected', 'manual', 'seed'] as const;
/** Length of a face embedding (face-api's recognition net). */
export const FACE_EMBEDDING_DIMENSIONS = 128;

export const faces = pgTable(
  'faces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    personId: uuid('person_id').references(() => persons.id, { onDelete: 'set null' }),
    age: integer('age'),
    gender: text('gender'),
    ethnicity: text('ethnicity'),
    /** The face's box as fractions (0–1) of the upright (EXIF-oriented) picture. */
    boxX: real('box_x'),
    boxY: real('box_y'),
    boxWidth: real('box_width'),
    boxHeight: real('box_height'),
    /** Detector confidence 0–1; null for drawn and seeded faces. */
    score: real('score'),
    /** Unit-length face descriptor; null for drawn and seeded faces (nothing to compare). */
    embedding: real('embedding').array(),
    source: text('source').notNull().default('seed'),
    /** How the face got its person: 'cluster' (automatic) or 'admin'; an admin's choice is kept by re-clustering. */
    assignedBy: text('assigned_by'),
    /** A false face an admin rejected: kept (so re-detection does not bring it back) but never shown. */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectedBy: uuid('rejected_by').references(() => user.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('faces_age_range', sql`${t.age} is null or ${t.age} between 0 and 105`),
    check('faces_source', sql`${t.source} in ('detected', 'manual', 'seed')`),
    check('faces_assigned_by', sql`${t.assignedBy} is null or ${t.assignedBy} in ('cluster', 'admin')`),
    check(
      'faces_box',
      sql`(${t.boxX} is null and ${t.boxY} is null and ${t.boxWidth} is null and ${t.boxHeight} is null) or
        (${t.boxX} >= 0 and ${t.boxY} >= 0 and ${t.boxWidth} > 0 and ${t.boxHeight} > 0 and
         ${t.boxX} + ${t.boxWidth} <= 1.0001 and ${t.boxY} + ${t.boxHeight} <= 1.0001)`,
    ),
    check('faces_embedding_length', sql`${t.embedding} is null or cardinality(${t.embedding}) = 128`),
    index('faces_photo_idx').on(t.photoId),
    index('faces_person_idx').on(t.personId),
    index('faces_unassigned_idx').on(t.photoId).where(sql`${t.personId} is null and ${t.rejectedAt} is null`),
  ],
);

/**
 * Distinct words of the catalogue with their document counts. Typo tolerance runs trigram
 * similarity over this small table, never over photos (ARCHITECTURE.md: too slow at 1M).
 */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    word: text('word').primaryKey(),
    documents: integer('documents').notNull().default(0),
  },
  (t) => [index('search_lexicon_word_trgm').using('gin', sql`${t.word} gin_trgm_ops`)],
);
