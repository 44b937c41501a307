import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { appSecrets } from '../db/tables';

const SECRET_NAME = 'auth_secret';

const generateSecret = () => randomBytes(48).toString('base64url');

/**
 * AUTH_SECRET when set (required in production). Otherwise a secret generated once: in the
 * database when it is a shared PostgreSQL (DATABASE_URL), so every process on it signs and
 * accepts the same sessions; in DATA_DIR with the embedded database, which one process owns.
 * Either way sessions survive restarts of a local install.
 */
export async function resolveAuthSecret(options: {
  authSecret?: string;
  dataDir: string;
  handle: DatabaseHandle;
}): Promise<string> {
  if (options.authSecret) return options.authSecret;
  if (options.handle.kind === 'postgres') return sharedSecret(options.handle);
  return fileSecret(options.dataDir);
}

/** Insert-if-absent, then read: processes starting together all end up with the first one's. */
async function sharedSecret(handle: DatabaseHandle): Promise<string> {
  await handle.db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: generateSecret() })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await handle.db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The generated AUTH_SECRET could not be read back from app_secrets.');
  return row.value;
}

async function fileSecret(dataDir: string): Promise<string> {
  const file = path.resolve(dataDir, 'auth-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, generateSecret(), { mode: 0o600, flag: 'wx' }).catch(
    async (error: NodeJS.ErrnoException) => {
      // Another process created it first: use theirs.
      if (error.code !== 'EEXIST') throw error;
    },
  );
  return (await readFile(file, 'utf8')).trim();
}
