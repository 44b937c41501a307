import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { redactUrl } from '../db/client';
import { BackupError } from './backup-error';
import { type DatabaseFacts, databaseFacts, type Query } from './database-facts';

/**
 * PostgreSQL backups are pg_dump's custom format, taken in the snapshot the row counts were read
 * in (so they agree even while the servers keep writing), and restored by pg_restore. It keeps
 * every schema: tables, sequences, click_events and its monthly partitions, indexes, extensions
 * and drizzle's migrations table.
 */

/** The libpq connection for a URL, with its password passed in the environment, not on a command line. */
function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found. Install the PostgreSQL client tools of your server's version (on Debian or Ubuntu: apt-get install postgresql-client-15) and make sure ${tool} is on PATH.`,
            )
          : error,
      ),
    );
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The major version of pg_dump or pg_restore on PATH (`pg_dump (PostgreSQL) 15.20` → 15). */
export async function toolMajor(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
  const answer = await run(tool, ['--version']);
  const major = /\(PostgreSQL\)\s+(\d+)/.exec(answer.stdout)?.[1];
  if (answer.code !== 0 || major === undefined) {
    throw new BackupError(
      `${tool} --version did not answer as PostgreSQL's ${tool} does: ${answer.stdout || answer.stderr}`.trim(),
    );
  }
  return Number(major);
}

/** The tool's own error lines (`pg_restore: error: … ERROR: …`), else its last lines. */
function lastLines(text: string): string {
  const lines = text.trim().split('\n');
  const errors = lines.filter((line) => /error:|ERROR:|FATAL:/.test(line));
  return (errors.length > 0 ? errors.slice(0, 2) : lines.slice(-3)).join(' ').trim() || 'no message';
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    throw new BackupError(
      `Cannot connect to DATABASE_URL ${redactUrl(url)}: ${error instanceof Error ? error.message : String(error)}. Check that PostgreSQL is running and the database exists.`,
    );
  }
}

function queryOf(client: pg.Client): Query {
  return async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[];
}

/** Writes `file` with pg_dump -Fc and answers what the dump holds, counted in the same snapshot. */
export async function dumpPostgres(
  url: string,
  file: string,
): Promise<DatabaseFacts & { dumpToolMajor: number }> {
  const major = await toolMajor('pg_dump');
  const client = await connect(url);
  try {
    const [server] = (
      await client.query<{ num: string }>("select current_setting('server_version_num') as num")
    ).rows;
    const serverMajor = Math.floor(Number(server?.num ?? 0) / 10000);
    if (major < serverMajor) {
      throw new BackupError(
        `pg_dump ${major} cannot back up a PostgreSQL ${serverMajor} server (pg_dump must be at least as new as the server). Install postgresql-client-${serverMajor} and put its pg_dump first on PATH.`,
      );
    }
    await client.query('begin isolation level repeatable read read only');
    const [snapshot] = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows;
    const facts = await databaseFacts(queryOf(client));
    const target = libpqTarget(url);
    // The exported snapshot stays valid while this transaction is open: pg_dump sees exactly
    // the rows just counted.
    const dump = await run(
      'pg_dump',
      ['--format=custom', `--file=${file}`, `--snapshot=${snapshot?.id ?? ''}`, `--dbname=${target.dbname}`],
      target.env,
    );
    if (dump.code !== 0) throw new BackupError(`pg_dump failed: ${lastLines(dump.stderr)}`);
    await client.query('commit');
    return { ...facts, dumpToolMajor: major };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Ordinary tables in the database outside PostgreSQL's own schemas (0 for a fresh database). */
export async function postgresTableCount(url: string): Promise<number> {
  const client = await connect(url);
  try {
    const [row] = (
      await client.query<{ n: string }>(
        `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'p') and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'`,
      )
    ).rows;
    return Number(row?.n ?? 0);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Checks pg_restore can read an archive pg_dump `dumpMajor` wrote, before anything changes. */
export async function checkRestoreTool(dumpMajor: number | null): Promise<void> {
  const major = await toolMajor('pg_restore');
  if (dumpMajor !== null && major < dumpMajor) {
    throw new BackupError(
      `pg_restore ${major} cannot read this backup, which pg_dump ${dumpMajor} wrote. Install postgresql-client-${dumpMajor} (or newer) and put its pg_restore first on PATH.`,
    );
  }
}

/**
 * Restores a pg_dump archive into the database at `url`, in one transaction: it all arrives or
 * none of it does. pg_restore writes the archive as SQL and psql runs it (see pipeRestore). With `replace`, every schema of ours is dropped first (the target was not
 * empty and --force was given). Objects are owned by the restoring user, and grants are left
 * out, so a backup restores onto a server whose roles differ.
 */
export async function restorePostgres(
  url: string,
  file: string,
  options: { replace: boolean },
): Promise<void> {
  // With --force, the schemas there are dropped in the same transaction as the restore: a restore
  // that fails leaves the database as it was.
  let prelude = '';
  if (options.replace) {
    const client = await connect(url);
    try {
      const schemas = await client.query<{ name: string }>(
        `select quote_ident(nspname) as name from pg_namespace
         where nspname <> 'information_schema' and nspname not like 'pg\\_%'`,
      );
      prelude = `${schemas.rows.map((schema) => `DROP SCHEMA ${schema.name} CASCADE;\n`).join('')}CREATE SCHEMA IF NOT EXISTS public;\n`;
    } finally {
      await client.end().catch(() => {});
    }
  }
  const target = libpqTarget(url);
  // Comments on extensions need the extension's owner (a superuser); leaving them out lets a
  // database owner who is not one restore too.
  const listing = await run('pg_restore', ['--list', file]);
  if (listing.code !== 0)
    throw new BackupError(`pg_restore cannot read the dump: ${lastLines(listing.stderr)}`);
  // Beside the system's temporary files: the backup folder may be read-only.
  const list = path.join(tmpdir(), `backdrop-restore-${randomUUID()}.list`);
  await writeFile(
    list,
    listing.stdout
      .split('\n')
      .filter((line) => !/ COMMENT - EXTENSION /.test(line))
      .join('\n'),
  );
  try {
    await pipeRestore(file, list, target, prelude);
  } finally {
    await rm(list, { force: true });
  }
}

/**
 * pg_restore and pg_dump run their SQL with an empty search_path (a guard against other users'
 * objects in a shared database). Our SQL functions call each other unqualified
 * (backdrop_folded_tokens calls backdrop_fold), and photos' generated search_vector calls them
 * while its rows are copied in, so a plain pg_restore fails with "function backdrop_fold(text)
 * does not exist". The script is therefore run with the search_path the app itself runs with
 * (public): every object in it is schema-qualified anyway, and the target is a database of our
 * own that was empty or that --force emptied.
 */
const EMPTY_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', '', false);";
const APP_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', 'public, pg_catalog', false);";

/** The script with the search_path rewritten, after `prelude` (statements run first, in its transaction). */
function searchPathRewrite(prelude: string): Transform {
  let rest = '';
  const rewrite = (line: string) => (line === EMPTY_SEARCH_PATH ? APP_SEARCH_PATH : line);
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      done(null, lines.map((line) => `${rewrite(line)}\n`).join(''));
    },
    flush(done) {
      done(null, rewrite(rest));
    },
  });
  if (prelude) stream.push(prelude);
  return stream;
}

async function pipeRestore(
  file: string,
  list: string,
  target: { dbname: string; env: NodeJS.ProcessEnv },
  prelude: string,
) {
  const producer = spawn(
    'pg_restore',
    ['--no-owner', '--no-privileges', `--use-list=${list}`, '--file=-', file],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const consumer = spawn(
    'psql',
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', `--dbname=${target.dbname}`],
    { env: target.env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const exited = (child: ChildProcess, tool: string) =>
    new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      child.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'ENOENT'
            ? new BackupError(
                `${tool} was not found. Install the PostgreSQL client tools (they come with pg_restore) and make sure ${tool} is on PATH.`,
              )
            : error,
        ),
      );
      child.once('close', (code) => resolve({ code, stderr }));
    });
  const producing = exited(producer, 'pg_restore');
  const consuming = exited(consumer, 'psql');
  // psql stopping early (an error) closes the pipe: pg_restore's write error is expected then.
  consumer.stdin?.on('error', () => {});
  const piping = pipeline(
    producer.stdout as Readable,
    searchPathRewrite(prelude),
    consumer.stdin as Writable,
  ).catch(() => {});
  const [made, ran] = await Promise.all([producing, consuming, piping]);
  if (ran.code !== 0)
    throw new BackupError(`Restoring the database failed, and changed nothing: ${lastLines(ran.stderr)}`);
  if (made.code !== 0) throw new BackupError(`pg_restore cannot read the dump: ${lastLines(made.stderr)}`);
}

/** The restored database's facts, to compare with the manifest's. */
export async function postgresFacts(url: string): Promise<DatabaseFacts> {
  const client = await connect(url);
  try {
    return await databaseFacts(queryOf(client));
  } finally {
    await client.end().catch(() => {});
  }
}
