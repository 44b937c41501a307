/**
 * The back office's audit trail: a record's history for its page, and the key every save
 * refreshes.
 *
 * The feature's public entry: code outside `features/admin-audit/` imports from here only
 * (scripts/import-rules.ts). Re-exports only.
 */
export { auditKeys } from './api/get-audit';
export { HistoryLink } from './components/HistoryLink';
export { RecordHistory } from './components/RecordHistory';
