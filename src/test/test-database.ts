import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, type DatabaseKind, openPglite, openPostgres } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';

/** Every integration suite runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: readonly DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Empties every table, keeping the schema. */
  reset(): Promise<void>;
  /** Closes the connection and drops the database this run created. */
  drop(): Promise<void>;
}

function adminUrl(): string {
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

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function truncateAll(handle: DatabaseHandle): Promise<void> {
  const tables = await handle.raw<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables
     where schemaname = current_schema() and tablename not like '\\_\\_drizzle%'`,
  );
  if (tables.length === 0) return;
  await handle.raw(`truncate table ${tables.map((t) => t.name).join(', ')} restart identity cascade`);
}

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database named for this run. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openPglite(null);
    await runMigrations(handle);
    return { handle, reset: () => truncateAll(handle), drop: () => handle.close() };
  }
  const name = `backdrop_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const handle = await openPostgres(withDatabaseName(adminUrl(), name), { max: 4 });
  await runMigrations(handle);
  return {
    handle,
    reset: () => truncateAll(handle),
    drop: async () => {
      await handle.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
