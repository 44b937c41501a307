import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/client';

export interface LegacyUserRow {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/**
 * check_wordpress_migrant (spec §7): an account imported from the earlier WordPress site that
 * has not set a password on the new site yet.
 */
export async function isWordpressMigrant(handle: DatabaseHandle, email: string): Promise<boolean> {
  const rows = await handle.raw(
    'select 1 from legacy_users where email = lower($1) and migrated_at is null',
    [email.trim()],
  );
  return rows.length > 0;
}

/** Called once the migrant has chosen a password. */
export async function markMigrated(handle: DatabaseHandle, email: string): Promise<void> {
  await handle.raw(
    'update legacy_users set migrated_at = now() where email = lower($1) and migrated_at is null',
    [email],
  );
}

/**
 * Imports legacy accounts: each gets a user, a profile that needs a password and a
 * legacy_users row. E-mails already known are left as they are. Returns how many were new.
 */
export async function importLegacyUsers(
  handle: DatabaseHandle,
  rows: readonly LegacyUserRow[],
): Promise<number> {
  let imported = 0;
  for (const row of rows) {
    const email = row.email.trim().toLowerCase();
    const id = randomUUID();
    const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
    const created = await handle.raw(
      `insert into "user" (id, name, email, email_verified) values ($1, $2, $3, true) on conflict (email) do nothing returning id`,
      [id, name, email],
    );
    if (created.length === 0) continue;
    await handle.raw(
      `insert into profiles (id, first_name, last_name, needs_password_setup) values ($1, $2, $3, true)`,
      [id, row.firstName, row.lastName],
    );
    await handle.raw(
      `insert into legacy_users (email, first_name, last_name) values ($1, $2, $3) on conflict (email) do nothing`,
      [email, row.firstName, row.lastName],
    );
    imported++;
  }
  return imported;
}
