import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, type DatabaseKind, openPglite, openPostgres } from '../server/db/client';
import { runStatement } from './one-statement';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of the migrated PGlite template's data directory (global-setup.ts). */
    pgliteTemplateFile: string;
    /** The migrated PostgreSQL template database, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

/** Every integration suite runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: readonly DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL database's URL, for a second connection pool (a second "process"); none on PGlite. */
  url?: string;
  /** Empties every table, keeping the schema. */
  reset(): Promise<void>;
  /** Closes the connection and drops the database this run created. */
  drop(): Promise<void>;
}

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

/** Same server as TEST_DATABASE_URL, another database name. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A database name no other test file or parallel run will pick. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
}

/** Runs one statement on TEST_DATABASE_URL's own database (never on a template). */
export async function adminQuery(text: string): Promise<void> {
  await runStatement(adminUrl(), text);
}

async function truncateAll(handle: DatabaseHandle): Promise<void> {
  const tables = await handle.raw<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables
     where schemaname = current_schema() and tablename not like '\\_\\_drizzle%'`,
  );
  if (tables.length === 0) return;
  await handle.raw(`truncate table ${tables.map((t) => t.name).join(', ')} restart identity cascade`);
}

// Read once per test file: every PGlite copy in the file starts from the same bytes.
let pgliteTemplate: Promise<Blob> | undefined;

export function pgliteTemplateData(): Promise<Blob> {
  pgliteTemplate ??= readFile(inject('pgliteTemplateFile')).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

const OBJECT_IN_USE = '55006';

/**
 * PostgreSQL refuses a template while any session is connected to it ("source database is being
 * accessed by other users"). Nothing here connects to it, but a backend the global setup just
 * closed can take a moment to go, so that refusal is retried with a growing pause.
 */
async function copyPostgresTemplate(name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      const inUse = error instanceof pg.DatabaseError && error.code === OBJECT_IN_USE;
      if (!inUse || attempt === 8) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}

/**
 * A migrated database of its own for the caller: an in-memory PGlite loaded from the run's
 * template, or a PostgreSQL database copied from the run's template (global-setup.ts migrates
 * both once per run).
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    // TEST_PGLITE_THREAD=1 runs every suite on PGlite's own thread, as the server runs it.
    const thread = process.env.TEST_PGLITE_THREAD === '1';
    const handle = await openPglite(null, { loadDataDir: await pgliteTemplateData(), thread });
    return { handle, reset: () => truncateAll(handle), drop: () => handle.close() };
  }
  const template = inject('postgresTemplate');
  if (!template) throw new Error('No PostgreSQL template: TEST_DATABASE_URL was unset when the run began');
  const name = uniqueDatabaseName('backdrop_test');
  await copyPostgresTemplate(name, template);
  const url = withDatabaseName(adminUrl(), name);
  const handle = await openPostgres(url, { max: 4 });
  return {
    handle,
    url,
    reset: () => truncateAll(handle),
    drop: async () => {
      await handle.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
