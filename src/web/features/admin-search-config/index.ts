/**
 * The back office's search settings, and the synonym dialog search insights opens for a search
 * that found nothing.
 *
 * The feature's public entry: code outside `features/admin-search-config/` imports from here only
 * (scripts/import-rules.ts). Re-exports only.
 */
export { SynonymDialog } from './components/SynonymDialog';
