import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { AdminPage, AuditEntry } from '../../../core/admin-lists';
import type { DatabaseHandle } from '../../db/client';
import { auditLog } from '../../db/tables';
import { containing } from '../../http/list-query';

export interface AuditFilters {
  /** Words of the summary, the admin's e-mail or the action. */
  q: string;
  entityType: string | null;
  entityId: string | null;
  offset: number;
  limit: number;
}

function matching(filters: AuditFilters): SQL | undefined {
  const pattern = containing(filters.q);
  return and(
    filters.entityType === null ? undefined : eq(auditLog.entityType, filters.entityType),
    filters.entityId === null ? undefined : eq(auditLog.entityId, filters.entityId),
    // One text for the three, as its trigram index holds them (audit_log_words_trgm).
    filters.q === ''
      ? undefined
      : ilike(
          sql`(${auditLog.summary} || ' ' || ${auditLog.actorEmail} || ' ' || ${auditLog.action})`,
          pattern,
        ),
  );
}

/** The trail, newest first: every change, or one record's history. */
export async function listAudit(
  handle: DatabaseHandle,
  filters: AuditFilters,
): Promise<AdminPage<AuditEntry>> {
  const where = matching(filters);
  const [rows, [counted]] = await Promise.all([
    handle.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .offset(filters.offset)
      .limit(filters.limit),
    handle.db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      actor_id: row.actorId,
      actor_email: row.actorEmail,
      action: row.action,
      entity_type: row.entityType,
      entity_id: row.entityId,
      summary: row.summary,
      before: row.before,
      after: row.after,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
