/**
 * The studio's public face (issue 26): the back office's catalogue list and bulk actions, the
 * reject dialog and a photo's state badge are used by admin-photos.
 *
 * The feature's public entry: code outside `features/studio/` imports from here only
 * (scripts/import-rules.ts). Re-exports only.
 */
export { studioKeys, useAdminPhotoList, useBulkPhotoAction } from './api/studio';
export { RejectDialog } from './components/RejectDialog';
