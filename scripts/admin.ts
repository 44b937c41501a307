import { loadConfig, loadDotEnv } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { withStartupLock } from '../src/server/db/startup-lock';

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email> | list';

/** `npm run admin -- grant <email>`: admin status lives in the user's role (spec §6). */
async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if (!command || !['grant', 'revoke', 'list'].includes(command) || (command !== 'list' && !email)) {
    console.error(USAGE);
    return 2;
  }
  loadDotEnv();
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // Another process may be starting on the same database: only one migrates at a time.
    await withStartupLock(handle, () => runMigrations(handle));
    if (command === 'list') {
      const admins = await handle.raw<{ email: string }>(
        `select email from "user" where role = 'admin' order by email`,
      );
      console.log(admins.length ? admins.map((a) => a.email).join('\n') : 'No admins yet.');
      return 0;
    }
    const role = command === 'grant' ? 'admin' : 'user';
    if (role === 'user') {
      // As in /admin/accounts: the back office never loses its last admin.
      const admins = await handle.raw<{ email: string }>(`select email from "user" where role = 'admin'`);
      if (admins.length === 1 && admins[0]?.email === email?.trim().toLowerCase()) {
        console.error(`${email} is the last admin. Grant admin to someone else first.`);
        return 1;
      }
    }
    const updated = await handle.raw<{ email: string }>(
      `update "user" set role = $1, updated_at = now() where email = lower($2) returning email`,
      [role, email?.trim()],
    );
    if (updated.length === 0) {
      console.error(`No account with the e-mail ${email}. The person signs up first, then you grant admin.`);
      return 1;
    }
    console.log(command === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.`);
    return 0;
  } finally {
    await handle.close();
  }
}

process.exit(await main());
