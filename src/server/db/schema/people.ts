import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { persons, photos } from './catalogue';
import { releases } from './supply';
import { createdAt } from './types';

/** One source person as it was before a merge: what undoing the merge puts back. */
export type MergedPersonSnapshot = {
  personId: string;
  name: string | null;
  hidden: boolean;
  coverFaceId: string | null;
  /** The faces that moved from this person to the target. */
  faceIds: string[];
  /** The consent links that named this person on a photo (photo id → release id). */
  releaseLinks: { photoId: string; releaseId: string }[];
};

/**
 * A merge of persons into a target (issue 27), kept so the last one can be undone. The target
 * keeps its name and cover; each source points at it (`persons.merged_into_id`) and an alias row
 * (`person_aliases`) records the pair for get_aliased_person_ids.
 */
export const personMerges = pgTable(
  'person_merges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetPersonId: uuid('target_person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    sources: jsonb('sources').$type<MergedPersonSnapshot[]>().notNull(),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: uuid('undone_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [index('person_merges_recent_idx').on(t.createdAt.desc()).where(sql`${t.undoneAt} is null`)],
);

/**
 * Consent (issue 27 item 6): the release in the photo's clearance file that covers one person
 * found on the photo. A photo whose identifiable people are not all linked cannot be sold as
 * hero usage.
 */
export const photoPersonReleases = pgTable(
  'photo_person_releases',
  {
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    linkedBy: uuid('linked_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.photoId, t.personId] }),
    index('photo_person_releases_person_idx').on(t.personId),
    index('photo_person_releases_release_idx').on(t.releaseId),
  ],
);
