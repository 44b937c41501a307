import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { STALE_EDIT } from '../../../core/admin-lists';
import {
  type BulkAction,
  type BulkOutcome,
  incompleteMessage,
  missingForSubmit,
  NOT_CLEARED_MESSAGE,
} from '../../../core/photo-studio';
import {
  findTransition,
  PHOTO_STATUS_LABELS,
  type PhotoStatus,
  REJECTION_REASONS,
  type RejectionReason,
  refusedTransitionMessage,
} from '../../../core/photo-workflow';
import type { DatabaseHandle, Queryable } from '../../db/client';
import { photos } from '../../db/tables';
import { sqlRows } from '../../db/typed-rows';
import { AppError } from '../../errors';
import { recordAudit } from '../audit';
import { type StudioActor, studioPhoto } from './photo-access';

export interface StatusChange {
  to: PhotoStatus;
  /** The photo's version the person saw; null in bulk actions, which act on the photo as it is. */
  version: number | null;
  reason?: RejectionReason;
  note?: string;
}

const facts = z.object({
  title: z.string(),
  tags: z.array(z.string()),
  price_cents: z.number(),
  decision: z.string().nullable(),
});

/** What the move needs of the photo beyond being allowed: complete words to submit, a cleared file to go live. */
async function checkPreconditions(tx: Queryable, photoId: string, to: PhotoStatus): Promise<void> {
  if (to !== 'submitted' && to !== 'live') return;
  const [row] = await sqlRows(
    tx,
    facts,
    sql`select p.title, p.tags, p.price_cents, c.decision
        from photos p left join photo_clearances c on c.photo_id = p.id where p.id = ${photoId}`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'Photo not found');
  if (to === 'submitted') {
    const missing = missingForSubmit(row);
    if (missing.length > 0) throw new AppError('REFUSED', incompleteMessage(missing));
  }
  if (to === 'live' && row.decision !== 'cleared') throw new AppError('REFUSED', NOT_CLEARED_MESSAGE);
}

/** The one line the history shows for a move. */
function summaryOf(photoid: number, from: PhotoStatus, change: StatusChange): string {
  const base = `#${photoid}: ${PHOTO_STATUS_LABELS[from]} → ${PHOTO_STATUS_LABELS[change.to]}`;
  if (change.to !== 'rejected' || !change.reason) return base;
  return `${base} (${REJECTION_REASONS[change.reason]}${change.note ? `: ${change.note}` : ''})`;
}

/**
 * Moves one photo to `change.to` inside `tx`: the actor must be allowed the move from the photo's
 * state (409 otherwise), the version must be the one they saw (409), a rejection names a reason,
 * a submission needs the photo described and going live needs its clearance file cleared. The
 * photo's version goes up and the move is written to the audit trail in the same transaction.
 */
export async function movePhoto(
  tx: Queryable,
  actor: StudioActor,
  photoid: number,
  change: StatusChange,
): Promise<{ id: string; status: PhotoStatus }> {
  const photo = await studioPhoto(tx, actor, photoid, { forUpdate: true });
  if (change.version !== null && photo.version !== change.version) throw new AppError('CHANGED', STALE_EDIT);
  if (!findTransition(photo.status, change.to, actor.role))
    throw new AppError('REFUSED', refusedTransitionMessage(photo.status, change.to));
  if (change.to === 'rejected' && !change.reason)
    throw new AppError('INVALID', 'Choose why the photo is rejected: pick a reason from the list.', {
      reason: 'Choose a reason',
    });
  await checkPreconditions(tx, photo.id, change.to);
  const now = new Date();
  const values: Partial<typeof photos.$inferInsert> = { photoStatus: change.to, updatedAt: now };
  if (change.to === 'submitted') {
    values.submittedAt = now;
    values.rejectionReason = null;
    values.rejectionNote = null;
  }
  if (change.to === 'approved' || change.to === 'rejected') {
    values.reviewedBy = actor.userId;
    values.reviewedAt = now;
  }
  if (change.to === 'rejected') {
    values.rejectionReason = change.reason ?? null;
    values.rejectionNote = change.note?.trim() || null;
  }
  await tx
    .update(photos)
    .set({ ...values, version: sql`${photos.version} + 1` })
    .where(eq(photos.id, photo.id));
  await recordAudit(
    tx,
    { id: actor.userId, email: actor.email },
    {
      action: `photo.${change.to}`,
      entityType: 'photo',
      entityId: photo.id,
      summary: summaryOf(photoid, photo.status, change),
      before: { status: photo.status },
      after: {
        status: change.to,
        ...(change.reason ? { reason: change.reason, note: change.note?.trim() || null } : {}),
      },
    },
  );
  return { id: photo.id, status: change.to };
}

/** POST /api/studio/photos/:photoid/status: one move, in its own transaction. */
export async function changePhotoStatus(
  handle: DatabaseHandle,
  actor: StudioActor,
  photoid: number,
  change: StatusChange,
): Promise<{ id: string; status: PhotoStatus }> {
  return handle.transaction((tx) => movePhoto(tx, actor, photoid, change));
}

export interface BulkRequest {
  photoids: number[];
  action: BulkAction;
  reason?: RejectionReason;
  note?: string;
  price_cents?: number;
  tag?: string;
}

/** The state each workflow action leads to, and the states it starts from (the first that applies). */
const BULK_MOVES: Partial<Record<BulkAction, PhotoStatus>> = {
  approve: 'approved',
  reject: 'rejected',
  publish: 'live',
  withdraw: 'withdrawn',
};

/**
 * An admin's action on many photos: each photo in its own transaction (a savepoint), so one
 * refused photo never undoes the others; the answer says for each what happened and why not.
 */
export async function bulkPhotoAction(
  handle: DatabaseHandle,
  actor: StudioActor,
  request: BulkRequest,
): Promise<{ results: BulkOutcome[] }> {
  const results: BulkOutcome[] = [];
  for (const photoid of [...new Set(request.photoids)]) {
    try {
      const status = await handle.transaction(async (tx) => {
        const to = BULK_MOVES[request.action];
        if (to) {
          // Approving a submitted photo takes it through review in one step, as the admin's move allows.
          return (
            await movePhoto(tx, actor, photoid, {
              to,
              version: null,
              reason: request.reason,
              note: request.note,
            })
          ).status;
        }
        return editPhoto(tx, actor, photoid, request);
      });
      results.push({ photoid, outcome: 'applied', status });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ photoid, outcome: 'refused', why: error.message });
    }
  }
  return { results };
}

/** A bulk price or tag change of one photo, written to its history. */
async function editPhoto(
  tx: Queryable,
  actor: StudioActor,
  photoid: number,
  request: BulkRequest,
): Promise<PhotoStatus> {
  const photo = await studioPhoto(tx, actor, photoid, { forUpdate: true });
  const [row] = await sqlRows(
    tx,
    z.object({ price_cents: z.number(), tags: z.array(z.string()) }),
    sql`select price_cents, tags from photos where id = ${photo.id}`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'Photo not found');
  let summary: string;
  let before: unknown;
  let after: unknown;
  if (request.action === 'set_price') {
    const price = request.price_cents ?? 0;
    await tx
      .update(photos)
      .set({ priceCents: price, updatedAt: new Date(), version: sql`${photos.version} + 1` })
      .where(eq(photos.id, photo.id));
    summary = `#${photoid}: price set to ${(price / 100).toFixed(2)}`;
    before = { price_cents: row.price_cents };
    after = { price_cents: price };
  } else {
    const tag = (request.tag ?? '').trim();
    if (row.tags.some((existing) => existing.toLowerCase() === tag.toLowerCase()))
      throw new AppError('REFUSED', `It already has the tag “${tag}”.`);
    if (row.tags.length >= 50)
      throw new AppError('REFUSED', 'It already has 50 tags, the most a photo may have.');
    await tx
      .update(photos)
      .set({ tags: [...row.tags, tag], updatedAt: new Date(), version: sql`${photos.version} + 1` })
      .where(eq(photos.id, photo.id));
    summary = `#${photoid}: tag “${tag}” added`;
    before = { tags: row.tags };
    after = { tags: [...row.tags, tag] };
  }
  await recordAudit(
    tx,
    { id: actor.userId, email: actor.email },
    { action: `photo.${request.action}`, entityType: 'photo', entityId: photo.id, summary, before, after },
  );
  return photo.status;
}
