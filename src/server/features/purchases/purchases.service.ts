import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { formatOrderNumber } from '../../../core/checkout';
import { LICENSE_TYPES, type LicenseType, upgradePriceCents } from '../../../core/pricing';
import type { DownloadLink, DownloadRequest, LicensedPhotos, Purchase } from '../../../core/purchases';
import { DOWNLOAD_LINK_MINUTES, DOWNLOAD_MESSAGES } from '../../../core/purchases';
import type { Owner } from '../../auth/owner';
import type { DatabaseHandle } from '../../db/client';
import { downloadLinks, orderItems, orders, photos, projects, purchases } from '../../db/tables';
import { AppError } from '../../errors';
import { containing } from '../../http/list-query';
import { byPhoto, heldLicences, heroUsageHeld } from './held-licences.service';

/**
 * What a buyer licensed, and links to download it (issue 13 item 4). Every query filters on the
 * owner. A refunded line is listed but no longer downloadable. Links are random tokens kept
 * hashed: they name the buyer and expire, and only that buyer's session opens them.
 */

/** The photo as its order line recorded it, else as it is now (a purchase without an order line). */
const photoidOf = sql`coalesce(${orderItems.photoNumber}, ${photos.photoid})`;
const titleOf = sql`coalesce(${orderItems.title}, ${photos.title})`;
const projectNameOf = sql`coalesce(${projects.name}, ${orders.projectName})`;

/** What `words` asks for: "#1042" is a photo's number and nothing else; other text is looked for in every name. */
function matching(words: string): SQL | undefined {
  if (/^#\d{1,9}$/.test(words)) return eq(photos.photoid, Number(words.slice(1)));
  if (words === '') return undefined;
  const pattern = containing(words);
  return or(
    ilike(titleOf, pattern),
    ilike(orders.productionTitle, pattern),
    ilike(projectNameOf, pattern),
    ilike(orders.companyName, pattern),
    sql`${photos.photoid}::text = ${words}`,
    ilike(sql`'BD-' || ${orders.number}`, pattern),
  );
}

export async function listPurchases(handle: DatabaseHandle, owner: Owner, query = ''): Promise<Purchase[]> {
  const rows = await handle.db
    .select({
      id: purchases.id,
      photo_id: purchases.photoId,
      line_photoid: orderItems.photoNumber,
      photoid: photos.photoid,
      line_title: orderItems.title,
      title: photos.title,
      creator_name: orderItems.creatorName,
      thumbnail_url: photos.thumbnailUrl,
      license_type: purchases.licenseType,
      price_cents: purchases.priceCents,
      purchase_date: purchases.purchaseDate,
      order_id: purchases.orderId,
      order_sequence: orders.number,
      project_id: purchases.projectId,
      current_project_name: projects.name,
      ordered_project_name: orders.projectName,
      production_title: orders.productionTitle,
      company: orders.companyName,
      line_price_cents: orderItems.priceCents,
      line_refunded_cents: orderItems.refundedCents,
      hero_held: heroUsageHeld,
    })
    .from(purchases)
    .innerJoin(photos, eq(photos.id, purchases.photoId))
    .leftJoin(orderItems, eq(orderItems.id, purchases.orderItemId))
    .leftJoin(orders, eq(orders.id, purchases.orderId))
    .leftJoin(projects, eq(projects.id, purchases.projectId))
    .where(and(eq(purchases.userId, owner.userId), isNull(purchases.deletedAt), matching(query.trim())))
    .orderBy(desc(purchases.purchaseDate), asc(photoidOf), asc(purchases.licenseType));
  return rows.map((row): Purchase => {
    const refunded = (row.line_refunded_cents ?? 0) > 0;
    const upgradable =
      row.license_type === 'background-dressing' &&
      !refunded &&
      row.line_price_cents !== null &&
      !row.hero_held;
    return {
      id: row.id,
      photo_id: row.photo_id,
      photoid: row.line_photoid ?? row.photoid,
      title: row.line_title ?? row.title,
      creator_name: row.creator_name,
      thumbnail_url: row.thumbnail_url,
      license_type: row.license_type,
      price_cents: row.price_cents,
      purchase_date: row.purchase_date.toISOString(),
      order_id: row.order_id,
      order_number: row.order_sequence === null ? null : formatOrderNumber(row.order_sequence),
      project_id: row.project_id,
      project_name: row.current_project_name ?? row.ordered_project_name,
      production_title: row.production_title,
      company: row.company,
      refunded,
      upgrade_price_cents:
        upgradable && row.line_price_cents !== null ? upgradePriceCents(row.line_price_cents) : null,
    };
  });
}

/**
 * The photos the buyer holds a live licence for, and for which productions: the grid and the
 * photo page show "Licensed", and the photo page offers the upgrade for the difference (issue 22).
 */
export async function licensedPhotos(handle: DatabaseHandle, owner: Owner): Promise<LicensedPhotos> {
  const held = byPhoto(await heldLicences(handle.db, owner.userId, null));
  return {
    items: [...held].map(([photo_id, licences]) => ({
      photo_id,
      license_types: LICENSE_TYPES.filter((type) =>
        licences.some((licence) => licence.license_type === type),
      ),
      licences,
    })),
  };
}

/** One file of a download: the photo's image key and the name it is saved under. */
export interface DownloadFile {
  imageKey: string;
  photoid: number;
  licenseType: LicenseType;
}

export interface ResolvedDownload {
  kind: 'file' | 'zip';
  fileName: string;
  files: DownloadFile[];
}

type DownloadScope = (typeof downloadLinks.$inferSelect)['scope'];

/** The purchases a link of each scope opens: the one purchase, an order's, a project's. */
const FILES_OF = {
  purchase: purchases.id,
  order: purchases.orderId,
  project: purchases.projectId,
} satisfies Record<DownloadScope, unknown>;

async function filesOf(
  handle: DatabaseHandle,
  userId: string,
  scope: DownloadScope,
  targetId: string,
): Promise<DownloadFile[]> {
  return handle.db
    .select({ imageKey: photos.imageKey, photoid: photos.photoid, licenseType: purchases.licenseType })
    .from(purchases)
    .innerJoin(photos, eq(photos.id, purchases.photoId))
    .leftJoin(orderItems, eq(orderItems.id, purchases.orderItemId))
    .where(
      and(
        eq(purchases.userId, userId),
        eq(FILES_OF[scope], targetId),
        isNull(purchases.deletedAt),
        sql`coalesce(${orderItems.refundedCents}, 0) = 0`,
      ),
    )
    .orderBy(asc(photos.photoid), asc(purchases.licenseType));
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function scopeOf(request: DownloadRequest): { scope: DownloadScope; targetId: string } {
  if ('purchase_id' in request) return { scope: 'purchase', targetId: request.purchase_id };
  if ('order_id' in request) return { scope: 'order', targetId: request.order_id };
  return { scope: 'project', targetId: request.project_id };
}

/** The name of what a link downloads: the photo's file, or the order's or project's ZIP. */
async function nameOf(
  handle: DatabaseHandle,
  scope: DownloadScope,
  targetId: string,
  files: DownloadFile[],
): Promise<string> {
  const [first] = files;
  if (scope === 'purchase' && first) return `backdrop-${first.photoid}-${first.licenseType}.jpg`;
  if (scope === 'order') {
    const [order] = await handle.db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.id, targetId));
    return `backdrop-${order ? formatOrderNumber(order.number) : 'order'}.zip`;
  }
  const [project] = await handle.db
    .select({ name: projects.name })
    .from(projects)
    .where(eq(projects.id, targetId));
  const slug = (project?.name ?? 'project')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `backdrop-${slug || 'project'}.zip`;
}

export async function createDownloadLink(
  handle: DatabaseHandle,
  owner: Owner,
  request: DownloadRequest,
  lifetimeSeconds = DOWNLOAD_LINK_MINUTES * 60,
): Promise<DownloadLink> {
  const { scope, targetId } = scopeOf(request);
  const files = await filesOf(handle, owner.userId, scope, targetId);
  if (files.length === 0) {
    // Nothing of the owner's there at all (or another's id) is not found; all of it refunded says so.
    const [any] = await handle.db
      .select({ id: purchases.id })
      .from(purchases)
      .where(
        and(eq(purchases.userId, owner.userId), eq(FILES_OF[scope], targetId), isNull(purchases.deletedAt)),
      )
      .limit(1);
    if (!any) throw new AppError('NOT_FOUND', 'Purchase not found');
    throw new AppError('INVALID', DOWNLOAD_MESSAGES.nothingToDownload);
  }
  // The buyer's links that expired over a day ago go as a new one is made: the table holds
  // what its buyers use, with no clean-up job to run (the day keeps a just-expired link's 410).
  await handle.db
    .delete(downloadLinks)
    .where(
      and(eq(downloadLinks.userId, owner.userId), lt(downloadLinks.expiresAt, sql`now() - interval '1 day'`)),
    );
  const token = randomBytes(32).toString('base64url');
  const [link] = await handle.db
    .insert(downloadLinks)
    .values({
      tokenHash: hashOf(token),
      userId: owner.userId,
      scope,
      targetId,
      expiresAt: sql`now() + make_interval(secs => ${lifetimeSeconds})`,
    })
    .returning({ expires_at: downloadLinks.expiresAt });
  return {
    url: `/api/downloads/${token}`,
    expires_at: (link?.expires_at ?? new Date()).toISOString(),
    kind: scope === 'purchase' ? 'file' : 'zip',
    file_name: await nameOf(handle, scope, targetId, files),
  };
}

/**
 * What a link opens, for the signed-in `viewerId`: refused when unknown (404), made for another
 * account (403) or expired (410). What it lists is read now: a line refunded since is left out.
 */
export async function resolveDownload(
  handle: DatabaseHandle,
  token: string,
  viewerId: string,
): Promise<ResolvedDownload> {
  const [link] = await handle.db
    .select({
      user_id: downloadLinks.userId,
      scope: downloadLinks.scope,
      target_id: downloadLinks.targetId,
      live: sql<boolean>`${downloadLinks.expiresAt} > now()`,
    })
    .from(downloadLinks)
    .where(eq(downloadLinks.tokenHash, hashOf(token)));
  if (!link) throw new AppError('NOT_FOUND', DOWNLOAD_MESSAGES.notFound);
  if (link.user_id !== viewerId) throw new AppError('FORBIDDEN', DOWNLOAD_MESSAGES.otherAccount);
  if (!link.live) throw new AppError('EXPIRED', DOWNLOAD_MESSAGES.expired);
  const files = await filesOf(handle, link.user_id, link.scope, link.target_id);
  if (files.length === 0) throw new AppError('INVALID', DOWNLOAD_MESSAGES.nothingToDownload);
  return {
    kind: link.scope === 'purchase' ? 'file' : 'zip',
    fileName: await nameOf(handle, link.scope, link.target_id, files),
    files,
  };
}
