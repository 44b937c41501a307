import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';
import { type DatabaseHandle, openPostgres } from '../db/client';
import { enqueueJob } from './enqueue';
import { claimJob, createJobRunner, type JobHandlers, PermanentJobError, runJobsUntilIdle } from './runner';

interface JobState {
  key: string;
  state: string;
  attempts: number;
  last_error: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await sleep(25);
  }
}

describe.each(TEST_DATABASES)('job runner on %s', (kind) => {
  let db: TestDatabase;
  let second: DatabaseHandle;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    // On PostgreSQL a second pool is a second process as far as the database can tell.
    second = db.url ? await openPostgres(db.url, { max: 4 }) : db.handle;
  });
  afterAll(async () => {
    if (second !== db.handle) await second.close();
    await db.drop();
  });
  beforeEach(() => db.reset());

  const jobsOf = (handle: DatabaseHandle = db.handle) =>
    handle.raw<JobState>('select key, state, attempts, last_error from jobs order by id');

  it('enqueues a key once while it waits, and runs it synchronously', async () => {
    expect(await enqueueJob(db.handle.db, { kind: 'count', key: 'count:1', payload: { n: 1 } })).toBe(true);
    expect(await enqueueJob(db.handle.db, { kind: 'count', key: 'count:1', payload: { n: 1 } })).toBe(false);
    const seen: unknown[] = [];
    const result = await runJobsUntilIdle(db.handle, { count: async (payload) => void seen.push(payload) });
    expect(result).toEqual({ ran: 1, failed: 0 });
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobsOf()).toEqual([{ key: 'count:1', state: 'done', attempts: 1, last_error: null }]);
    // Done: the same key may be enqueued again (a re-derivation).
    expect(await enqueueJob(db.handle.db, { kind: 'count', key: 'count:1' })).toBe(true);
  });

  it('runs each job exactly once with two runners sharing the database', async () => {
    const total = 40;
    for (let i = 0; i < total; i++)
      await enqueueJob(db.handle.db, { kind: 'work', key: `work:${i}`, payload: { i } });
    const runs = new Map<number, string[]>();
    const handlers = (name: string): JobHandlers => ({
      work: async (payload) => {
        const i = Number(payload.i);
        runs.set(i, [...(runs.get(i) ?? []), name]);
        await sleep(5);
      },
    });
    const a = createJobRunner(db.handle, {
      handlers: handlers('a'),
      concurrency: 2,
      pollMs: 20,
      workerId: 'a',
    });
    const b = createJobRunner(second, { handlers: handlers('b'), concurrency: 2, pollMs: 20, workerId: 'b' });
    try {
      await until(async () => (await jobsOf()).every((job) => job.state === 'done'));
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    expect(runs.size).toBe(total);
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    const ranBy = new Set([...runs.values()].flat());
    expect(ranBy.has('a') || ranBy.has('b')).toBe(true);
    expect((await jobsOf()).every((job) => job.attempts === 1)).toBe(true);
  });

  it('claims again a job whose process died once its lease ran out', async () => {
    await enqueueJob(db.handle.db, { kind: 'work', key: 'work:lost' });
    // A process claims it with a short lease and dies (never finishes, never renews).
    const claimed = await claimJob(db.handle, 'dead-process', 50);
    expect(claimed?.key).toBe('work:lost');
    expect(await runJobsUntilIdle(db.handle, { work: async () => {} })).toEqual({ ran: 0, failed: 0 });
    await sleep(120);
    const ran: string[] = [];
    expect(await runJobsUntilIdle(second, { work: async (_, { job }) => void ran.push(job.key) })).toEqual({
      ran: 1,
      failed: 0,
    });
    expect(ran).toEqual(['work:lost']);
    expect(await jobsOf()).toEqual([
      {
        key: 'work:lost',
        state: 'done',
        attempts: 2,
        last_error: 'The process running it stopped before it finished.',
      },
    ]);
  });

  it('renews the lease of a job still running, so no one else claims it', async () => {
    await enqueueJob(db.handle.db, { kind: 'long', key: 'long:1' });
    let finish: () => void = () => {};
    const started: string[] = [];
    const runner = createJobRunner(db.handle, {
      leaseMs: 150,
      pollMs: 20,
      handlers: {
        long: async (_, { job }) => {
          started.push(job.key);
          await new Promise<void>((resolve) => {
            finish = resolve;
          });
        },
      },
    });
    try {
      await until(async () => started.length === 1, 5_000);
      // Three leases' time later, another process still finds nothing to claim.
      await sleep(450);
      expect(await runJobsUntilIdle(second, { long: async () => {} })).toEqual({ ran: 0, failed: 0 });
      finish();
      await until(async () => (await jobsOf())[0]?.state === 'done', 5_000);
    } finally {
      await runner.stop();
    }
    expect(await jobsOf()).toEqual([{ key: 'long:1', state: 'done', attempts: 1, last_error: null }]);
  });

  it('retries a failed attempt after its backoff until it succeeds', async () => {
    await enqueueJob(db.handle.db, { kind: 'flaky', key: 'flaky:1', maxAttempts: 3 });
    let calls = 0;
    const handlers: JobHandlers = {
      flaky: async () => {
        calls++;
        if (calls < 3) throw new Error(`network blip ${calls}`);
      },
    };
    const options = { backoffMs: () => 0 };
    expect(await runJobsUntilIdle(db.handle, handlers, options)).toEqual({ ran: 3, failed: 2 });
    expect(await jobsOf()).toEqual([
      { key: 'flaky:1', state: 'done', attempts: 3, last_error: 'network blip 2' },
    ]);
  });

  it('leaves a retry queued until its backoff has passed, and fails after the last attempt', async () => {
    await enqueueJob(db.handle.db, { kind: 'broken', key: 'broken:1', maxAttempts: 2 });
    const handlers: JobHandlers = {
      broken: async () => {
        throw new Error('still broken');
      },
    };
    expect(await runJobsUntilIdle(db.handle, handlers, { backoffMs: () => 60_000 })).toEqual({
      ran: 1,
      failed: 1,
    });
    expect(await jobsOf()).toMatchObject([{ state: 'queued', attempts: 1 }]);
    await db.handle.raw(`update jobs set run_after = now() - interval '1 second'`);
    expect(await runJobsUntilIdle(db.handle, handlers)).toEqual({ ran: 1, failed: 1 });
    expect(await jobsOf()).toEqual([
      { key: 'broken:1', state: 'failed', attempts: 2, last_error: 'still broken' },
    ]);
  });

  it('fails a job at once on a permanent error', async () => {
    await enqueueJob(db.handle.db, { kind: 'strict', key: 'strict:1' });
    let calls = 0;
    const handlers: JobHandlers = {
      strict: async () => {
        calls++;
        throw new PermanentJobError('This file is not an image.');
      },
    };
    expect(await runJobsUntilIdle(db.handle, handlers, { backoffMs: () => 0 })).toEqual({
      ran: 1,
      failed: 1,
    });
    expect(calls).toBe(1);
    expect(await jobsOf()).toEqual([
      { key: 'strict:1', state: 'failed', attempts: 1, last_error: 'This file is not an image.' },
    ]);
  });

  it('is woken at once by an enqueue, and gives back a job still running when stopped', async () => {
    let release: () => void = () => {};
    const started: string[] = [];
    const runner = createJobRunner(db.handle, {
      // A poll this slow would not find the job within the test: the enqueue must wake it.
      pollMs: 60_000,
      handlers: {
        slow: async (_, { job, signal }) => {
          started.push(job.key);
          await new Promise<void>((resolve) => {
            release = resolve;
            signal.addEventListener('abort', () => resolve());
          });
        },
      },
    });
    await sleep(50);
    await enqueueJob(db.handle.db, { kind: 'slow', key: 'slow:1' });
    await until(async () => started.length === 1, 5_000);
    expect(runner.running()).toBe(1);
    await runner.stop(100);
    expect(await jobsOf()).toMatchObject([{ key: 'slow:1', state: 'queued', attempts: 0 }]);
    release();
    // The next start runs it.
    expect(await runJobsUntilIdle(db.handle, { slow: async () => {} })).toEqual({ ran: 1, failed: 0 });
  });

  it('never claims a job of a kind it has no handler for', async () => {
    await enqueueJob(db.handle.db, { kind: 'other', key: 'other:1' });
    expect(await runJobsUntilIdle(db.handle, { work: async () => {} })).toEqual({ ran: 0, failed: 0 });
    expect(await jobsOf()).toMatchObject([{ state: 'queued', attempts: 0 }]);
  });
});
