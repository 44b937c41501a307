import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { jobs } from '../db/tables';

export interface NewJob {
  /** The handler's name, e.g. `derive-upload`. */
  kind: string;
  /** Enqueueing a key that is already queued or running adds nothing, e.g. `derive-upload:{id}`. */
  key: string;
  payload?: Record<string, unknown>;
  /** Attempts before the job is marked failed; default 5. */
  maxAttempts?: number;
  /** Not before this moment; default now. */
  runAfter?: Date;
}

/**
 * Adds a job in the caller's transaction, so work is promised only together with the change that
 * needs it (an upload row and its derivation commit or roll back together). True when a job was
 * added, false when one with the same key was already waiting or running.
 */
export async function enqueueJob(db: Queryable, job: NewJob): Promise<boolean> {
  const added = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      key: job.key,
      payload: job.payload ?? {},
      maxAttempts: job.maxAttempts ?? 5,
      runAfter: job.runAfter ?? sql`now()`,
    })
    .onConflictDoNothing({ target: jobs.key, where: sql`state in ('queued', 'running')` })
    .returning({ id: jobs.id });
  if (added.length > 0) notifyEnqueued();
  return added.length > 0;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Called after this process enqueues: runners look for work at once instead of at their next
 * poll (a job enqueued inside a transaction not yet committed is found by the poll after).
 */
export function onJobEnqueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notifyEnqueued(): void {
  // After the caller's transaction had a chance to commit.
  setTimeout(() => {
    for (const listener of listeners) listener();
  }, 10).unref?.();
}
