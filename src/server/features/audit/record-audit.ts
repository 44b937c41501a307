import type { Context } from 'hono';
import type { AuditedEntity } from '../../../core/admin-lists';
import type { AppEnv } from '../../app-env';
import type { Queryable } from '../../db/client';
import { auditLog } from '../../db/tables';

/** Who made a change: the admin signed in on the request. */
export interface AuditActor {
  id: string;
  email: string;
}

/** The admin of a request behind `requireAdmin`. */
export function auditActor(c: Context<AppEnv>): AuditActor {
  const { id, email } = c.get('session').user;
  return { id, email };
}

export interface AuditedChange {
  /** `entity.verb`, e.g. `event.rename`. */
  action: string;
  entityType: AuditedEntity;
  entityId: string;
  /** One line a person reads in the trail. */
  summary: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one entry of the audit trail. Call it with the transaction that makes the change, so
 * the entry and the change commit or roll back together.
 */
export async function recordAudit(db: Queryable, actor: AuditActor, change: AuditedChange): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    summary: change.summary,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
