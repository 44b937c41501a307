import type { HeldLicence } from './held-licences';
import type { LicenseType } from './pricing';

/**
 * What a buyer licensed (issue 13 item 4; spec §3 Purchase) as the API answers it and the web
 * shows it: `/my-purchases` groups these by project and production; every file is downloaded
 * through a link that names the buyer and expires.
 */

export interface Purchase {
  id: string;
  photo_id: string;
  /** The photo as it was licensed. */
  photoid: number;
  title: string | null;
  creator_name: string | null;
  thumbnail_url: string | null;
  license_type: LicenseType;
  /** What the buyer paid for this licence (after the volume discount), in cents. */
  price_cents: number;
  purchase_date: string;
  order_id: string | null;
  order_number: string | null;
  project_id: string | null;
  project_name: string | null;
  production_title: string | null;
  company: string | null;
  /** The line was refunded: the licence no longer holds and the file is not offered. */
  refunded: boolean;
  /**
   * What upgrading this background-dressing licence to hero usage costs (4× the price it was
   * bought for); null when it cannot be upgraded (hero already, refunded, or hero usage held for
   * the same production already: licences are per production, issue 22).
   */
  upgrade_price_cents: number | null;
}

/** GET /api/purchases?q=: newest first; `q` matches titles, #photoid, production, project and order number. */
export interface PurchaseList {
  items: Purchase[];
}

/** GET /api/purchases/licensed: the photos the buyer holds a licence for, which, and for which productions. */
export interface LicensedPhotos {
  items: { photo_id: string; license_types: LicenseType[]; licences: HeldLicence[] }[];
}

/** POST /api/purchases/download-links body: one purchase, a whole order or a whole project. */
export type DownloadRequest = { purchase_id: string } | { order_id: string } | { project_id: string };

/** POST /api/purchases/download-links answer: open `url` in the browser that asked. */
export interface DownloadLink {
  url: string;
  expires_at: string;
  /** `file` for one photo (a JPEG), `zip` for an order or a project. */
  kind: 'file' | 'zip';
  file_name: string;
}

/** How long a download link works (issue 13: 15 minutes). */
export const DOWNLOAD_LINK_MINUTES = 15;

export const DOWNLOAD_MESSAGES = {
  expired: 'This download link has expired. Ask for a new one from My purchases.',
  otherAccount:
    'This download link was made for another account. Sign in as its buyer, or ask them for the file.',
  notFound: 'No download has this link.',
  nothingToDownload: 'There is nothing to download here: every licence in it was refunded.',
} as const;

/** The file name a downloaded original gets: "backdrop-1042-hero-usage.jpg". */
export function originalFileName(photoid: number, license: LicenseType): string {
  return `backdrop-${photoid}-${license}.jpg`;
}
