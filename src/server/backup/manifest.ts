import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isStorageKey } from '../storage/storage-key';
import { BackupError } from './backup-error';

/** The file every backup folder holds first in mind: what is inside and how to check it. */
export const MANIFEST_FILE = 'manifest.json';
/** Stored objects sit under this folder of the backup, each at its own key. */
export const FILES_DIR = 'files';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in hex');
const byteCount = z.number().int().min(0);

const manifestSchema = z.object({
  format: z.literal('backdrop-backup'),
  formatVersion: z.literal(1),
  createdAt: z.iso.datetime(),
  app: z.object({ version: z.string(), commit: z.string().nullable() }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The dump's file name inside the backup folder. */
    file: z.enum(['database.pglite.tar', 'database.pgdump']),
    size: byteCount,
    sha256,
    /** The server's version (`15.20`), and for PostgreSQL the pg_dump major that wrote the archive. */
    serverVersion: z.string(),
    dumpToolMajor: z.number().int().nullable(),
    /** Migration tags applied (drizzle's journal), oldest first. */
    migrations: z.array(z.string()),
    /** Rows per table, `schema.table`, every ordinary table including click_events' partitions. */
    rowCounts: z.record(z.string(), byteCount),
  }),
  storage: z.object({ kind: z.enum(['local', 's3']) }),
  files: z.array(
    z.object({
      key: z.string().refine(isStorageKey, 'must be a storage key'),
      size: byteCount,
      sha256,
      contentType: z.string(),
    }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = Manifest['files'][number];

/** The path of an object's copy inside a backup folder (keys are checked relative paths). */
export function fileInBackup(dir: string, key: string): string {
  return path.join(dir, FILES_DIR, ...key.split('/'));
}

/** Reads and checks a backup folder's manifest; a missing or damaged one is a BackupError in words. */
export async function readManifest(dir: string): Promise<Manifest> {
  const info = await stat(dir).catch(() => null);
  if (!info) throw new BackupError(`There is no backup at ${dir}: no such file or folder.`);
  if (!info.isDirectory()) {
    throw new BackupError(
      `${dir} is a file, not a backup folder. A backup is the folder "npm run backup" wrote (if you packed it, unpack it first, e.g. tar -xf).`,
    );
  }
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(
      `${dir} is not a Backdrop backup: it has no ${MANIFEST_FILE}. (A backup that was interrupted is left as a folder ending in ".partial" and cannot be restored.)`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`The backup at ${dir} is damaged: its ${MANIFEST_FILE} is not valid JSON.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issue.path.join('.') || 'its top level' : 'it';
    throw new BackupError(
      `The backup at ${dir} is damaged or not a Backdrop backup: ${MANIFEST_FILE} ${where} ${issue?.message ?? 'is not as expected'}.`,
    );
  }
  return parsed.data;
}

/** Length and SHA-256 of a file, read as a stream (dumps and originals can be large). */
export async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    hash.update(bytes);
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Checks every file the manifest lists against its length and SHA-256, before anything is
 * changed. Throws one BackupError naming the first problems found.
 */
export async function verifyBackup(dir: string, manifest: Manifest): Promise<void> {
  const expected = [
    {
      label: `the database dump (${manifest.database.file})`,
      path: path.join(dir, manifest.database.file),
      size: manifest.database.size,
      sha256: manifest.database.sha256,
    },
    ...manifest.files.map((entry) => ({ ...entry, label: entry.key, path: fileInBackup(dir, entry.key) })),
  ];
  const problems: string[] = [];
  for (const entry of expected) {
    const actual = await hashFile(entry.path).catch(() => null);
    if (actual === null) problems.push(`${entry.label} is missing`);
    else if (actual.size !== entry.size) {
      problems.push(`${entry.label} has ${actual.size} bytes instead of ${entry.size}`);
    } else if (actual.sha256 !== entry.sha256) problems.push(`${entry.label} does not match its SHA-256`);
    if (problems.length === 5) break;
  }
  if (problems.length > 0) {
    throw new BackupError(
      `The backup at ${dir} is damaged, so nothing was restored: ${problems.join('; ')}.`,
    );
  }
}
