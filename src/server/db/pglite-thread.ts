import type { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { startWorkerThread } from '../worker-thread';

/** What the embedded database's thread opens: its data directory, or in memory from a dump. */
export interface PgliteWorkerData {
  dir?: string;
  loadDataDir?: ArrayBuffer;
}

type PlainResults = Pick<Results<unknown>, 'rows' | 'affectedRows' | 'fields'>;

export type PgliteRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      /** Types whose values stay PostgreSQL's text (Drizzle's parsers; see pglite-worker.ts). */
      textTypes?: number[];
    }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** A failed statement's error as it crosses the thread: its fields keep the SQLSTATE and detail. */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

/** Answers carry the request's id; id 0 says the database opened (or why it did not). */
export type PgliteReply =
  | {
      id: number;
      ok: true;
      result?: PlainResults;
      results?: PlainResults[];
      tarball?: ArrayBuffer;
      type?: string;
    }
  | { id: number; ok: false; error: ThreadError };

/** The statements of one connection: the client's own, or a transaction's. */
export interface PgliteStatements {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/** The part of PGlite's client that Drizzle and the handle use, served from another thread. */
export interface ThreadedPglite extends PgliteStatements {
  /** BEGIN … COMMIT, or ROLLBACK when `work` throws. The caller keeps other statements out meanwhile. */
  transaction<T>(work: (tx: PgliteStatements) => Promise<T>): Promise<T>;
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

export class PgliteThreadError extends Error {
  override name = 'PgliteThreadError';
}

// scripts/start.mjs builds the worker as the `pglite-worker` entry point, next to main.js.
const WORKER_ENTRY = new URL('./pglite-worker', import.meta.url);

type Request = PgliteRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;
type Success = Extract<PgliteReply, { ok: true }>;

function rebuiltError({ name, message, fields }: ThreadError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}

/**
 * Opens PGlite on a worker thread of its own (pglite-worker.ts). Statements are sent in order
 * and answered in order; the rows come back as structured clones. Rejects with the database's
 * own reason when it cannot open.
 */
export async function startPgliteThread(data: PgliteWorkerData): Promise<ThreadedPglite> {
  const worker: Worker = startWorkerThread(WORKER_ENTRY, {
    workerData: data,
    transferList: data.loadDataDir ? [data.loadDataDir] : [],
  });
  const pending = new Map<number, { resolve: (reply: Success) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | null = null;

  const opened = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (reply: PgliteReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    // An idle database thread does not keep the process alive (as PGlite in process would not).
    if (pending.size === 0) worker.unref();
    if (reply.ok) waiting.resolve(reply);
    else waiting.reject(rebuiltError(reply.error));
  });
  const fail = (error: Error) => {
    stopped ??= error;
    for (const [id, waiting] of pending) {
      pending.delete(id);
      waiting.reject(error);
    }
  };
  worker.on('error', (error) =>
    fail(new PgliteThreadError(`The embedded database stopped: ${error.message}`)),
  );
  worker.on('exit', (code) =>
    fail(new PgliteThreadError(`The embedded database stopped (exit code ${code}).`)),
  );

  const send = (request: Request): Promise<Success> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      try {
        // Throws at once for a parameter a structured clone cannot copy (a function, a symbol).
        worker.postMessage({ ...request, id });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      pending.set(id, { resolve, reject });
      worker.ref();
    });
  };

  const statements: PgliteStatements = {
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      const reply = await send({
        op: 'query',
        sql,
        params,
        rowMode: options?.rowMode,
        textTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
      });
      return reply.result as Results<T>;
    },
    async exec(sql: string) {
      return (await send({ op: 'exec', sql })).results as Results[];
    },
  };

  await opened.catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  return {
    ...statements,
    async transaction(work) {
      await statements.exec('BEGIN');
      try {
        const result = await work(statements);
        await statements.exec('COMMIT');
        return result;
      } catch (error) {
        // A transaction whose statement failed is already aborted; ROLLBACK ends it either way.
        await statements.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    },
    async dumpDataDir() {
      const reply = await send({ op: 'dump' });
      return new Blob([reply.tarball ?? new ArrayBuffer(0)], { type: reply.type });
    },
    async close() {
      if (!stopped) await send({ op: 'close' });
      await worker.terminate();
    },
  };
}
