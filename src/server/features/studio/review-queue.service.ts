import { z } from 'zod';
import type { AdminPage } from '../../../core/admin-lists';
import type { PhotoWorkflow, ReviewQueueRow } from '../../../core/photo-studio';
import { isPhotoStatus, isRejectionReason, transitionsFrom } from '../../../core/photo-workflow';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/typed-rows';
import { type StudioActor, studioPhoto } from './photo-access';
import { CLEARANCE_SQL, CREATOR_SQL, isClearance } from './photo-list.service';

const queueRow = z.object({
  id: z.string(),
  photoid: z.number(),
  title: z.string(),
  status: z.string(),
  version: z.number(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  price_cents: z.number(),
  thumbnail_url: z.string(),
  preview_url: z.string(),
  creator: z.string(),
  submitted_at: z.date().nullable(),
  clearance: z.string(),
});

/**
 * Photos waiting for an admin, oldest submission first: walks photos_review_queue_idx (partial on
 * the two waiting states), so its cost is the page, however large the catalogue.
 */
export async function reviewQueue(
  handle: DatabaseHandle,
  page: { offset: number; limit: number },
): Promise<AdminPage<ReviewQueueRow>> {
  const waiting = `p.photo_status in ('submitted', 'in_review')`;
  const [rows, [counted]] = await Promise.all([
    queryRows(
      handle,
      queueRow,
      `select p.id, p.photoid, p.title, p.photo_status as status, p.version, p.description, p.tags,
              p.price_cents, p.thumbnail_url, p.preview_url, ${CREATOR_SQL} as creator, p.submitted_at,
              ${CLEARANCE_SQL} as clearance
       from (select p.id, p.photoid, p.title, p.photo_status, p.version, p.description, p.tags, p.price_cents,
                    p.thumbnail_url, p.preview_url, p.user_id, p.submitted_at
             from photos p where ${waiting}
             order by p.submitted_at asc nulls last, p.id asc limit $1 offset $2) p
       join "user" u on u.id = p.user_id left join profiles pr on pr.id = p.user_id
       order by p.submitted_at asc nulls last, p.id asc`,
      [page.limit, page.offset],
    ),
    queryRows(
      handle,
      z.object({ total: z.number() }),
      `select count(*)::int as total from photos p where ${waiting}`,
    ),
  ]);
  return {
    total: counted?.total ?? 0,
    items: rows.map((row) => ({
      ...row,
      status: isPhotoStatus(row.status) ? row.status : 'submitted',
      submitted_at: row.submitted_at?.toISOString() ?? null,
      clearance: isClearance(row.clearance) ? row.clearance : 'none',
    })),
  };
}

const workflowRow = queueRow.extend({
  rejection_reason: z.string().nullable(),
  rejection_note: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.date().nullable(),
  creator_id: z.string(),
});

const historyRow = z.object({
  id: z.number(),
  actor_email: z.string(),
  action: z.string(),
  summary: z.string(),
  created_at: z.date(),
});

/** How many changes of a photo its page shows, newest first. */
const HISTORY_SHOWN = 100;

/**
 * GET /api/studio/photos/:photoid/workflow: the photo's state, the moves the person asking may
 * make, why it was rejected and by whom, and its history (every audit entry of the photo, from
 * this workflow, the editor and the clearance file).
 */
export async function photoWorkflow(
  handle: DatabaseHandle,
  actor: StudioActor,
  photoid: number,
): Promise<PhotoWorkflow> {
  const photo = await studioPhoto(handle.db, actor, photoid);
  const [[row], history] = await Promise.all([
    queryRows(
      handle,
      workflowRow,
      `select p.id, p.photoid, p.title, p.photo_status as status, p.version, p.description, p.tags,
              p.price_cents, p.thumbnail_url, p.preview_url, ${CREATOR_SQL} as creator, p.submitted_at,
              ${CLEARANCE_SQL} as clearance, p.rejection_reason, p.rejection_note,
              (select coalesce(nullif(r.name, ''), r.email) from "user" r where r.id = p.reviewed_by) as reviewed_by,
              p.reviewed_at, p.user_id as creator_id
       from photos p join "user" u on u.id = p.user_id left join profiles pr on pr.id = p.user_id
       where p.id = $1`,
      [photo.id],
    ),
    queryRows(
      handle,
      historyRow,
      `select id::float8 as id, actor_email, action, summary, created_at from audit_log
       where entity_type = 'photo' and entity_id = $1 order by created_at desc, id desc limit ${HISTORY_SHOWN}`,
      [photo.id],
    ),
  ]);
  if (!row) throw new Error(`photo ${photo.id} vanished`);
  const status = isPhotoStatus(row.status) ? row.status : photo.status;
  return {
    ...row,
    status,
    moves: transitionsFrom(status, actor.role).map((move) => ({ to: move.to, label: move.label })),
    rejection_reason:
      row.rejection_reason !== null && isRejectionReason(row.rejection_reason) ? row.rejection_reason : null,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    submitted_at: row.submitted_at?.toISOString() ?? null,
    clearance: isClearance(row.clearance) ? row.clearance : 'none',
    history: history.map((entry) => ({ ...entry, created_at: entry.created_at.toISOString() })),
  };
}
