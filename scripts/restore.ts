import { parseArgs } from 'node:util';
import { formatFileSize } from '../src/core/file-facts';
import { restoreBackup } from '../src/server/backup/restore-backup';
import { runWithServerConfig } from '../src/server/backup/run-command';

const USAGE = 'Usage: npm run restore -- <backup folder> [--force]';

/**
 * `npm run restore -- <backup>`: checks the backup's hashes, refuses a target that is not empty
 * unless --force, restores the database and the files where the server's configuration points,
 * then checks the rows per table against the manifest.
 */
async function main(): Promise<number> {
  let from: string | undefined;
  let force = false;
  try {
    const parsed = parseArgs({
      options: { force: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    force = parsed.values.force;
    if (parsed.positionals.length !== 1) throw new Error('Give exactly one backup folder.');
    from = parsed.positionals[0];
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (from === undefined) return 2;
  return runWithServerConfig(async (config) => {
    const summary = await restoreBackup({ config, from, force, log: (line) => console.log(line) });
    const { manifest } = summary;
    return [
      `Restored the backup of ${manifest.createdAt} (app ${manifest.app.version}${manifest.app.commit ? `, ${manifest.app.commit.slice(0, 12)}` : ''}).`,
      `  database: ${manifest.database.kind}, ${summary.tables} tables and ${summary.rows} rows, every count as in the manifest`,
      `  files: ${summary.files} (${formatFileSize(summary.bytes)})`,
      ...(summary.previousDatabase
        ? [`  the database that was there is kept in ${summary.previousDatabase}`]
        : []),
      'Start the server as usual: it applies any migrations newer than the backup.',
    ].join('\n');
  });
}

process.exit(await main());
