import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { legacyUsers, profiles, user } from '../db/tables';

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
  const rows = await handle.db
    .select({ email: legacyUsers.email })
    .from(legacyUsers)
    .where(notMigrated(email.trim()));
  return rows.length > 0;
}

const notMigrated = (email: string) =>
  and(eq(legacyUsers.email, sql`lower(${email})`), isNull(legacyUsers.migratedAt));

/** Called once the migrant has chosen a password. */
export async function markMigrated(handle: DatabaseHandle, email: string): Promise<void> {
  await handle.db.update(legacyUsers).set({ migratedAt: sql`now()` }).where(notMigrated(email));
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
    const created = await handle.db
      .insert(user)
      .values({ id, name, email, emailVerified: true })
      .onConflictDoNothing({ target: user.email })
      .returning({ id: user.id });
    if (created.length === 0) continue;
    await handle.db
      .insert(profiles)
      .values({ id, firstName: row.firstName, lastName: row.lastName, needsPasswordSetup: true });
    await handle.db
      .insert(legacyUsers)
      .values({ email, firstName: row.firstName, lastName: row.lastName })
      .onConflictDoNothing({ target: legacyUsers.email });
    imported++;
  }
  return imported;
}
