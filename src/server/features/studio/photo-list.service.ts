import { z } from 'zod';
import type { AdminPage } from '../../../core/admin-lists';
import { CONSENT_FACE_SOURCES } from '../../../core/people';
import {
  ADMIN_PHOTO_COUNT_CAP,
  type AdminPhotoRow,
  type AdminPhotoSort,
  type ClearanceFilter,
  type PhotoFlag,
  type StudioPhotoRow,
} from '../../../core/photo-studio';
import { isPhotoStatus, isRejectionReason, type PhotoStatus } from '../../../core/photo-workflow';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/typed-rows';
import { containing, type ListQuery } from '../../http/list-query';

/** The creator's name as buyers see it: their storefront, else their name, else their e-mail. */
export const CREATOR_SQL = `coalesce(nullif(pr.storefront_name, ''), nullif(u.name, ''), u.email)`;

/** A photo's clearance file's decision, `none` without one. */
export const CLEARANCE_SQL = `coalesce((select c.decision from photo_clearances c where c.photo_id = p.id), 'none')`;

const studioRow = z.object({
  id: z.string(),
  photoid: z.number(),
  title: z.string(),
  status: z.string(),
  rejection_reason: z.string().nullable(),
  rejection_note: z.string().nullable(),
  thumbnail_url: z.string(),
  price_cents: z.number(),
  updated_at: z.date(),
});

function toStudioRow(row: z.output<typeof studioRow>): StudioPhotoRow {
  return {
    photoid: row.photoid,
    title: row.title,
    status: isPhotoStatus(row.status) ? row.status : 'draft',
    rejection_reason:
      row.rejection_reason !== null && isRejectionReason(row.rejection_reason) ? row.rejection_reason : null,
    rejection_note: row.rejection_note,
    thumbnail_url: row.thumbnail_url,
    price_cents: row.price_cents,
    updated_at: row.updated_at.toISOString(),
  };
}

const STUDIO_COLUMNS = `p.id, p.photoid, p.title, p.photo_status as status, p.rejection_reason, p.rejection_note,
  p.thumbnail_url, p.price_cents, p.updated_at`;

/**
 * A contributor's photos, newest first (photos_user_created_idx), in every state: what they
 * uploaded, what waits for review, what was rejected and why.
 */
export async function listStudioPhotos(
  handle: DatabaseHandle,
  userId: string,
  query: { q: string; offset: number; limit: number; status: PhotoStatus | null },
): Promise<AdminPage<StudioPhotoRow>> {
  const params: unknown[] = [userId];
  let where = 'p.user_id = $1';
  if (query.status) {
    params.push(query.status);
    where += ` and p.photo_status = $${params.length}`;
  }
  if (query.q !== '') {
    params.push(containing(query.q));
    where += ` and p.title ilike $${params.length}`;
  }
  const filterParams = [...params];
  params.push(query.limit, query.offset);
  const [rows, [counted]] = await Promise.all([
    queryRows(
      handle,
      studioRow,
      `select ${STUDIO_COLUMNS} from photos p where ${where}
       order by p.created_at desc, p.id desc limit $${params.length - 1} offset $${params.length}`,
      params,
    ),
    queryRows(
      handle,
      z.object({ total: z.number() }),
      `select count(*)::int as total from photos p where ${where}`,
      filterParams,
    ),
  ]);
  return { total: counted?.total ?? 0, items: rows.map(toStudioRow) };
}

export interface AdminPhotoFilters {
  statuses: PhotoStatus[];
  flags: PhotoFlag[];
  clearance: ClearanceFilter | null;
  /** Added on or after this day (YYYY-MM-DD). */
  from: string | null;
  /** Added on or before this day (YYYY-MM-DD). */
  to: string | null;
  creatorId: string | null;
}

const adminRow = studioRow.extend({
  creator_id: z.string(),
  creator: z.string(),
  photoshop: z.boolean(),
  info_missing: z.boolean(),
  missing_faces: z.boolean(),
  clearance: z.string(),
  created_at: z.date(),
  people_unreleased: z.boolean(),
});

/**
 * Issue 27 item 6, for the page's rows only: whether a real face of the photo (detected or drawn,
 * not rejected) has no person or a person with no release on it (core/people.ts
 * allPeopleReleased; clearance/consent.service.ts heroBlockedPhotos says the same). One probe
 * of faces_photo_idx per row.
 */
const PEOPLE_UNRELEASED_SQL = `exists (select 1 from faces f
  where f.photo_id = p.id and f.rejected_at is null
    and f.source in (${CONSENT_FACE_SOURCES.map((source) => `'${source}'`).join(', ')})
    and (f.person_id is null or not exists (
      select 1 from photo_person_releases r where r.photo_id = f.photo_id and r.person_id = f.person_id)))`;

const SORT_SQL: Record<AdminPhotoSort, string> = {
  created_at: 'p.created_at',
  photoid: 'p.photoid',
  title: 'p.title',
};

/**
 * The whole catalogue for the back office, in every state (issue 26 item 5). Each filter is a
 * condition an index serves: the state with the date added (photos_status_created_idx), the date
 * alone (photos_created_idx), each flag (its partial index), a clearance decision
 * (photos.clearance_decision, kept by triggers: photos_clearance_created_idx), a `#photoid`. A search finds the photos whose title
 * or tags hold every word (stemmed, accents ignored: photos_titled_gin, the search vector's
 * weight A) or whose creator's storefront name contains the text (profiles_storefront_trgm,
 * looked up first so the planner sees the creators as values). With the words as a constant the
 * planner weighs them by the index's statistics: a common word walks the date index until the
 * page is full, a rare one reads its few matches from the GIN index and sorts them. The page is
 * cut first and only its rows are joined.
 */
export async function listAdminPhotos(
  handle: DatabaseHandle,
  filters: AdminPhotoFilters,
  query: ListQuery<AdminPhotoSort>,
): Promise<AdminPage<AdminPhotoRow & { people_unreleased: boolean }> & { total_capped: boolean }> {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  // One state as `=`: PostgreSQL 15 reads photos_status_created_idx in date order only for that.
  if (filters.statuses.length === 1) where.push(`p.photo_status = ${add(filters.statuses[0])}`);
  else if (filters.statuses.length > 0) where.push(`p.photo_status = any(${add(filters.statuses)}::text[])`);
  for (const flag of filters.flags) where.push(`p.${flag}`);
  if (filters.creatorId) where.push(`p.user_id = ${add(filters.creatorId)}::uuid`);
  if (filters.from) where.push(`p.created_at >= ${add(filters.from)}::date`);
  if (filters.to) where.push(`p.created_at < ${add(filters.to)}::date + 1`);
  // The decision as copied onto the photo by triggers (photos_clearance_created_idx).
  if (filters.clearance === 'none') where.push('p.clearance_decision is null');
  else if (filters.clearance) where.push(`p.clearance_decision = ${add(filters.clearance)}`);
  const q = query.q.trim();
  const number = /^#?\s*(\d{1,9})$/.exec(q);
  if (number) where.push(`p.photoid = ${add(Number(number[1]))}`);
  else if (q !== '') {
    const words = `ts_filter(p.search_vector, '{a}') @@ plainto_tsquery('english', backdrop_unaccent(${add(q)}))`;
    const creators = await storefrontsContaining(handle, q);
    // The creator first: PostgreSQL tests an OR's terms in order, and the words cost more.
    where.push(creators.length > 0 ? `(p.user_id = any(${add(creators)}::uuid[]) or ${words})` : words);
  }
  const condition = where.length > 0 ? where.join(' and ') : 'true';
  const filterParams = [...params];
  const dir = query.dir === 'asc' ? 'asc' : 'desc';
  const sort = SORT_SQL[query.sort];
  const limit = add(query.limit);
  const offset = add(query.offset);
  const [rows, [counted]] = await Promise.all([
    queryRows(
      handle,
      adminRow,
      `select ${STUDIO_COLUMNS}, p.user_id as creator_id, ${CREATOR_SQL} as creator,
              p.photoshop, p.info_missing, p.missing_faces, coalesce(p.clearance_decision, 'none') as clearance,
              p.created_at, ${PEOPLE_UNRELEASED_SQL} as people_unreleased
       from (select p.id, p.photoid, p.title, p.photo_status, p.rejection_reason, p.rejection_note,
               p.thumbnail_url, p.price_cents, p.updated_at, p.user_id, p.photoshop, p.info_missing,
               p.missing_faces, p.clearance_decision, p.created_at
             from photos p where ${condition} order by ${sort} ${dir}, p.id ${dir}
             limit ${limit} offset ${offset}) p
       join "user" u on u.id = p.user_id left join profiles pr on pr.id = p.user_id
       order by ${sort} ${dir}, p.id ${dir}`,
      params,
    ),
    queryRows(
      handle,
      z.object({ total: z.number() }),
      // Counted up to the cap: an exact count of a million rows costs a quarter of a second.
      `select count(*)::int as total from (select 1 from photos p where ${condition} limit ${ADMIN_PHOTO_COUNT_CAP + 1}) s`,
      filterParams,
    ),
  ]);
  const total = counted?.total ?? 0;
  return {
    total: Math.min(total, ADMIN_PHOTO_COUNT_CAP),
    total_capped: total > ADMIN_PHOTO_COUNT_CAP,
    items: rows.map((row) => ({
      ...toStudioRow(row),
      id: row.id,
      creator_id: row.creator_id,
      creator: row.creator,
      flags: { photoshop: row.photoshop, info_missing: row.info_missing, missing_faces: row.missing_faces },
      clearance: isClearance(row.clearance) ? row.clearance : 'none',
      created_at: row.created_at.toISOString(),
      people_unreleased: row.people_unreleased,
    })),
  };
}

/** The creators whose storefront name contains `text` (a handful: profiles_storefront_trgm). */
async function storefrontsContaining(handle: DatabaseHandle, text: string): Promise<string[]> {
  const rows = await queryRows(
    handle,
    z.object({ id: z.string() }),
    'select id from profiles where storefront_name ilike $1',
    [containing(text)],
  );
  return rows.map((row) => row.id);
}

export function isClearance(value: string): value is ClearanceFilter {
  return value === 'pending' || value === 'cleared' || value === 'not_cleared' || value === 'none';
}
