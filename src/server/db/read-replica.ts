import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from '../logger';
import type { Database, DatabaseHandle } from './client';
import { redactUrl } from './client';
import { databaseCause } from './database-error';
import * as tables from './tables';

/**
 * Catalogue reads on a PostgreSQL streaming replica (DATABASE_READ_URL, issue 29 item 7,
 * decision 024). The handle it gives reads from the replica while the replica answers and keeps
 * up, and from the primary otherwise: a read the replica fails is asked again of the primary, so
 * a replica's trouble never reaches a visitor as an error. Writes never come here.
 */
export interface ReadReplica {
  /** Catalogue reads: the replica while it is usable, else the primary (per query). */
  handle: DatabaseHandle;
  /** Where reads go now and how many went where: for tests and the logs. */
  status(): ReadReplicaStatus;
  /** Stops the lag checks and closes the replica's pool (the primary's stays open). */
  close(): Promise<void>;
}

export interface ReadReplicaStatus {
  usable: boolean;
  /** How far behind the primary the replica was at the last check, in ms (see lagOf). */
  lagMs: number | null;
  replicaReads: number;
  primaryReads: number;
}

export interface ReadReplicaOptions {
  /** The replica's statement_timeout, as the primary's serving pool has. */
  statementTimeoutMs?: number;
  max?: number;
  /** After a failure, reads stay on the primary this long before the replica is tried again. */
  retryAfterMs?: number;
  /** A replica further behind than this is left until it catches up. */
  maxLagMs?: number;
  /** How often the replica's health and lag are checked. */
  checkEveryMs?: number;
  /** Names the replica's connections in pg_stat_activity. */
  applicationName?: string;
}

/**
 * A replica in use is at most maxLagMs + 2 × checkEveryMs behind (one check's age, one sampling
 * step): within READ_YOUR_WRITES_SECONDS, so a write is on the replica by the time the writer's
 * browser reads from it again (decision 024; read-replica.test.ts keeps the two in step).
 */
export const READ_REPLICA_DEFAULTS = {
  retryAfterMs: 30_000,
  maxLagMs: 5_000,
  checkEveryMs: 2_000,
  applicationName: 'backdrop-catalogue-reads',
} as const;

/** A WAL position ("16/B374D848") as a number, to compare two. */
export function lsnValue(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * How far behind the replica is: the age of the oldest WAL position the primary had reached
 * (sampled at each check) that the replica has not replayed yet; 0 when it has replayed them all.
 * Measured against the primary's own positions, so a quiet primary (no commit for an hour) never
 * looks like a lagging replica, and a replica cut off from its primary (receiving nothing) does.
 */
export function lagOf(
  samples: readonly { at: number; lsn: bigint }[],
  replayed: bigint,
  now: number,
): number {
  const oldestMissing = samples.find((sample) => sample.lsn > replayed);
  return oldestMissing ? now - oldestMissing.at : 0;
}

/**
 * The caller's own mistakes and the statement budget (57014) fail the same way on the primary,
 * so they are not asked twice; anything else (a connection refused or dropped, a timeout, a
 * standby cancelling a query in conflict with replay, 40001) is.
 */
function isWorthRetrying(error: unknown): boolean {
  const state = serverState(error);
  if (!state) return true;
  return !(state === '57014' || state.startsWith('22') || state.startsWith('42') || state.startsWith('23'));
}

/** Errors that say the replica itself is unreachable or going away, not one query's bad luck. */
function isReplicaDown(error: unknown): boolean {
  const state = serverState(error);
  return !state || state.startsWith('08') || state.startsWith('57P') || state.startsWith('53');
}

/** The SQLSTATE the server answered; none for the socket's own errors (ECONNREFUSED, timeouts). */
function serverState(error: unknown): string | undefined {
  const cause = databaseCause(error);
  return cause instanceof pg.DatabaseError ? cause.code : undefined;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

/** pg's query(text | config, values?), untyped: the router passes them on as it gets them. */
type RunQuery = (...args: unknown[]) => Promise<pg.QueryResult>;

export async function openReadReplica(
  url: string,
  primary: DatabaseHandle,
  logger: Logger,
  options: ReadReplicaOptions = {},
): Promise<ReadReplica> {
  const settings = { ...READ_REPLICA_DEFAULTS, ...options };
  if (primary.kind !== 'postgres')
    throw new Error('A read replica needs the primary on PostgreSQL (DATABASE_URL).');
  const primaryPool = (primary.db as unknown as { $client: pg.Pool }).$client;
  const replicaPool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 60_000,
    // A replica that does not answer is left quickly: the primary answers in its place.
    connectionTimeoutMillis: 2000,
    application_name: settings.applicationName,
    options: '-c jit=off',
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  replicaPool.on('error', () => {});
  const where = redactUrl(url);

  let usable = false;
  let downUntil = 0;
  let lagMs: number | null = null;
  /** The warning of the current incident was logged; cleared when the replica is back. */
  let warned = false;
  let replicaReads = 0;
  let primaryReads = 0;

  const leave = (why: string, extra: Record<string, unknown>) => {
    usable = false;
    downUntil = Date.now() + settings.retryAfterMs;
    if (warned) return;
    warned = true;
    logger.warn(
      { replica: where, ...extra, retryInSeconds: settings.retryAfterMs / 1000 },
      `read replica ${why}: catalogue reads go to the primary until it is back`,
    );
  };

  /** The primary's WAL positions at the last checks, oldest first (see lagOf). */
  let samples: { at: number; lsn: bigint }[] = [];

  const check = async () => {
    const now = Date.now();
    try {
      const { rows: written } = await primaryPool.query<{ lsn: string }>(
        'select pg_current_wal_lsn()::text as lsn',
      );
      samples.push({ at: now, lsn: lsnValue(written[0]?.lsn ?? '0/0') });
      samples = samples.filter((sample) => now - sample.at <= settings.maxLagMs + 4 * settings.checkEveryMs);
    } catch {
      // The primary's trouble is for the requests to report; the replica is judged next time.
      return;
    }
    if (!usable && now < downUntil) return;
    try {
      const { rows } = await replicaPool.query<{ standby: boolean; replayed: string | null }>(
        'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed',
      );
      const [row] = rows;
      // Not in recovery (a promoted replica, or the primary itself in development): nothing to wait for.
      lagMs = row?.standby && row.replayed ? lagOf(samples, lsnValue(row.replayed), now) : 0;
      if (lagMs > settings.maxLagMs) return leave('is lagging', { lagMs });
      if (!usable && warned)
        logger.info({ replica: where }, 'read replica is back: catalogue reads use it again');
      usable = true;
      warned = false;
    } catch (error) {
      leave('does not answer', { reason: reasonOf(error) });
    }
  };

  /** A pg-compatible client: the replica when usable, the primary when not or when it fails. */
  class CatalogueReadPool {
    async query(...args: unknown[]): Promise<pg.QueryResult> {
      if (usable) {
        try {
          const result = await (replicaPool.query as RunQuery).apply(replicaPool, args);
          replicaReads++;
          return result;
        } catch (error) {
          if (!isWorthRetrying(error)) throw error;
          if (isReplicaDown(error)) leave('does not answer', { reason: reasonOf(error) });
          else logger.debug({ err: error }, 'a read failed on the replica; asked of the primary');
        }
      }
      primaryReads++;
      return (primaryPool.query as RunQuery).apply(primaryPool, args);
    }

    /** Drizzle runs a transaction on a client it takes from a pool: always the primary's. */
    connect() {
      return primaryPool.connect();
    }
  }

  const router = new CatalogueReadPool();
  const db = drizzleNodePg({ client: router as unknown as pg.Pool, schema: tables, casing: 'snake_case' });
  await check();
  // One check at a time: a replica that does not answer takes up to its connect timeout.
  let checking: Promise<void> | null = null;
  const timer = setInterval(() => {
    checking ??= check().finally(() => {
      checking = null;
    });
  }, settings.checkEveryMs);
  timer.unref();

  return {
    handle: {
      db: db as unknown as Database,
      kind: 'postgres',
      raw: async <T>(text: string, params?: unknown[], prepare?: string) =>
        (await router.query(prepare ? { name: prepare, text, values: params } : { text, values: params }))
          .rows as T[],
      transaction: (work) => primary.transaction(work),
      // The primary is closed by its owner; this handle only borrows it.
      close: async () => {},
    },
    status: () => ({ usable, lagMs, replicaReads, primaryReads }),
    close: async () => {
      clearInterval(timer);
      await checking;
      await replicaPool.end().catch(() => {});
    },
  };
}
