import { createWriteStream, existsSync, openAsBlob } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../db/client';
import { PGLITE_EXTENSIONS } from '../db/pglite-options';
import { BackupError } from './backup-error';
import { type DatabaseFacts, databaseFacts, type Query } from './database-facts';

/**
 * The embedded database is one process's: PGlite has no server to take a consistent copy
 * through while another process writes. So a backup or restore refuses while the data directory
 * is open. PGlite writes `postmaster.pid` into it on opening and removes it on a clean close;
 * a server stopped with SIGTERM or Ctrl+C closes it, one killed outright leaves the file.
 */
export function pgliteDir(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}

function assertClosed(dir: string): void {
  if (existsSync(path.join(dir, 'postmaster.pid'))) {
    throw new BackupError(
      `The embedded database in ${dir} is open in another process (a Backdrop server, the seed or another backup): stop it, then run this again. The embedded database allows one process at a time, and a copy taken while it writes may not open. If nothing is running, the last server was killed outright: start it and stop it once (Ctrl+C) to close the database cleanly.`,
    );
  }
}

export function pgliteExists(dataDir: string): boolean {
  return existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'));
}

/** Writes the data directory as a tarball to `file` and answers what it holds. */
export async function dumpPglite(dataDir: string, file: string): Promise<DatabaseFacts> {
  const dir = pgliteDir(dataDir);
  if (!pgliteExists(dataDir)) {
    throw new BackupError(
      `There is no embedded database in ${dir} to back up. Set DATA_DIR to the server's data folder (or DATABASE_URL, if the server uses PostgreSQL).`,
    );
  }
  assertClosed(dir);
  const handle = await openPglite(dataDir);
  try {
    const facts = await databaseFacts(handle.raw as Query);
    const tarball = await handle.dumpDataDir();
    // Streamed to disk: the tarball is as large as the database, and held once is enough.
    await pipeline(
      Readable.fromWeb(tarball.stream() as WebReadableStream<Uint8Array>),
      createWriteStream(file),
    );
    return facts;
  } finally {
    await handle.close();
  }
}

/** Checks the target data directory can be restored into; answers whether it holds a database. */
export function pgliteTargetInUse(dataDir: string): boolean {
  assertClosed(pgliteDir(dataDir));
  return pgliteExists(dataDir);
}

/**
 * Unpacks a tarball into DATA_DIR/pglite. A database already there is moved aside (to
 * `pglite.replaced-{time}`), never deleted, and moved back when loading fails. Answers where
 * the old one went, if anywhere.
 */
export async function restorePglite(dataDir: string, file: string, stamp: string): Promise<string | null> {
  const dir = pgliteDir(dataDir);
  assertClosed(dir);
  const aside = existsSync(dir) ? `${dir}.replaced-${stamp}` : null;
  if (aside) await rename(dir, aside);
  try {
    await mkdir(dir, { recursive: true });
    const client = await PGlite.create({
      dataDir: dir,
      // A Blob backed by the file, read as PGlite unpacks it rather than copied into memory first.
      loadDataDir: await openAsBlob(file),
      extensions: PGLITE_EXTENSIONS,
    });
    await client.close();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    if (aside) await rename(aside, dir);
    throw new BackupError(
      `The embedded database could not be loaded from the backup, and ${aside ? 'the previous one was put back' : 'nothing was kept'}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return aside;
}

/** The restored embedded database's facts, to compare with the manifest's. */
export async function pgliteFacts(dataDir: string): Promise<DatabaseFacts> {
  const handle = await openPglite(dataDir);
  try {
    return await databaseFacts(handle.raw as Query);
  } finally {
    await handle.close();
  }
}
