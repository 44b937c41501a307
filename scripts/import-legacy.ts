import { readFileSync } from 'node:fs';
import { importLegacyUsers } from '../src/server/auth/legacy-users';
import { loadConfig, loadDotEnv } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { withStartupLock } from '../src/server/db/startup-lock';
import { parseLegacyCsv } from './legacy-csv';

/** `npm run import-legacy -- accounts.csv`: WordPress accounts (email, first name, last name). */
async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run import-legacy -- <file.csv>   (columns: email, first_name, last_name)');
    return 2;
  }
  let rows: ReturnType<typeof parseLegacyCsv>;
  try {
    rows = parseLegacyCsv(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`Cannot import ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  loadDotEnv();
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // Another process may be starting on the same database: only one migrates at a time.
    await withStartupLock(handle, () => runMigrations(handle));
    const imported = await importLegacyUsers(handle, rows);
    console.log(`Imported ${imported} legacy account(s); ${rows.length - imported} already existed.`);
    return 0;
  } finally {
    await handle.close();
  }
}

process.exit(await main());
