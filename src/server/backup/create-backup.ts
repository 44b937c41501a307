import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config';
import type { ObjectStore } from '../storage/object-store';
import { createObjectStore } from '../storage/storage-services';
import { BackupError } from './backup-error';
import { hashFile, MANIFEST_FILE, type Manifest } from './manifest';
import { dumpPglite } from './pglite-data';
import { dumpPostgres } from './postgres-dump';
import { copyObjectsOut } from './stored-files';

export interface BackupOptions {
  config: Config;
  /** A folder to create, or an existing folder to create the backup in; `backups` by default. */
  out?: string;
  /** The store to copy from; the one the configuration describes when unset. */
  storage?: ObjectStore;
  now?: Date;
  log?: (line: string) => void;
}

export interface BackupResult {
  dir: string;
  manifest: Manifest;
}

/** `2026-11-26T23-30-05Z`: sorts by time, and is a valid file name everywhere. */
export function timeStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function appVersion(): Manifest['app'] {
  let version = 'unknown';
  try {
    version =
      (JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string })
        .version ?? version;
  } catch {
    // Outside a checkout (a bundle): the version stays unknown.
  }
  let commit: string | null = null;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    // Not a git checkout, or git is not installed.
  }
  return { version, commit };
}

/** Where the backup goes: `out` itself when new, a dated folder inside it when it is a folder already. */
async function targetFolder(out: string, now: Date): Promise<string> {
  const info = await stat(out).catch(() => null);
  if (!info) return path.resolve(out);
  if (!info.isDirectory()) {
    throw new BackupError(
      `${out} is a file: --out takes a folder to create, or an existing folder to put the backup in.`,
    );
  }
  if ((await readdir(out)).includes(MANIFEST_FILE)) {
    throw new BackupError(`${out} holds a backup already: choose another folder for --out.`);
  }
  return path.resolve(out, `backdrop-${timeStamp(now)}`);
}

/**
 * One backup: the database (pg_dump custom archive, or PGlite's data directory as a tarball),
 * then every stored object, then the manifest. It is written to `{dir}.partial` and renamed into
 * place when complete, so a folder without `.partial` is always a whole backup.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { config } = options;
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const dir = await targetFolder(options.out ?? 'backups', now);
  if (await stat(dir).catch(() => null))
    throw new BackupError(`${dir} exists already: choose another --out.`);
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  const storage = options.storage ?? (await createObjectStore(config, config.dataDir));
  try {
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    const file = kind === 'postgres' ? 'database.pgdump' : 'database.pglite.tar';
    log(
      kind === 'postgres' ? 'Dumping the PostgreSQL database (pg_dump)…' : 'Copying the embedded database…',
    );
    const facts =
      config.databaseUrl !== undefined
        ? await dumpPostgres(config.databaseUrl, path.join(partial, file))
        : { ...(await dumpPglite(config.dataDir, path.join(partial, file))), dumpToolMajor: null };
    const dump = await hashFile(path.join(partial, file));
    log(`Copying stored files (${storage.kind === 's3' ? 'S3 bucket' : 'DATA_DIR/storage'})…`);
    const files = await copyObjectsOut(storage, partial);
    const manifest: Manifest = {
      format: 'backdrop-backup',
      formatVersion: 1,
      createdAt: now.toISOString(),
      app: appVersion(),
      database: {
        kind,
        file,
        size: dump.size,
        sha256: dump.sha256,
        serverVersion: facts.serverVersion,
        dumpToolMajor: facts.dumpToolMajor,
        migrations: facts.migrations,
        rowCounts: facts.rowCounts,
      },
      storage: { kind: storage.kind },
      files,
    };
    await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, dir);
    return { dir, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  } finally {
    if (!options.storage && 'destroy' in storage && typeof storage.destroy === 'function') storage.destroy();
  }
}
