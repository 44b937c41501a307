import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/typed-rows';
import type { Logger } from '../../logger';
import { CLICK_EVENTS_FENCE } from './aggregate-clicks';

/** One accepted click event, as click_events stores it. */
export interface ClickEventRow {
  eventType: string;
  entityId: string;
  entityType: string;
  taxonomyType: string | null;
  userId: string | null;
  sessionId: string;
  userAgent: string | null;
  referrer: string | null;
  /** The metadata object as JSON text. */
  metadata: string;
  createdAt: Date;
}

export interface ClickBufferOptions {
  /** Flush this often (issue 28: 5 s, as Plausible does). */
  flushMs?: number;
  /** Flush at once when this many wait (issue 28: 1,000). */
  flushAt?: number;
  /**
   * Most events held in memory while the database is away: past it new events are dropped and
   * counted, so an outage costs events, never the process's memory.
   */
  maxBuffered?: number;
  /** Rows per statement: one multi-row insert each. */
  rowsPerStatement?: number;
  /**
   * Statements written at once: 2 on PostgreSQL (a pool; one insert of 5,000 rows at a time was
   * what refused events at 23,000 events/s in issue 28's bench), 1 on PGlite (one connection).
   */
  statementsInFlight?: number;
  logger?: Pick<Logger, 'warn' | 'error' | 'info'>;
}

export interface ClickBufferStats {
  buffered: number;
  written: number;
  /** Events dropped because the buffer was full (the database away too long). */
  dropped: number;
}

export interface ClickBuffer {
  /** Takes events; answers how many were kept (the rest dropped: the buffer is full). */
  add(rows: readonly ClickEventRow[]): number;
  /** Writes everything buffered now; rejects (keeping the rows) when the database refuses. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left, retrying for up to `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  stats(): ClickBufferStats;
}

const COLUMNS =
  'event_type, entity_id, entity_type, taxonomy_type, user_id, session_id, user_agent, referrer, metadata, created_at';

/**
 * One statement per batch: ten arrays unnested into rows (`INSERT … SELECT unnest(…)` ran at
 * 64k rows/s on PGlite, issue 28), never one statement per event. It first takes the
 * aggregator's fence lock shared (aggregate-clicks.ts, CLICK_EVENTS_FENCE), before any id is
 * drawn from the sequence, and holds it until it commits: the aggregator never moves its
 * watermark past an id an insert still running holds.
 */
const INSERT_ROWS = `with fence as materialized (select pg_advisory_xact_lock_shared(hashtext('${CLICK_EVENTS_FENCE}')))
  insert into click_events (${COLUMNS})
  select rows.* from fence,
    unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::uuid[], $6::text[],
           $7::text[], $8::text[], $9::jsonb[], $10::timestamptz[])
    as rows(${COLUMNS})`;

async function insertRows(handle: DatabaseHandle, rows: readonly ClickEventRow[]): Promise<void> {
  // An insert without RETURNING: no rows come back to check.
  await queryRows(handle, z.object({}), INSERT_ROWS, [
    rows.map((row) => row.eventType),
    rows.map((row) => row.entityId),
    rows.map((row) => row.entityType),
    rows.map((row) => row.taxonomyType),
    rows.map((row) => row.userId),
    rows.map((row) => row.sessionId),
    rows.map((row) => row.userAgent),
    rows.map((row) => row.referrer),
    rows.map((row) => row.metadata),
    rows.map((row) => row.createdAt.toISOString()),
  ]);
}

/**
 * The write buffer of accepted click events (issue 28 item 2): the endpoint answers 202 at once
 * and the rows reach click_events a few seconds later in a few large statements. Rows a failed
 * write held go back to the front and are tried again at the next tick, so a database restart
 * loses nothing until the bound is reached.
 */
export function createClickBuffer(handle: DatabaseHandle, options: ClickBufferOptions = {}): ClickBuffer {
  const flushMs = options.flushMs ?? 5000;
  const flushAt = options.flushAt ?? 1000;
  const maxBuffered = options.maxBuffered ?? 50_000;
  const rowsPerStatement = options.rowsPerStatement ?? 5000;
  const statementsInFlight = options.statementsInFlight ?? (handle.kind === 'postgres' ? 2 : 1);
  let pending: ClickEventRow[] = [];
  let written = 0;
  let dropped = 0;
  let droppedSinceLog = 0;
  let writing: Promise<void> | null = null;
  let stopped = false;

  const writeOnce = async (): Promise<void> => {
    while (pending.length > 0) {
      const batches: ClickEventRow[][] = [];
      while (batches.length < statementsInFlight && pending.length > 0) {
        batches.push(pending.slice(0, rowsPerStatement));
        pending = pending.slice(rowsPerStatement);
      }
      const outcomes = await Promise.allSettled(batches.map((batch) => insertRows(handle, batch)));
      const failed: ClickEventRow[] = [];
      let firstError: unknown;
      outcomes.forEach((outcome, index) => {
        const batch = batches[index] ?? [];
        if (outcome.status === 'fulfilled') {
          written += batch.length;
          return;
        }
        failed.push(...batch);
        firstError ??= outcome.reason;
      });
      if (failed.length > 0) {
        // Back to the front, in order; what arrived meanwhile stays behind them.
        pending = [...failed, ...pending];
        throw firstError;
      }
    }
  };

  /** One write at a time: a flush asked for during a write waits for it, then writes the rest. */
  const flush = async (): Promise<void> => {
    while (writing) await writing.catch(() => undefined);
    if (pending.length === 0) return;
    writing = writeOnce();
    try {
      await writing;
    } finally {
      writing = null;
    }
  };

  const flushInBackground = () => {
    flush().catch((error: unknown) =>
      options.logger?.warn({ err: error, buffered: pending.length }, 'writing click events failed; retrying'),
    );
  };

  const timer = setInterval(() => {
    if (droppedSinceLog > 0) {
      options.logger?.error(
        { dropped: droppedSinceLog, total: dropped },
        'click events dropped: the write buffer is full (is the database down?)',
      );
      droppedSinceLog = 0;
    }
    if (pending.length > 0) flushInBackground();
  }, flushMs);
  timer.unref?.();

  return {
    add(rows) {
      const room = stopped ? 0 : Math.max(0, maxBuffered - pending.length);
      const kept = rows.length <= room ? rows : rows.slice(0, room);
      if (kept.length < rows.length) {
        dropped += rows.length - kept.length;
        droppedSinceLog += rows.length - kept.length;
      }
      if (kept.length > 0) pending.push(...kept);
      if (pending.length >= flushAt && !writing) flushInBackground();
      return kept.length;
    },
    flush,
    async stop(graceMs = 10_000) {
      stopped = true;
      clearInterval(timer);
      const deadline = Date.now() + graceMs;
      for (;;) {
        try {
          await flush();
          return;
        } catch (error) {
          if (Date.now() >= deadline) {
            options.logger?.error(
              { err: error, lost: pending.length },
              'click events could not be written before stopping',
            );
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    },
    stats: () => ({ buffered: pending.length, written, dropped }),
  };
}

/** One buffer per database handle (per process in production; per test database in tests). */
const buffers = new WeakMap<DatabaseHandle, ClickBuffer>();

export function clickBufferOf(handle: DatabaseHandle, logger?: ClickBufferOptions['logger']): ClickBuffer {
  let buffer = buffers.get(handle);
  if (!buffer) {
    buffer = createClickBuffer(handle, { logger });
    buffers.set(handle, buffer);
  }
  return buffer;
}

/** Makes every accepted event visible in click_events now (tests, the admin "aggregate now"). */
export async function flushClickEvents(handle: DatabaseHandle): Promise<void> {
  await buffers.get(handle)?.flush();
}

/** On shutdown, after the last request was answered and before the database closes (main.ts). */
export async function stopClickEvents(handle: DatabaseHandle, graceMs?: number): Promise<void> {
  const buffer = buffers.get(handle);
  if (!buffer) return;
  await buffer.stop(graceMs);
  buffers.delete(handle);
}
