import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { adminQuery, uniqueDatabaseName, withDatabaseName } from './test-database';

/**
 * Migrates once per run (STYLE.md §8): a PGlite template dumped to a file and, when
 * TEST_DATABASE_URL is set, a PostgreSQL template database. createTestDatabase gives each caller
 * a copy of them, so test files run in parallel without migrating. Returns the teardown.
 */
export default async function globalSetup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) await checkPostgres(url);
  console.log(
    url
      ? 'Integration tests: PGlite and PostgreSQL.'
      : 'Integration tests: PGlite only (set TEST_DATABASE_URL to also run on PostgreSQL).',
  );

  const folder = await mkdtemp(path.join(tmpdir(), 'backdrop-templates-'));
  const postgresTemplate = url ? uniqueDatabaseName('backdrop_tpl') : null;
  const teardown = async () => {
    await rm(folder, { recursive: true, force: true });
    if (postgresTemplate) await adminQuery(`drop database if exists ${postgresTemplate} with (force)`);
  };
  try {
    const pgliteTemplateFile = path.join(folder, 'pglite.tar');
    const [dump] = await Promise.all([
      migratedPgliteDump(),
      url && postgresTemplate ? migratePostgresTemplate(url, postgresTemplate) : undefined,
    ]);
    await writeFile(pgliteTemplateFile, new Uint8Array(await dump.arrayBuffer()));
    project.provide('pgliteTemplateFile', pgliteTemplateFile);
    project.provide('postgresTemplate', postgresTemplate);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/** Fails the run early and clearly when TEST_DATABASE_URL is set but PostgreSQL does not answer. */
async function checkPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL does not answer: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

async function migratedPgliteDump(): Promise<Blob> {
  const handle = await openPglite(null);
  try {
    await runMigrations(handle);
    return await handle.dumpDataDir();
  } finally {
    await handle.close();
  }
}

/** Creates and migrates the template, then closes every connection to it: copies need it idle. */
async function migratePostgresTemplate(url: string, name: string): Promise<void> {
  await adminQuery(`create database ${name}`);
  const handle = await openPostgres(withDatabaseName(url, name));
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
}
