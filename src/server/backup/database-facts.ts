import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsFolder } from '../db/migrate';

/** Runs one statement and answers its rows: a pg client, a pool or a PGlite handle's `raw`. */
export type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

export interface DatabaseFacts {
  serverVersion: string;
  migrations: string[];
  rowCounts: Record<string, number>;
}

/**
 * Every ordinary table outside PostgreSQL's own schemas: the app's tables, each monthly
 * partition of click_events (their parent holds no rows of its own) and drizzle's migrations.
 */
const TABLES = `
  select format('%I.%I', n.nspname, c.relname) as qualified, n.nspname || '.' || c.relname as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
  order by n.nspname, c.relname`;

/** Rows per table, keyed `schema.table`: what a restore must find again. */
export async function rowCounts(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await query<{ qualified: string; name: string }>(TABLES)) {
    const [row] = await query<{ n: string | number }>(`select count(*) as n from ${table.qualified}`);
    counts[table.name] = Number(row?.n ?? 0);
  }
  return counts;
}

async function journal(): Promise<{ when: number; tag: string }[]> {
  const text = await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: { when: number; tag: string }[] }).entries;
}

/** The tags of the migrations this version of the app has. */
export async function knownMigrations(): Promise<Set<string>> {
  return new Set((await journal()).map((entry) => entry.tag));
}

/** The tags of the migrations applied, oldest first, read from drizzle's table and journal. */
export async function migrationsApplied(query: Query): Promise<string[]> {
  const [exists] = await query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return [];
  const rows = await query<{ created_at: string | number }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at, id',
  );
  const tagOf = new Map((await journal()).map((entry) => [entry.when, entry.tag]));
  // A migration this checkout does not know (a newer app wrote the database) keeps its time.
  return rows.map((row) => tagOf.get(Number(row.created_at)) ?? `unknown migration of ${row.created_at}`);
}

export async function databaseFacts(query: Query): Promise<DatabaseFacts> {
  const [version] = await query<{ server_version: string }>('show server_version');
  return {
    serverVersion: (version?.server_version ?? 'unknown').split(' ')[0] ?? 'unknown',
    migrations: await migrationsApplied(query),
    rowCounts: await rowCounts(query),
  };
}

/** Tables whose rows after a restore differ from the manifest's, as `table: 3 expected, 2 found`. */
export function countDifferences(expected: Record<string, number>, found: Record<string, number>): string[] {
  return Object.entries(expected)
    .filter(([table, rows]) => found[table] !== rows)
    .map(([table, rows]) => `${table}: ${rows} expected, ${found[table] ?? 'no table'} found`);
}
