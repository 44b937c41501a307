/**
 * An order as the buyer and the back office see it: its lines' thumbnails, totals, status,
 * history, downloads and documents.
 *
 * The feature's public entry: code outside `features/orders/` imports from here only
 * (scripts/import-rules.ts). Re-exports only: the build takes what an importer uses and nothing
 * else (vite.config.ts).
 */
export { DocumentLink } from './DocumentLink';
export { DownloadButton } from './DownloadButton';
export { formatDateTime, photos } from './format';
export { OrderHistory } from './OrderHistory';
export { StatusPill } from './StatusPill';
export { Thumbnail } from './Thumbnail';
export { Totals } from './Totals';
