/**
 * The back office's events, and the photo picker the collections' editor shares.
 *
 * The feature's public entry: code outside `features/admin-events/` imports from here only
 * (scripts/import-rules.ts). Re-exports only.
 */
export { useAdminEvents, useAttachPhotos } from './api/admin-events';
export { PhotoSearchDialog } from './components/PhotoSearchDialog';
