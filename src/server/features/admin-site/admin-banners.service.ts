import { and, asc, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import { type AdminPage, STALE_EDIT } from '../../../core/admin-lists';
import { type AdminBanner, BANNER_MESSAGES, type BannerSaved, bannerState } from '../../../core/banner-html';
import type { DatabaseHandle, Queryable } from '../../db/client';
import { siteBanners } from '../../db/tables';
import { AppError } from '../../errors';
import { containing, type ListQuery } from '../../http/list-query';
import { type AuditActor, recordAudit } from '../audit';
import { sanitiseBanner } from './sanitise-banner';

type BannerRow = typeof siteBanners.$inferSelect;

function toAdminBanner(row: BannerRow, now = new Date()): AdminBanner {
  const shape = {
    is_active: row.isActive,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
  };
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    ...shape,
    state: bannerState(shape, now),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the trail keeps of a banner, before and after. */
const audited = (banner: AdminBanner) => ({
  title: banner.title,
  content: banner.content,
  is_active: banner.is_active,
  starts_at: banner.starts_at,
  ends_at: banner.ends_at,
});

export async function listBanners(
  handle: DatabaseHandle,
  query: ListQuery<'updated_at' | 'title'>,
): Promise<AdminPage<AdminBanner>> {
  const where = query.q ? ilike(siteBanners.title, containing(query.q)) : undefined;
  const column = query.sort === 'title' ? siteBanners.title : siteBanners.updatedAt;
  const order = query.dir === 'asc' ? asc(column) : desc(column);
  const [rows, [counted]] = await Promise.all([
    handle.db
      .select()
      .from(siteBanners)
      .where(where)
      .orderBy(order, asc(siteBanners.id))
      .offset(query.offset)
      .limit(query.limit),
    handle.db.select({ total: count() }).from(siteBanners).where(where),
  ]);
  const now = new Date();
  return { total: counted?.total ?? 0, items: rows.map((row) => toAdminBanner(row, now)) };
}

async function findBanner(db: Queryable, id: string): Promise<BannerRow> {
  const [row] = await db.select().from(siteBanners).where(eq(siteBanners.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No such banner');
  return row;
}

export async function getBanner(handle: DatabaseHandle, id: string): Promise<AdminBanner> {
  return toAdminBanner(await findBanner(handle.db, id));
}

export interface BannerInput {
  title: string;
  content: string;
  starts_at: string | null;
  ends_at: string | null;
}

/** The HTML as stored, or 400 when nothing visible would be left of it. */
function sanitised(content: string) {
  const clean = sanitiseBanner(content);
  if (!clean.visible) {
    const message = clean.removed.length
      ? `${BANNER_MESSAGES.empty} Removed: ${clean.removed.join(', ')}.`
      : BANNER_MESSAGES.empty;
    throw new AppError('INVALID', message, { content: message });
  }
  return clean;
}

const moment = (value: string | null) => (value === null ? null : new Date(value));

/** A new banner, inactive until an admin activates it. */
export async function createBanner(
  handle: DatabaseHandle,
  actor: AuditActor,
  input: BannerInput,
): Promise<BannerSaved> {
  const clean = sanitised(input.content);
  return handle.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(siteBanners)
      .values({
        title: input.title,
        content: clean.content,
        startsAt: moment(input.starts_at),
        endsAt: moment(input.ends_at),
      })
      .returning();
    if (!row) throw new Error('insert returned no banner');
    const banner = toAdminBanner(row);
    await recordAudit(tx, actor, {
      action: 'banner.create',
      entityType: 'banner',
      entityId: banner.id,
      summary: `Created the banner “${banner.title}”`,
      after: { ...audited(banner), removed: clean.removed },
    });
    return { banner, removed: clean.removed };
  });
}

/** One versioned update of a banner: 0 rows (someone saved meanwhile) is STALE_EDIT. */
async function updateVersioned(
  tx: Queryable,
  id: string,
  version: number,
  values: Partial<typeof siteBanners.$inferInsert>,
): Promise<BannerRow> {
  const [row] = await tx
    .update(siteBanners)
    .set({ ...values, version: sql`${siteBanners.version} + 1`, updatedAt: new Date() })
    .where(and(eq(siteBanners.id, id), eq(siteBanners.version, version)))
    .returning();
  if (!row) throw new AppError('CHANGED', STALE_EDIT);
  return row;
}

/**
 * An edit of title, content or schedule. The banner keeps its id, so a visitor who dismissed it
 * does not see it again (spec §4 keys dismissals by id): edits are corrections; news is a new banner.
 */
export async function updateBanner(
  handle: DatabaseHandle,
  actor: AuditActor,
  id: string,
  input: BannerInput & { version: number },
): Promise<BannerSaved> {
  const clean = sanitised(input.content);
  return handle.db.transaction(async (tx) => {
    const before = toAdminBanner(await findBanner(tx, id));
    const row = await updateVersioned(tx, id, input.version, {
      title: input.title,
      content: clean.content,
      startsAt: moment(input.starts_at),
      endsAt: moment(input.ends_at),
    });
    const banner = toAdminBanner(row);
    await recordAudit(tx, actor, {
      action: 'banner.edit',
      entityType: 'banner',
      entityId: id,
      summary: `Edited the banner “${banner.title}”`,
      before: audited(before),
      after: { ...audited(banner), removed: clean.removed },
    });
    return { banner, removed: clean.removed };
  });
}

/**
 * Makes this the one active banner: the one active before is switched off in the same
 * transaction (the partial unique index `site_banners_one_active` would refuse two).
 */
export async function activateBanner(
  handle: DatabaseHandle,
  actor: AuditActor,
  id: string,
  version: number,
): Promise<AdminBanner> {
  return handle.db.transaction(async (tx) => {
    const before = toAdminBanner(await findBanner(tx, id));
    if (before.version !== version) throw new AppError('CHANGED', STALE_EDIT);
    if (before.ends_at && new Date(before.ends_at) <= new Date())
      throw new AppError('INVALID', BANNER_MESSAGES.ended, { ends_at: BANNER_MESSAGES.ended });
    const others = await tx
      .update(siteBanners)
      .set({ isActive: false, version: sql`${siteBanners.version} + 1`, updatedAt: new Date() })
      .where(and(eq(siteBanners.isActive, true), ne(siteBanners.id, id)))
      .returning();
    for (const other of others) {
      const after = toAdminBanner(other);
      await recordAudit(tx, actor, {
        action: 'banner.deactivate',
        entityType: 'banner',
        entityId: other.id,
        summary: `Deactivated the banner “${other.title}” (“${before.title}” replaced it)`,
        before: { ...audited(after), is_active: true },
        after: audited(after),
      });
    }
    const banner = toAdminBanner(await updateVersioned(tx, id, version, { isActive: true }));
    await recordAudit(tx, actor, {
      action: 'banner.activate',
      entityType: 'banner',
      entityId: id,
      summary: `Activated the banner “${banner.title}”`,
      before: audited(before),
      after: audited(banner),
    });
    return banner;
  });
}

export async function deactivateBanner(
  handle: DatabaseHandle,
  actor: AuditActor,
  id: string,
  version: number,
): Promise<AdminBanner> {
  return handle.db.transaction(async (tx) => {
    const before = toAdminBanner(await findBanner(tx, id));
    const banner = toAdminBanner(await updateVersioned(tx, id, version, { isActive: false }));
    await recordAudit(tx, actor, {
      action: 'banner.deactivate',
      entityType: 'banner',
      entityId: id,
      summary: `Deactivated the banner “${banner.title}”`,
      before: audited(before),
      after: audited(banner),
    });
    return banner;
  });
}

export async function deleteBanner(
  handle: DatabaseHandle,
  actor: AuditActor,
  id: string,
  version: number,
): Promise<void> {
  await handle.db.transaction(async (tx) => {
    const before = toAdminBanner(await findBanner(tx, id));
    const [gone] = await tx
      .delete(siteBanners)
      .where(and(eq(siteBanners.id, id), eq(siteBanners.version, version)))
      .returning({ id: siteBanners.id });
    if (!gone) throw new AppError('CHANGED', STALE_EDIT);
    await recordAudit(tx, actor, {
      action: 'banner.delete',
      entityType: 'banner',
      entityId: id,
      summary: `Deleted the banner “${before.title}”`,
      before: audited(before),
    });
  });
}
