import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { queryRows } from '../db/typed-rows';
import { onJobEnqueued } from './enqueue';

/**
 * The background job runner (ARCHITECTURE.md "background jobs"): claims one queued job at a time
 * with `FOR UPDATE SKIP LOCKED`, holds it under a lease it renews while the handler runs, and
 * records the outcome. A job whose process died is claimed again once its lease runs out; a
 * failed attempt is retried later (growing backoff) until `max_attempts`, then the job is failed
 * with its last error. The same statements run on PGlite and PostgreSQL.
 */

/** Thrown by a handler when retrying cannot help (bad input): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface ClaimedJob {
  id: number;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

export interface JobContext {
  job: ClaimedJob;
  /** Aborted when the runner stops and will not wait any longer for this job. */
  signal: AbortSignal;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export interface JobRunnerOptions {
  handlers: JobHandlers;
  /** Jobs run at once by this process; default 1 (derivation is CPU-bound, see docs/benchmarks.md). */
  concurrency?: number;
  /** How often an idle runner looks for work; default 500 ms. */
  pollMs?: number;
  /** How long a claim holds without renewal; default 60 s, renewed every third of it. */
  leaseMs?: number;
  /** Delay before retry n (1-based); default 2^n seconds, at most 10 minutes. */
  backoffMs?: (attempt: number) => number;
  /** This process's name on the rows it holds; default host:pid:random. */
  workerId?: string;
  /** Told about failed attempts and errors of the runner itself. */
  onError?: (error: unknown, job: ClaimedJob | null) => void;
}

export interface JobRunner {
  readonly workerId: string;
  /** Looks for work now instead of at the next poll. */
  wake(): void;
  /**
   * Stops claiming; waits up to `graceMs` (default 15 s) for running jobs, then gives back
   * those still running (queued again, the attempt not counted) and resolves.
   */
  stop(graceMs?: number): Promise<void>;
  /** Jobs being run now. */
  running(): number;
}

const DEFAULT_LEASE_MS = 60_000;
const defaultBackoff = (attempt: number) => Math.min(2 ** attempt * 1000, 10 * 60_000);

// bigserial ids arrive as text from node-postgres and as numbers from PGlite; jsonb likewise.
const jobRow = z.object({
  id: z.union([z.string(), z.number()]),
  kind: z.string(),
  key: z.string(),
  payload: z.union([z.record(z.string(), z.unknown()), z.string()]),
  attempts: z.number(),
  max_attempts: z.number(),
});
type JobRow = z.output<typeof jobRow>;
const idRow = z.object({ id: z.union([z.string(), z.number()]) });
/** An update that returns nothing: its answer has no rows to check. */
const noRows = z.never();

function toJob(row: JobRow): ClaimedJob {
  return {
    id: Number(row.id),
    kind: row.kind,
    key: row.key,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  };
}

/**
 * Jobs whose lease ran out (their process died or hung): queued again, or failed when that was
 * their last attempt. Cheap: the lease index holds only running jobs.
 */
export async function releaseExpiredLeases(handle: DatabaseHandle): Promise<number> {
  const rows = await queryRows(
    handle,
    idRow,
    `update jobs set
       state = case when attempts >= max_attempts then 'failed' else 'queued' end,
       last_error = coalesce(last_error || ' / ', '') || 'The process running it stopped before it finished.',
       finished_at = case when attempts >= max_attempts then now() else null end,
       locked_by = null, locked_until = null, run_after = now()
     where state = 'running' and locked_until < now()
     returning id`,
  );
  return rows.length;
}

/** Claims the next due job for `workerId`, or null when none is due. */
export async function claimJob(
  handle: DatabaseHandle,
  workerId: string,
  leaseMs = DEFAULT_LEASE_MS,
  kinds?: readonly string[],
): Promise<ClaimedJob | null> {
  const kindFilter = kinds ? 'and kind = any($3::text[])' : '';
  const params: unknown[] = [workerId, leaseMs];
  if (kinds) params.push(kinds);
  const [row] = await queryRows(
    handle,
    jobRow,
    `update jobs set state = 'running', attempts = attempts + 1, locked_by = $1,
       locked_until = now() + ($2::int * interval '1 millisecond')
     where id = (
       select id from jobs where state = 'queued' and run_after <= now() ${kindFilter}
       order by run_after, id for update skip locked limit 1)
     returning id, kind, key, payload, attempts, max_attempts`,
    params,
  );
  return row ? toJob(row) : null;
}

async function renewLease(handle: DatabaseHandle, job: ClaimedJob, workerId: string, leaseMs: number) {
  await queryRows(
    handle,
    noRows,
    `update jobs set locked_until = now() + ($3::int * interval '1 millisecond')
     where id = $1 and locked_by = $2 and state = 'running'`,
    [job.id, workerId, leaseMs],
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs one claimed job's handler and records its outcome; true when it succeeded. */
async function execute(
  handle: DatabaseHandle,
  job: ClaimedJob,
  options: {
    handlers: JobHandlers;
    workerId: string;
    leaseMs: number;
    backoffMs: (attempt: number) => number;
    signal: AbortSignal;
    onError?: (error: unknown, job: ClaimedJob | null) => void;
  },
): Promise<boolean> {
  const { workerId, leaseMs } = options;
  const renewal = setInterval(() => {
    renewLease(handle, job, workerId, leaseMs).catch((error) => options.onError?.(error, job));
  }, leaseMs / 3);
  renewal.unref?.();
  try {
    const handler = options.handlers[job.kind];
    if (!handler) throw new PermanentJobError(`No handler for jobs of kind "${job.kind}".`);
    await handler(job.payload, { job, signal: options.signal });
    // Stopped while it ran: the runner gives the job back (jobs are idempotent), so do not mark it.
    if (options.signal.aborted) return false;
    await queryRows(
      handle,
      noRows,
      `update jobs set state = 'done', finished_at = now(), locked_by = null, locked_until = null
       where id = $1 and locked_by = $2`,
      [job.id, workerId],
    );
    return true;
  } catch (error) {
    if (options.signal.aborted) return false;
    options.onError?.(error, job);
    const permanent = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    await queryRows(
      handle,
      noRows,
      `update jobs set state = $3, last_error = $4, locked_by = null, locked_until = null,
         finished_at = case when $3 = 'failed' then now() else null end,
         run_after = now() + ($5::int * interval '1 millisecond')
       where id = $1 and locked_by = $2`,
      [
        job.id,
        workerId,
        permanent ? 'failed' : 'queued',
        messageOf(error),
        permanent ? 0 : options.backoffMs(job.attempts),
      ],
    );
    return false;
  } finally {
    clearInterval(renewal);
  }
}

export function createJobRunner(handle: DatabaseHandle, options: JobRunnerOptions): JobRunner {
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const pollMs = options.pollMs ?? 500;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const backoffMs = options.backoffMs ?? defaultBackoff;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const kinds = Object.keys(options.handlers);
  const aborter = new AbortController();
  const active = new Map<number, Promise<boolean>>();
  let stopped = false;
  let looking: Promise<void> | null = null;
  let lookAgain = false;
  let timer: NodeJS.Timeout | null = null;

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      look();
    }, ms);
    timer.unref?.();
  };

  // One look at a time; a wake during a look makes another one right after.
  const look = () => {
    if (stopped) return;
    if (looking) {
      lookAgain = true;
      return;
    }
    looking = (async () => {
      try {
        await releaseExpiredLeases(handle);
        while (!stopped && active.size < concurrency) {
          const job = await claimJob(handle, workerId, leaseMs, kinds);
          if (!job) break;
          const run = execute(handle, job, {
            handlers: options.handlers,
            workerId,
            leaseMs,
            backoffMs,
            signal: aborter.signal,
            onError: options.onError,
          });
          active.set(job.id, run);
          run
            .catch((error) => options.onError?.(error, job))
            .finally(() => {
              active.delete(job.id);
              // A slot came free: there may be more waiting.
              schedule(0);
            });
        }
      } catch (error) {
        options.onError?.(error, null);
      } finally {
        looking = null;
        if (lookAgain) {
          lookAgain = false;
          schedule(0);
        } else {
          schedule(pollMs);
        }
      }
    })();
  };

  const unsubscribe = onJobEnqueued(() => schedule(0));
  schedule(0);

  return {
    workerId,
    wake: () => schedule(0),
    running: () => active.size,
    stop: async (graceMs = 15_000) => {
      if (stopped) return;
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      await looking;
      const all = Promise.allSettled([...active.values()]);
      let grace: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        all.then(() => false),
        new Promise<boolean>((resolve) => {
          grace = setTimeout(() => resolve(true), graceMs);
        }),
      ]);
      clearTimeout(grace);
      if (!timedOut) return;
      // Give back what is still running: another process (or this one after a restart) runs it.
      aborter.abort();
      await queryRows(
        handle,
        noRows,
        `update jobs set state = 'queued', attempts = greatest(attempts - 1, 0), locked_by = null,
           locked_until = null, run_after = now()
         where state = 'running' and locked_by = $1`,
        [workerId],
      );
    },
  };
}

/**
 * Runs due jobs in this call, one after another, until none is due; for tests and scripts (the
 * bench) that need the work done before they look. Returns how many ran and how many failed an
 * attempt. Retries scheduled later than now are left queued.
 */
export async function runJobsUntilIdle(
  handle: DatabaseHandle,
  handlers: JobHandlers,
  options: Pick<JobRunnerOptions, 'leaseMs' | 'backoffMs' | 'workerId' | 'onError'> & {
    concurrency?: number;
  } = {},
): Promise<{ ran: number; failed: number }> {
  const workerId = options.workerId ?? `sync:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const kinds = Object.keys(handlers);
  const signal = new AbortController().signal;
  let ran = 0;
  let failed = 0;
  await releaseExpiredLeases(handle);
  const worker = async () => {
    for (;;) {
      const job = await claimJob(handle, workerId, leaseMs, kinds);
      if (!job) return;
      const ok = await execute(handle, job, {
        handlers,
        workerId,
        leaseMs,
        backoffMs: options.backoffMs ?? defaultBackoff,
        signal,
        onError: options.onError,
      });
      ran++;
      if (!ok) failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));
  return { ran, failed };
}
