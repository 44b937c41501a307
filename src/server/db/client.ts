import { spawn } from 'node:child_process';
import { constants, existsSync } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import {
  type Admission,
  createAdmission,
  DEFAULT_QUEUE_BUDGET_MS,
  DEFAULT_QUEUE_MAX_WAITING,
} from './admission';
import { pgliteOptions } from './pglite-options';
import { startPgliteThread, type ThreadedPglite } from './pglite-thread';
import * as tables from './tables';

export type Database = PgDatabase<PgQueryResultHKT, typeof tables>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  /**
   * The typed query builder (ARCHITECTURE.md, decision 017): every query whose row type the schema
   * can give is written with it. On PGlite its statements take turns in the same queue as `raw`
   * (see createQueueBudget), so never use `db` inside `db.transaction` or `transaction`: use the
   * transaction it hands you.
   */
  db: Database;
  kind: DatabaseKind;
  /**
   * Plain parameterised SQL, kept for what the builder cannot say well: the search plans, facets
   * and ranking, bulk seeding and maintenance. A statement that returns rows goes through
   * `queryRows` (db/typed-rows.ts), which types them by a schema and checks them in tests. A `prepare` name makes PostgreSQL keep the
   * statement per connection, so a query run on every request is planned once (PGlite, one
   * connection in process, plans each time).
   * On PGlite these calls take turns in one queue (see createQueueBudget): never call `raw` from
   * inside a transaction, whose connection the queued statement would wait for.
   */
  raw<T = Record<string, unknown>>(text: string, params?: unknown[], prepare?: string): Promise<T[]>;
  /**
   * Runs `work` in one transaction on one connection, with the typed builder: committed when it
   * resolves, rolled back when it throws. Inside, use only the transaction it is given.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Closes the pool or shuts PGlite down cleanly (flushes its files). */
  close(): Promise<void>;
}

/** A Drizzle transaction on either driver, as DatabaseHandle.transaction hands it out. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a query may run on: the handle's builder or a transaction in progress. */
export type Queryable = Database | Transaction;

export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

/** Keeps the password out of logs and error messages. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

/**
 * PGlite runs statements one at a time (on a thread of its own when serving, decision 025) and
 * cannot cancel one (statement_timeout needs a timer signal WebAssembly never delivers). Its time budget is
 * therefore kept at the door: a statement that has waited this long for its turn is not run at
 * all but refused, so a backlog behind a slow statement drains at once instead of stalling every
 * page for its whole length. The caps on what a request may ask (search words, wildcards, page
 * sizes, rate limits) keep any single statement short. PostgreSQL's pool has the same door
 * (db/admission.ts), with statement_timeout for what runs.
 */
const PGLITE_QUEUE_BUDGET_MS = DEFAULT_QUEUE_BUDGET_MS;

/** Statements that may not run longer on PostgreSQL (statement_timeout); 0 = unlimited (maintenance). */
export const STATEMENT_TIMEOUT_MS = 5000;

export { DatabaseBusyError, StatementBudgetError } from './admission';

/** How the database queue of a serving handle is bounded (DB_QUEUE_BUDGET_MS, DB_QUEUE_MAX_WAITING). */
export interface QueueOptions {
  queueBudgetMs?: number;
  queueMaxWaiting?: number;
}

/**
 * Runs tasks one at a time in arrival order; a task whose turn comes after `budgetMs` of waiting
 * is refused, and one that could not get its turn within its budget is refused at once.
 */
export function createQueueBudget(budgetMs: number, maxWaiting = DEFAULT_QUEUE_MAX_WAITING) {
  // One statement at a time on this thread: the server reads and answers between turns.
  const admission = createAdmission({ concurrency: 1, budgetMs, maxWaiting, yieldBetweenTurns: true });
  return <T>(task: () => Promise<T>): Promise<T> => admission.run(task);
}

export interface PgliteHandle extends DatabaseHandle {
  /** The whole data directory as an uncompressed tarball, for `openPglite(null, { loadDataDir })`. */
  dumpDataDir(): Promise<Blob>;
}

/**
 * PGlite persisted under DATA_DIR/pglite, or in memory when dataDir is null (tests). An
 * in-memory database starts from `loadDataDir` when given (a dump of a migrated template: tests
 * skip initdb and the migrations) and from initdb otherwise. With `thread`, PGlite runs on a
 * worker thread of its own (pglite-thread.ts), as the server runs it: its WebAssembly then takes
 * a second core instead of the event loop's, which stays free to read, answer and refuse requests.
 */
export async function openPglite(
  dataDir: string | null,
  options: QueueOptions & { loadDataDir?: Blob; thread?: boolean } = {},
): Promise<PgliteHandle> {
  const dir = dataDir === null ? undefined : path.resolve(dataDir, 'pglite');
  if (dataDir !== null && dir !== undefined) {
    await ensureWritable(dataDir, dir);
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await initialiseInChildProcess(dir);
  }
  const loadDataDir = dir ? undefined : options.loadDataDir;
  const client: PGlite | ThreadedPglite = options.thread
    ? await startPgliteThread({ dir, loadDataDir: await loadDataDir?.arrayBuffer() })
    : await PGlite.create(pgliteOptions({ dir, loadDataDir }));
  const turn = createQueueBudget(options.queueBudgetMs ?? PGLITE_QUEUE_BUDGET_MS, options.queueMaxWaiting);
  const db = drizzlePglite({
    client: queuedClient(client, turn) as PGlite,
    schema: tables,
    casing: 'snake_case',
  }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    raw: <T>(text: string, params?: unknown[]) =>
      turn(async () => (await client.query<T>(text, params)).rows),
    transaction: (work) => db.transaction(work),
    close: () => client.close(),
    dumpDataDir: () => turn(() => client.dumpDataDir('none')),
  };
}

/**
 * The PGlite client as Drizzle sees it: each statement and each transaction waits its turn in the
 * handle's queue, as `raw` does, so the builder keeps the same time budget. A transaction's own
 * statements run on the transaction Drizzle is handed, outside the queue.
 */
function queuedClient<Client extends object>(
  client: Client,
  turn: ReturnType<typeof createQueueBudget>,
): Client {
  const queued = new Set<PropertyKey>(['query', 'exec', 'transaction']);
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const bound = value.bind(target) as (...args: unknown[]) => unknown;
      return queued.has(property) ? (...args: unknown[]) => turn(async () => bound(...args)) : bound;
    },
  });
}

// From source (tsx, tests) the script is TypeScript; in the server bundle it sits next to main.js.
const RUNS_FROM_SOURCE = import.meta.url.endsWith('.ts');
const INIT_SCRIPT = fileURLToPath(
  new URL(RUNS_FROM_SOURCE ? './pglite-init.ts' : './pglite-init.js', import.meta.url),
);

/** Creates a new PGlite data directory in a child process (see pglite-init.ts for why). */
async function initialiseInChildProcess(dir: string): Promise<void> {
  const args = RUNS_FROM_SOURCE ? ['--import', 'tsx', INIT_SCRIPT, dir] : [INIT_SCRIPT, dir];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    const reason = stderr.trim().split('\n').at(-1) ?? `exit code ${code}`;
    throw new DatabaseStartError(`Could not create the embedded database in "${dir}": ${reason}`);
  }
}

async function ensureWritable(dataDir: string, dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    throw new DatabaseStartError(
      `DATA_DIR "${dataDir}" cannot be written (${reason}). Set DATA_DIR to a folder this user can write, e.g. DATA_DIR=./data.`,
    );
  }
}

export async function openPostgres(
  url: string,
  options: QueueOptions & { max?: number; statementTimeoutMs?: number } = {},
): Promise<DatabaseHandle> {
  const max = options.max ?? 10;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // A fresh backend plans its first queries slowly (empty catalogue caches), so a couple of
    // connections stay open and the others live a minute past their last query.
    min: 2,
    idleTimeoutMillis: 60_000,
    connectionTimeoutMillis: 5000,
    // JIT compiling costs 40–50 ms per query the planner thinks is big: fine for reports,
    // ruinous for an API whose queries stop after one page.
    options: '-c jit=off',
    // The server cancels a statement past its budget (error 57014), so one request cannot hold a
    // connection and a core for long; maintenance (migrations, the seed) opens its handle without.
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // A pool error on an idle client must not crash the process; the next query reports it.
  pool.on('error', () => {});
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new DatabaseStartError(
      `Cannot connect to DATABASE_URL ${redactUrl(url)}: ${reason}. Check that PostgreSQL is running and the URL (host, port, user, database) is right, or unset DATABASE_URL to use the embedded database.`,
    );
  }
  const admission = createAdmission({
    concurrency: max,
    budgetMs: options.queueBudgetMs ?? DEFAULT_QUEUE_BUDGET_MS,
    maxWaiting: options.queueMaxWaiting ?? DEFAULT_QUEUE_MAX_WAITING,
  });
  const admitted = admittedPool(pool, admission);
  const db = drizzleNodePg({ client: admitted, schema: tables, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    raw: async <T>(text: string, params?: unknown[], prepare?: string) =>
      (await admitted.query(prepare ? { name: prepare, text, values: params } : { text, values: params }))
        .rows as T[],
    transaction: (work) => db.transaction(work),
    close: () => pool.end(),
  };
}

/**
 * The pool as Drizzle and `raw` see it: a query, or a connection taken for a transaction, first
 * waits its turn at the admission queue (one place per connection), so the pool's own queue stays
 * empty and a request beyond the budget is refused at once (issue 29 item 3).
 */
function admittedPool(pool: pg.Pool, admission: Admission): pg.Pool {
  return new Proxy(pool, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'query' && typeof value === 'function') {
        const query = value.bind(target) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => admission.run(() => query(...args));
      }
      if (property === 'connect' && typeof value === 'function') {
        return async () => {
          const done = await admission.acquire();
          try {
            const client = await target.connect();
            const release = client.release.bind(client);
            client.release = (error?: Error | boolean) => {
              done();
              client.release = release;
              return release(error);
            };
            return client;
          } catch (error) {
            done();
            throw error;
          }
        };
      }
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL only: the serving handle's statement_timeout (PGlite keeps its budget at the queue). */
  statementTimeoutMs?: number;
  /** The serving handle's admission queue (db/admission.ts); defaults when absent. */
  queue?: QueueOptions;
  /** PGlite only: run it on a thread of its own (the server does; scripts keep it in process). */
  pgliteThread?: boolean;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { statementTimeoutMs: options.statementTimeoutMs, ...options.queue })
    : openPglite(options.dataDir, { ...options.queue, thread: options.pgliteThread });
}
