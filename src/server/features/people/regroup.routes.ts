import { and, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../auth/guards';
import type { DatabaseHandle } from '../../db/client';
import { jobs } from '../../db/tables';
import { enqueueJob } from '../../jobs/enqueue';
import { CLUSTER_FACES, CLUSTER_FACES_KEY } from './clustering';
import { regroupDocs } from './regroup.openapi';

const NO_STORE = 'private, no-store';

export interface RegroupState {
  state: 'idle' | 'queued' | 'running';
  lastFinishedAt: string | null;
  lastError: string | null;
}

/** Where the `cluster-faces` job is, from the jobs table. */
export async function regroupState(handle: DatabaseHandle): Promise<RegroupState> {
  const [live] = await handle.db
    .select({ state: jobs.state })
    .from(jobs)
    .where(and(eq(jobs.kind, CLUSTER_FACES), inArray(jobs.state, ['queued', 'running'])))
    .orderBy(desc(jobs.id))
    .limit(1);
  const [last] = await handle.db
    .select({ state: jobs.state, finishedAt: jobs.finishedAt, lastError: jobs.lastError })
    .from(jobs)
    .where(and(eq(jobs.kind, CLUSTER_FACES), inArray(jobs.state, ['done', 'failed'])))
    .orderBy(desc(jobs.finishedAt), desc(jobs.id))
    .limit(1);
  return {
    state: live?.state === 'running' ? 'running' : live ? 'queued' : 'idle',
    lastFinishedAt: last?.finishedAt ? last.finishedAt.toISOString() : null,
    lastError: last?.state === 'failed' ? (last.lastError ?? 'The last regrouping failed.') : null,
  };
}

/** `/api/admin/people/regroup`: group every face into people again, and how far that is (issue 27 item 2). */
export function regroupRoutes() {
  return new Hono<AppEnv>()
    .use('/people/regroup', requireAdmin)
    .post('/people/regroup', regroupDocs.start, async (c) => {
      await enqueueJob(c.get('deps').handle.db, {
        kind: CLUSTER_FACES,
        key: CLUSTER_FACES_KEY,
        maxAttempts: 3,
      });
      c.header('Cache-Control', NO_STORE);
      return c.json({ queued: true as const }, 202);
    })
    .get('/people/regroup', regroupDocs.state, async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await regroupState(c.get('deps').handle));
    });
}
