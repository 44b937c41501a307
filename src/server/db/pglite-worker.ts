import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-options';
import type { PgliteReply, PgliteRequest, PgliteWorkerData, ThreadError } from './pglite-thread';

/**
 * The embedded database's own thread (started by pglite-thread.ts): PGlite runs each statement
 * synchronously in WebAssembly, so here it leaves the server's event loop free to read requests,
 * render answers and refuse what it cannot serve in time. Statements run one at a time, in order.
 */
const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread, started by pglite-thread.ts.');
const data = workerData as PgliteWorkerData;

/** Drizzle's parsers keep these types as PostgreSQL's text; only such identity parsers cross threads. */
const asText = (value: string) => value;
const parsersByTypes = new Map<string, QueryOptions['parsers']>();
function optionsOf(rowMode: 'array' | 'object' | undefined, textTypes: number[] | undefined): QueryOptions {
  if (!textTypes) return rowMode ? { rowMode } : {};
  const key = textTypes.join(',');
  let parsers = parsersByTypes.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(textTypes.map((type) => [type, asText]));
    parsersByTypes.set(key, parsers);
  }
  return { rowMode, parsers };
}

/** A PostgreSQL error's fields (code, detail, constraint, …): the ones a structured clone keeps. */
function threadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

async function answer(db: PGlite, request: PgliteRequest): Promise<[PgliteReply, ArrayBuffer[]]> {
  switch (request.op) {
    case 'query': {
      const result = await db.query(
        request.sql,
        request.params,
        optionsOf(request.rowMode, request.textTypes),
      );
      const { rows, affectedRows, fields } = result;
      return [{ id: request.id, ok: true, result: { rows, affectedRows, fields } }, []];
    }
    case 'exec': {
      const results = await db.exec(request.sql);
      const plain = results.map(({ rows, affectedRows, fields }) => ({ rows, affectedRows, fields }));
      return [{ id: request.id, ok: true, results: plain }, []];
    }
    case 'dump': {
      const tarball = await db.dumpDataDir('none');
      const bytes = await tarball.arrayBuffer();
      return [{ id: request.id, ok: true, tarball: bytes, type: tarball.type }, [bytes]];
    }
    case 'close':
      await db.close();
      return [{ id: request.id, ok: true }, []];
  }
}

/** Opens the database; on failure says why and ends the thread (nothing keeps it running). */
async function open(): Promise<PGlite | null> {
  try {
    const loadDataDir = data.loadDataDir ? new Blob([data.loadDataDir]) : undefined;
    const opened = await PGlite.create(pgliteOptions({ dir: data.dir, loadDataDir }));
    port?.postMessage({ id: 0, ok: true } satisfies PgliteReply);
    return opened;
  } catch (error) {
    port?.postMessage({ id: 0, ok: false, error: threadError(error) } satisfies PgliteReply);
    return null;
  }
}

const db = await open();
if (db) {
  let chain: Promise<void> = Promise.resolve();
  port.on('message', (request: PgliteRequest) => {
    chain = chain.then(async () => {
      try {
        const [reply, transfer] = await answer(db, request);
        port.postMessage(reply, transfer);
      } catch (error) {
        port.postMessage({ id: request.id, ok: false, error: threadError(error) } satisfies PgliteReply);
      }
    });
  });
}
