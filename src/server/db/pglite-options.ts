import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { vector } from '@electric-sql/pglite-pgvector';

/** The extensions the schema uses: trigram search, accent folding, face embeddings. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent, vector };

// PGlite's WAL otherwise grows with every bulk load (350 MB after 100k rows, ARCHITECTURE.md).
const PGLITE_CONF = [
  'min_wal_size = 32MB',
  'max_wal_size = 64MB',
  'wal_keep_size = 0',
  // WASM memory never shrinks: small buffers keep `npm start` within its 400 MB budget.
  'shared_buffers = 16MB',
  'work_mem = 8MB',
  'maintenance_work_mem = 32MB',
  'temp_buffers = 8MB',
];

/**
 * How every PGlite of the server opens: its data directory (`dir`), or in memory from a dump
 * (`loadDataDir`, tests) or from initdb.
 */
export function pgliteOptions(source: { dir?: string; loadDataDir?: Blob }): PGliteOptions {
  return {
    ...(source.dir ? { dataDir: source.dir } : source.loadDataDir ? { loadDataDir: source.loadDataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
    postgresqlconf: PGLITE_CONF,
  };
}
