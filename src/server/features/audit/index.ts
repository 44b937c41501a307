/**
 * The audit trail's public face for other features: write an entry in the change's transaction.
 * Re-exports only.
 */
export { type AuditActor, type AuditedChange, auditActor, recordAudit } from './record-audit';
