import { and, asc, count, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import {
  type AdminEventRow,
  type AdminEventSort,
  type AttachResult,
  EVENT_MESSAGES,
  type MergeResult,
} from '../../../core/admin-events';
import type { AdminPage, SortDirection } from '../../../core/admin-lists';
import type { DatabaseHandle, Queryable } from '../../db/client';
import { eventAliases, events, photoEvents, photos } from '../../db/tables';
import { AppError } from '../../errors';
import { containing } from '../../http/list-query';
import { type AuditActor, recordAudit } from '../audit';

/**
 * The back office's events (issue 25 item 1). A merged event leaves an `event_aliases` row, so
 * its old links and search filters lead to the survivor (taxonomy and photos resolve aliases).
 * `photos.event_ids` follows `photo_events` by triggers on insert and delete (migration 0005), so
 * photos move by inserting the survivor's rows and deleting the old ones, never by an update.
 */

/** Photos tagged with the event, whatever their status (the admin sees drafts too). */
const photoCount =
  sql<number>`(select count(*) from ${photoEvents} where ${photoEvents.eventId} = ${events.id})`.mapWith(
    Number,
  );

const ROW = { id: events.id, name: events.name, photo_count: photoCount, created_at: events.createdAt };

const SORT_COLUMN = {
  name: sql`lower(${events.name})`,
  photo_count: photoCount,
  created_at: events.createdAt,
};

function toRow(row: { id: string; name: string; photo_count: number; created_at: Date }): AdminEventRow {
  return { ...row, created_at: row.created_at.toISOString() };
}

export async function listAdminEvents(
  handle: DatabaseHandle,
  query: { q: string; sort: AdminEventSort; dir: SortDirection; offset: number; limit: number },
): Promise<AdminPage<AdminEventRow>> {
  const where = query.q === '' ? undefined : ilike(events.name, containing(query.q));
  const order = query.dir === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    handle.db
      .select(ROW)
      .from(events)
      .where(where)
      .orderBy(order(SORT_COLUMN[query.sort]), asc(events.id))
      .offset(query.offset)
      .limit(query.limit),
    handle.db.select({ total: count() }).from(events).where(where),
  ]);
  return { items: rows.map(toRow), total: counted?.total ?? 0 };
}

async function eventRow(db: Queryable, id: string): Promise<AdminEventRow> {
  const [row] = await db.select(ROW).from(events).where(eq(events.id, id));
  if (!row) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  return toRow(row);
}

/** Locks the event for the change and answers its name; 404 when it is gone. */
async function lockedEvent(tx: Queryable, id: string): Promise<{ id: string; name: string }> {
  const [row] = await tx
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(eq(events.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  return row;
}

/** Names are unique whatever their case ("Xmas 1975" and "XMAS 1975" are one event). */
async function refuseTakenName(tx: Queryable, name: string, except?: string): Promise<void> {
  const [taken] = await tx
    .select({ name: events.name })
    .from(events)
    .where(
      and(eq(sql`lower(${events.name})`, name.toLowerCase()), except ? ne(events.id, except) : undefined),
    )
    .limit(1);
  if (taken)
    throw new AppError('DUPLICATE', EVENT_MESSAGES.duplicate(taken.name), {
      name: EVENT_MESSAGES.duplicate(taken.name),
    });
}

export async function createEvent(
  handle: DatabaseHandle,
  actor: AuditActor,
  name: string,
): Promise<AdminEventRow> {
  return handle.transaction(async (tx) => {
    // One event name at a time: two admins creating "Xmas 1975" at once make one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('backdrop.event-names'))`);
    await refuseTakenName(tx, name);
    const [created] = await tx.insert(events).values({ name }).returning({ id: events.id });
    if (!created) throw new Error('the event was not created');
    await recordAudit(tx, actor, {
      action: 'event.create',
      entityType: 'event',
      entityId: created.id,
      summary: `Created the event “${name}”`,
      after: { name },
    });
    return eventRow(tx, created.id);
  });
}

export async function renameEvent(
  handle: DatabaseHandle,
  actor: AuditActor,
  id: string,
  name: string,
): Promise<AdminEventRow> {
  return handle.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('backdrop.event-names'))`);
    const before = await lockedEvent(tx, id);
    if (before.name !== name) {
      await refuseTakenName(tx, name, id);
      await tx.update(events).set({ name }).where(eq(events.id, id));
      await recordAudit(tx, actor, {
        action: 'event.rename',
        entityType: 'event',
        entityId: id,
        summary: `Renamed “${before.name}” to “${name}”`,
        before: { name: before.name },
        after: { name },
      });
    }
    return eventRow(tx, id);
  });
}

/**
 * Moves every photo of `oldId` to `intoId` (a photo already in both keeps one row), leaves an
 * alias old → survivor, re-points the aliases that led to the old event, and deletes it.
 */
export async function mergeEvents(
  handle: DatabaseHandle,
  actor: AuditActor,
  oldId: string,
  intoId: string,
): Promise<MergeResult> {
  if (oldId === intoId)
    throw new AppError('INVALID', EVENT_MESSAGES.mergeSelf, { into: EVENT_MESSAGES.mergeSelf });
  return handle.transaction(async (tx) => {
    // Locked in a fixed order, so two merges of the same pair cannot wait on each other.
    const [first, second] = oldId < intoId ? [oldId, intoId] : [intoId, oldId];
    const locked = new Map<string, { id: string; name: string }>();
    for (const id of [first, second]) locked.set(id, await lockedEvent(tx, id));
    const old = locked.get(oldId);
    const survivor = locked.get(intoId);
    if (!old || !survivor) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
    const [oldCount] = await tx
      .select({ n: count() })
      .from(photoEvents)
      .where(eq(photoEvents.eventId, oldId));
    const movedRows = await tx
      .insert(photoEvents)
      .select(
        tx
          .select({ photoId: photoEvents.photoId, eventId: sql<string>`${intoId}::uuid`.as('event_id') })
          .from(photoEvents)
          .where(eq(photoEvents.eventId, oldId)),
      )
      .onConflictDoNothing()
      .returning({ photo_id: photoEvents.photoId });
    await tx.delete(photoEvents).where(eq(photoEvents.eventId, oldId));
    const repointed = await tx
      .update(eventAliases)
      .set({ eventId: intoId })
      .where(eq(eventAliases.eventId, oldId))
      .returning({ old_id: eventAliases.oldId });
    await tx
      .insert(eventAliases)
      .values({ oldId, eventId: intoId })
      .onConflictDoUpdate({ target: eventAliases.oldId, set: { eventId: intoId } });
    await tx.delete(events).where(eq(events.id, oldId));
    const moved = movedRows.length;
    await recordAudit(tx, actor, {
      action: 'event.merge',
      entityType: 'event',
      entityId: intoId,
      summary: `Merged “${old.name}” into “${survivor.name}” (${moved} ${moved === 1 ? 'photo' : 'photos'} moved)`,
      before: {
        merged: { id: oldId, name: old.name, photo_count: oldCount?.n ?? 0 },
        survivor: { id: intoId, name: survivor.name },
      },
      after: {
        survivor: { id: intoId, name: survivor.name },
        moved,
        aliases: [oldId, ...repointed.map((row) => row.old_id)],
      },
    });
    return { survivor: await eventRow(tx, intoId), moved };
  });
}

/** Deletes an event no photo uses; one in use is 409 IN_USE saying how many photos use it. */
export async function deleteEvent(handle: DatabaseHandle, actor: AuditActor, id: string): Promise<void> {
  await handle.transaction(async (tx) => {
    const event = await lockedEvent(tx, id);
    const [used] = await tx.select({ n: count() }).from(photoEvents).where(eq(photoEvents.eventId, id));
    const uses = used?.n ?? 0;
    if (uses > 0) throw new AppError('IN_USE', EVENT_MESSAGES.inUse(uses));
    await tx.delete(events).where(eq(events.id, id));
    await recordAudit(tx, actor, {
      action: 'event.delete',
      entityType: 'event',
      entityId: id,
      summary: `Deleted the event “${event.name}”`,
      before: { name: event.name },
    });
  });
}

/** Tags photos with the event; photos that already have it are left as they are (idempotent). */
export async function attachPhotos(
  handle: DatabaseHandle,
  actor: AuditActor,
  id: string,
  photoIds: readonly string[],
): Promise<AttachResult> {
  const wanted = [...new Set(photoIds)];
  return handle.transaction(async (tx) => {
    const event = await lockedEvent(tx, id);
    const existing = await tx
      .select({ id: photos.id, photoid: photos.photoid })
      .from(photos)
      .where(inArray(photos.id, wanted));
    if (existing.length !== wanted.length)
      throw new AppError('INVALID', EVENT_MESSAGES.unknownPhotos, {
        photo_ids: EVENT_MESSAGES.unknownPhotos,
      });
    const inserted = await tx
      .insert(photoEvents)
      .values(wanted.map((photoId) => ({ photoId, eventId: id })))
      .onConflictDoNothing()
      .returning({ photo_id: photoEvents.photoId });
    const attached = new Set(inserted.map((row) => row.photo_id));
    if (attached.size > 0) {
      const numbers = existing
        .filter((photo) => attached.has(photo.id))
        .map((photo) => photo.photoid)
        .sort((a, b) => a - b);
      await recordAudit(tx, actor, {
        action: 'event.attach',
        entityType: 'event',
        entityId: id,
        summary: `Added ${numbers.length} ${numbers.length === 1 ? 'photo' : 'photos'} to “${event.name}”`,
        after: { photoids: numbers },
      });
    }
    return { event: await eventRow(tx, id), attached: attached.size, already: wanted.length - attached.size };
  });
}
