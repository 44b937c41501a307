import { Hono } from 'hono';
import { ACCOUNT_SORTS, banSchema, MERGE_MAX, mergeSchema, roleSchema } from '../../../core/admin-accounts';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../auth/guards';
import { AppError } from '../../errors';
import { listQuery } from '../../http/list-query';
import { uuidParam } from '../../http/valid-id';
import { validJson } from '../../http/valid-json';
import { auditActor } from '../audit';
import { mergeAccounts, previewMerge } from './account-merge';
import { adminAccountsDocs } from './admin-accounts.openapi';
import { ban, listAccounts, listDuplicates, setRole, unban } from './admin-accounts.service';

const NO_STORE = 'private, no-store';

/** `?survivor_id=&merged_ids=a,b` of the preview, checked as the merge's body is. */
function mergeRequestOf(survivor: string | undefined, merged: string | undefined) {
  const ids = (merged ?? '').split(',').filter(Boolean);
  if (ids.length > MERGE_MAX) throw new AppError('INVALID', `Merge at most ${MERGE_MAX} accounts at once`);
  const checked = mergeSchema.safeParse({ survivor_id: survivor, merged_ids: ids });
  if (!checked.success) throw new AppError('INVALID', checked.error.issues[0]?.message ?? 'Invalid input');
  return checked.data;
}

/** `/api/admin/accounts`, `/api/admin/account-duplicates`, `/api/admin/account-merges` (issue 25 item 6). */
export function adminAccountsRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireAdmin)
    .get('/accounts', adminAccountsDocs.list, async (c) => {
      c.header('Cache-Control', NO_STORE);
      const query = listQuery(c, ACCOUNT_SORTS, { sort: 'created_at', dir: 'desc' });
      return c.json(await listAccounts(c.get('deps').handle, query));
    })
    .post('/accounts/:id/role', adminAccountsDocs.role, validJson(roleSchema), async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      return c.json(await setRole(c.get('deps').handle, auditActor(c), id, c.req.valid('json').role));
    })
    .post('/accounts/:id/ban', adminAccountsDocs.ban, validJson(banSchema), async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      return c.json(await ban(c.get('deps').handle, auditActor(c), id, c.req.valid('json').reason));
    })
    .post('/accounts/:id/unban', adminAccountsDocs.unban, async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      return c.json(await unban(c.get('deps').handle, auditActor(c), id));
    })
    .get('/account-duplicates', adminAccountsDocs.duplicates, async (c) => {
      c.header('Cache-Control', NO_STORE);
      const { q, dir, offset, limit } = listQuery(c, ['email'], { sort: 'email', dir: 'asc' });
      return c.json(await listDuplicates(c.get('deps').handle, { q, dir, offset, limit }));
    })
    .get('/account-merges/preview', adminAccountsDocs.preview, async (c) => {
      c.header('Cache-Control', NO_STORE);
      const request = mergeRequestOf(c.req.query('survivor_id'), c.req.query('merged_ids'));
      return c.json(await previewMerge(c.get('deps').handle, auditActor(c), request));
    })
    .post('/account-merges', adminAccountsDocs.merge, validJson(mergeSchema), async (c) =>
      c.json(await mergeAccounts(c.get('deps').handle, auditActor(c), c.req.valid('json'))),
    );
}
