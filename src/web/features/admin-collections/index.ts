/**
 * The back office's collections, for other admin pages: the list and adding photos to one.
 *
 * The feature's public entry: code outside `features/admin-collections/` imports from here only
 * (scripts/import-rules.ts). Re-exports only.
 */
export { useAddToCollection, useAdminCollections } from './api/admin-collections';
export { COLLECTION_STATE_LABEL } from './components/collection-state';
