import { type Config, ConfigError, loadConfig, loadDotEnv } from '../config';
import { BackupError } from './backup-error';

/**
 * Runs `npm run backup` / `npm run restore`'s work with the server's own configuration (.env,
 * DATABASE_URL or DATA_DIR, S3_* or local storage) and prints the summary it returns. A
 * BackupError or ConfigError is the operator's to fix: its message alone, and exit code 1.
 */
export async function runWithServerConfig(work: (config: Config) => Promise<string>): Promise<number> {
  try {
    loadDotEnv();
    console.log(await work(loadConfig()));
    return 0;
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
