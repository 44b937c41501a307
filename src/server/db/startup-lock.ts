import pg from 'pg';
import type { DatabaseHandle } from './client';

/** Key of the session advisory lock every Backdrop process takes for its start-up work. */
const STARTUP_LOCK_KEY = 726_873_001;

function poolOf(handle: DatabaseHandle): pg.Pool {
  // drizzle's node-postgres driver exposes the pool it was given as `$client`.
  const client = (handle.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) throw new Error('The PostgreSQL handle has no connection pool.');
  return client;
}

/**
 * Runs `work` (migrations, first-start seed) while holding a PostgreSQL advisory lock, so
 * processes started together on a fresh database take turns: the first migrates and seeds, the
 * others then find nothing left to do. Without it, two concurrent `CREATE EXTENSION IF NOT
 * EXISTS` collide on a unique index and the second process crashes. PGlite needs no lock: one
 * process owns its data directory.
 *
 * `work` must not take this lock again: it runs on other connections of the pool, and a second
 * session of the same process would wait for this one forever.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return work();
  const session = await poolOf(handle).connect();
  try {
    // Waiting out another process's seed can take minutes; no statement budget applies here.
    await session.query('set statement_timeout = 0');
    await session.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      // A failed unlock must not hide work's own error: closing the session below drops the lock too.
      await session.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    }
  } finally {
    // Discarded rather than returned, so its settings stay out of the pool.
    session.release(true);
  }
}
