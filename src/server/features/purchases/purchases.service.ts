import { createHash, randomBytes } from 'node:crypto';
import { formatOrderNumber } from '../../../core/checkout';
import { LICENSE_TYPES, type LicenseType, upgradePriceCents } from '../../../core/pricing';
import type { DownloadLink, DownloadRequest, LicensedPhotos, Purchase } from '../../../core/purchases';
import { DOWNLOAD_LINK_MINUTES, DOWNLOAD_MESSAGES } from '../../../core/purchases';
import type { Owner } from '../../auth/owner';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../errors';
import { byPhoto, heldLicences } from './held-licences.service';

/**
 * What a buyer licensed, and links to download it (issue 13 item 4). Every query filters on the
 * owner. A refunded line is listed but no longer downloadable. Links are random tokens kept
 * hashed: they name the buyer and expire, and only that buyer's session opens them.
 */

const PURCHASE_COLUMNS = `p.id, p.photo_id, coalesce(i.photo_number, ph.photoid) as photoid,
  coalesce(i.title, ph.title) as title, i.creator_name, d.thumbnail_url, p.license_type, p.price_cents,
  p.purchase_date, p.order_id, o.number as order_sequence, p.project_id,
  coalesce(pr.name, o.project_name) as project_name, o.production_title, o.company_name as company,
  coalesce(i.refunded_cents > 0, false) as refunded,
  case when p.license_type = 'background-dressing' and coalesce(i.refunded_cents, 0) = 0 and i.id is not null
    and not exists (
      select 1 from purchases h left join order_items hi on hi.id = h.order_item_id
      where h.user_id = p.user_id and h.photo_id = p.photo_id and h.license_type = 'hero-usage'
        and h.project_id is not distinct from p.project_id
        and h.deleted_at is null and coalesce(hi.refunded_cents, 0) = 0
    ) then i.price_cents end as upgrade_base_cents`;

const PURCHASE_JOINS = `from purchases p
  join photos ph on ph.id = p.photo_id
  left join order_items i on i.id = p.order_item_id
  left join orders o on o.id = p.order_id
  left join projects pr on pr.id = p.project_id
  left join photos_details d on d.id = p.photo_id`;

type PurchaseRow = Omit<Purchase, 'order_number' | 'upgrade_price_cents'> & {
  order_sequence: number | null;
  upgrade_base_cents: number | null;
};

function toPurchase({ order_sequence, upgrade_base_cents, ...row }: PurchaseRow): Purchase {
  return {
    ...row,
    order_number: order_sequence === null ? null : formatOrderNumber(order_sequence),
    upgrade_price_cents: upgrade_base_cents === null ? null : upgradePriceCents(upgrade_base_cents),
  };
}

/** A `like` pattern that matches `text` literally anywhere. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export async function listPurchases(handle: DatabaseHandle, owner: Owner, query = ''): Promise<Purchase[]> {
  const words = query.trim();
  // "#1042" is a photo's number and nothing else; other text is looked for in every name.
  const photoid = /^#\d{1,9}$/.test(words) ? Number(words.slice(1)) : null;
  const rows = await handle.raw<PurchaseRow>(
    `select ${PURCHASE_COLUMNS} ${PURCHASE_JOINS}
     where p.user_id = $1 and p.deleted_at is null
       and (case
         when $4::int is not null then ph.photoid = $4::int
         when $2 = '' then true
         else coalesce(i.title, ph.title) ilike $3 or o.production_title ilike $3
           or coalesce(pr.name, o.project_name) ilike $3 or o.company_name ilike $3
           or ph.photoid::text = $2 or ('BD-' || o.number) ilike $3
       end)
     order by p.purchase_date desc, photoid, p.license_type`,
    [owner.userId, words, containing(words), photoid],
  );
  return rows.map(toPurchase);
}

/**
 * The photos the buyer holds a live licence for, and for which productions: the grid and the
 * photo page show "Licensed", and the photo page offers the upgrade for the difference (issue 22).
 */
export async function licensedPhotos(handle: DatabaseHandle, owner: Owner): Promise<LicensedPhotos> {
  const held = byPhoto(await heldLicences((text, params) => handle.raw(text, params), owner.userId, null));
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

const FILES_OF: Record<'purchase' | 'order' | 'project', string> = {
  purchase: 'p.id = $2',
  order: 'p.order_id = $2',
  project: 'p.project_id = $2',
};

async function filesOf(
  handle: DatabaseHandle,
  userId: string,
  scope: keyof typeof FILES_OF,
  targetId: string,
): Promise<DownloadFile[]> {
  return handle.raw<DownloadFile>(
    `select ph.image_key as "imageKey", ph.photoid, p.license_type as "licenseType"
     from purchases p join photos ph on ph.id = p.photo_id left join order_items i on i.id = p.order_item_id
     where p.user_id = $1 and ${FILES_OF[scope]} and p.deleted_at is null and coalesce(i.refunded_cents, 0) = 0
     order by ph.photoid, p.license_type`,
    [userId, targetId],
  );
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function scopeOf(request: DownloadRequest): { scope: keyof typeof FILES_OF; targetId: string } {
  if ('purchase_id' in request) return { scope: 'purchase', targetId: request.purchase_id };
  if ('order_id' in request) return { scope: 'order', targetId: request.order_id };
  return { scope: 'project', targetId: request.project_id };
}

/** The name of what a link downloads: the photo's file, or the order's or project's ZIP. */
async function nameOf(
  handle: DatabaseHandle,
  scope: keyof typeof FILES_OF,
  targetId: string,
  files: DownloadFile[],
): Promise<string> {
  const [first] = files;
  if (scope === 'purchase' && first) return `backdrop-${first.photoid}-${first.licenseType}.jpg`;
  if (scope === 'order') {
    const [order] = await handle.raw<{ number: number }>('select number from orders where id = $1', [
      targetId,
    ]);
    return `backdrop-${order ? formatOrderNumber(order.number) : 'order'}.zip`;
  }
  const [project] = await handle.raw<{ name: string }>('select name from projects where id = $1', [targetId]);
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
    const [any] = await handle.raw(
      `select 1 from purchases p where p.user_id = $1 and ${FILES_OF[scope]} and p.deleted_at is null limit 1`,
      [owner.userId, targetId],
    );
    if (!any) throw new AppError('NOT_FOUND', 'Purchase not found');
    throw new AppError('INVALID', DOWNLOAD_MESSAGES.nothingToDownload);
  }
  // The buyer's links that expired over a day ago go as a new one is made: the table holds
  // what its buyers use, with no clean-up job to run (the day keeps a just-expired link's 410).
  await handle.raw(
    `delete from download_links where user_id = $1 and expires_at < now() - interval '1 day'`,
    [owner.userId],
  );
  const token = randomBytes(32).toString('base64url');
  const [link] = await handle.raw<{ expires_at: string }>(
    `insert into download_links (token_hash, user_id, scope, target_id, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5)) returning expires_at`,
    [hashOf(token), owner.userId, scope, targetId, lifetimeSeconds],
  );
  return {
    url: `/api/downloads/${token}`,
    expires_at: new Date(link?.expires_at ?? Date.now()).toISOString(),
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
  const [link] = await handle.raw<{
    user_id: string;
    scope: keyof typeof FILES_OF;
    target_id: string;
    live: boolean;
  }>(
    `select user_id, scope, target_id, expires_at > now() as live from download_links where token_hash = $1`,
    [hashOf(token)],
  );
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
