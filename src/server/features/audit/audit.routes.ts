import { Hono } from 'hono';
import { AUDITED_ENTITIES } from '../../../core/admin-lists';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../auth/guards';
import { AppError } from '../../errors';
import { listQuery } from '../../http/list-query';
import { auditDocs } from './audit.openapi';
import { listAudit } from './audit.service';

/** `/api/admin/audit`: what admins changed, who and when, with the record before and after. */
export function auditRoutes() {
  return new Hono<AppEnv>().use('*', requireAdmin).get('/audit', auditDocs.list, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const entityType = c.req.query('entity_type') || null;
    if (entityType !== null && !AUDITED_ENTITIES.some((entity) => entity === entityType))
      throw new AppError('INVALID', `entity_type must be one of ${AUDITED_ENTITIES.join(', ')}`);
    const entityId = (c.req.query('entity_id') || '').slice(0, 100) || null;
    const { q, offset, limit } = listQuery(c, ['created_at'], { sort: 'created_at', dir: 'desc' });
    return c.json(await listAudit(c.get('deps').handle, { q, entityType, entityId, offset, limit }));
  });
}
