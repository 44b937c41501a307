import path from 'node:path';
import type { Config } from '../config';
import type { ObjectStore } from '../storage/object-store';
import { createObjectStore } from '../storage/storage-services';
import { BackupError } from './backup-error';
import { timeStamp } from './create-backup';
import { countDifferences, type DatabaseFacts, knownMigrations } from './database-facts';
import { type Manifest, readManifest, verifyBackup } from './manifest';
import { pgliteFacts, pgliteTargetInUse, restorePglite } from './pglite-data';
import { checkRestoreTool, postgresFacts, postgresTableCount, restorePostgres } from './postgres-dump';
import { copyObjectsIn } from './stored-files';

export interface RestoreOptions {
  config: Config;
  /** The backup folder `npm run backup` wrote. */
  from: string;
  /** Replace a database and files that are there already. */
  force?: boolean;
  /** The store to restore into; the one the configuration describes when unset. */
  storage?: ObjectStore;
  now?: Date;
  log?: (line: string) => void;
}

export interface RestoreSummary {
  manifest: Manifest;
  tables: number;
  rows: number;
  files: number;
  bytes: number;
  /** Where an embedded database that was replaced was moved to. */
  previousDatabase: string | null;
}

const KIND_NAMES = { pglite: 'the embedded database (PGlite)', postgres: 'PostgreSQL' } as const;

/**
 * Restores a backup into the database and object store the configuration describes: checks
 * the manifest's hashes and the targets first (nothing changes when a check fails), then the
 * database, then the files, then compares the rows per table with the manifest.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const { config } = options;
  const log = options.log ?? (() => {});
  const manifest = await readManifest(options.from);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      `This backup holds ${KIND_NAMES[manifest.database.kind]}, but the configuration points at ${KIND_NAMES[kind]}. ${
        kind === 'postgres'
          ? 'Unset DATABASE_URL to restore it into DATA_DIR'
          : 'Set DATABASE_URL to an empty PostgreSQL database to restore it'
      }; restoring across the two kinds is not supported. Nothing was changed.`,
    );
  }
  // The server never undoes a migration: a database from a newer app would meet code that does
  // not know its schema.
  const known = await knownMigrations();
  const newer = manifest.database.migrations.filter((tag) => !known.has(tag));
  if (newer.length > 0) {
    throw new BackupError(
      `This backup was made by a newer version of Backdrop${manifest.app.commit ? ` (commit ${manifest.app.commit.slice(0, 12)})` : ''}: its database has migrations this version does not know (${newer.slice(0, 3).join(', ')}). Restore it with that version or a later one. Nothing was changed.`,
    );
  }
  log(`Checking ${manifest.files.length + 1} files against the manifest's SHA-256…`);
  await verifyBackup(options.from, manifest);
  if (kind === 'postgres') await checkRestoreTool(manifest.database.dumpToolMajor);

  const storage = options.storage ?? (await createObjectStore(config, config.dataDir));
  try {
    const databaseUrl = config.databaseUrl;
    const databaseFull =
      databaseUrl !== undefined
        ? (await postgresTableCount(databaseUrl)) > 0
        : pgliteTargetInUse(config.dataDir);
    const filesFull = (await storage.list('')).length > 0;
    if ((databaseFull || filesFull) && !options.force) {
      const what = [
        databaseFull
          ? databaseUrl
            ? 'the PostgreSQL database has tables'
            : `DATA_DIR holds a database`
          : null,
        filesFull
          ? `the ${storage.kind === 's3' ? 'S3 bucket' : 'DATA_DIR/storage folder'} holds files`
          : null,
      ].filter(Boolean);
      throw new BackupError(
        `The target is not empty (${what.join(' and ')}). Restore into an empty database and storage, or add --force to replace the database and overwrite the files of the backup. Nothing was changed.`,
      );
    }

    const dump = path.join(options.from, manifest.database.file);
    let previousDatabase: string | null = null;
    let facts: DatabaseFacts;
    if (databaseUrl !== undefined) {
      log('Restoring the PostgreSQL database (pg_restore)…');
      await restorePostgres(databaseUrl, dump, { replace: databaseFull });
      facts = await postgresFacts(databaseUrl);
    } else {
      log('Restoring the embedded database…');
      previousDatabase = await restorePglite(config.dataDir, dump, timeStamp(options.now ?? new Date()));
      facts = await pgliteFacts(config.dataDir);
    }
    log(`Restoring ${manifest.files.length} stored files…`);
    const wrongFiles = await copyObjectsIn(storage, options.from, manifest.files);
    const wrongCounts = countDifferences(manifest.database.rowCounts, facts.rowCounts);
    if (wrongCounts.length > 0 || wrongFiles.length > 0) {
      throw new BackupError(
        `The restore finished but does not match the backup: ${[
          ...wrongCounts.slice(0, 5),
          ...wrongFiles.slice(0, 5).map((key) => `${key} has the wrong size in storage`),
        ].join('; ')}.`,
      );
    }
    const counts = Object.values(manifest.database.rowCounts);
    return {
      manifest,
      tables: counts.length,
      rows: counts.reduce((sum, rows) => sum + rows, 0),
      files: manifest.files.length,
      bytes: manifest.files.reduce((sum, file) => sum + file.size, 0),
      previousDatabase,
    };
  } finally {
    if (!options.storage && 'destroy' in storage && typeof storage.destroy === 'function') storage.destroy();
  }
}
