import { parseArgs } from 'node:util';
import { formatFileSize } from '../src/core/file-facts';
import { createBackup } from '../src/server/backup/create-backup';
import { runWithServerConfig } from '../src/server/backup/run-command';

const USAGE = 'Usage: npm run backup -- [--out <folder>]   (default: a dated folder under ./backups)';

/**
 * `npm run backup`: the database and every stored file into one folder with a manifest, using
 * the server's own configuration (.env, DATABASE_URL or DATA_DIR, S3_* or local storage).
 */
async function main(): Promise<number> {
  let out: string | undefined;
  try {
    ({ out } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: false }).values);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  return runWithServerConfig(async (config) => {
    const { dir, manifest } = await createBackup({ config, out, log: (line) => console.log(line) });
    const rows = Object.values(manifest.database.rowCounts).reduce((sum, count) => sum + count, 0);
    const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
    return [
      `Backup written to ${dir}`,
      `  database: ${manifest.database.kind} ${manifest.database.serverVersion}, ${Object.keys(manifest.database.rowCounts).length} tables, ${rows} rows, ${manifest.database.migrations.length} migrations (last ${manifest.database.migrations.at(-1) ?? 'none'})`,
      `  files: ${manifest.files.length} (${formatFileSize(bytes)}) from ${manifest.storage.kind} storage`,
      `Restore it with: npm run restore -- ${dir}`,
    ].join('\n');
  });
}

process.exit(await main());
