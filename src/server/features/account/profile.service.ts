import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { FIRST_NAME, LAST_NAME, nameSchema } from '../../../core/person-name';
import type { AuthSession } from '../../app-env';
import { isAdmin } from '../../auth/guards';
import type { DatabaseHandle } from '../../db/client';
import { profiles } from '../../db/tables';

/** spec §3 profile, as the API answers it. */
export interface Profile {
  id: string;
  first_name: string | null;
  last_name: string | null;
  storefront_name: string | null;
  needs_password_setup: boolean;
  agreement_type: 'standard' | 'custom' | null;
  agreement_accepted: boolean;
  agreement_date: string | null;
  updated_at: string;
}

const PROFILE_COLUMNS = {
  id: profiles.id,
  first_name: profiles.firstName,
  last_name: profiles.lastName,
  storefront_name: profiles.storefrontName,
  needs_password_setup: profiles.needsPasswordSetup,
  agreement_type: profiles.agreementType,
  agreement_accepted: profiles.agreementAccepted,
  agreement_date: profiles.agreementDate,
  updated_at: profiles.updatedAt,
};

/** A profiles row as selected: the database's types, before the answer's. */
type ProfileRow = Omit<Profile, 'agreement_type' | 'agreement_date' | 'updated_at'> & {
  agreement_type: string | null;
  agreement_date: Date | null;
  updated_at: Date;
};

function profileOf(row: ProfileRow): Profile {
  return {
    ...row,
    agreement_type: agreementTypeOf(row.agreement_type),
    agreement_date: row.agreement_date?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
  };
}

/** profiles_agreement_type_check allows only these two, or none. */
function agreementTypeOf(value: string | null): Profile['agreement_type'] {
  if (value === null || value === 'standard' || value === 'custom') return value;
  throw new Error(`unknown agreement_type "${value}"`);
}

/** spec §7 profile changes; names follow the shared rule (length, control characters, `<` `>`). */
export const profileChangesSchema = z
  .object({ first_name: nameSchema(FIRST_NAME), last_name: nameSchema(LAST_NAME) })
  .partial()
  .strict();

export type ProfileChanges = z.infer<typeof profileChangesSchema>;

/**
 * Who is signed in, as `GET /api/me` answers and the served page carries it (spec §6): the
 * account, the profile (none yet is possible) and admin status.
 */
export async function viewerOf(handle: DatabaseHandle, session: AuthSession) {
  return {
    user: { id: session.user.id, email: session.user.email, name: session.user.name },
    profile: await getProfile(handle, session.user.id),
    isAdmin: isAdmin(session),
  };
}

/** The user's own profile; no row means no profile (spec §8: PGRST116 is "no profile"). */
export async function getProfile(handle: DatabaseHandle, userId: string): Promise<Profile | null> {
  const [row] = await handle.db.select(PROFILE_COLUMNS).from(profiles).where(eq(profiles.id, userId));
  return row ? profileOf(row) : null;
}

/** spec §7: UPSERT profiles {id, changed fields, updated_at}, returning the row. */
export async function upsertProfile(
  handle: DatabaseHandle,
  userId: string,
  changes: ProfileChanges,
): Promise<Profile> {
  const [row] = await handle.db
    .insert(profiles)
    .values({
      id: userId,
      firstName: changes.first_name ?? null,
      lastName: changes.last_name ?? null,
      updatedAt: sql`now()`,
    })
    // Only the fields sent change (the builder leaves out an undefined one).
    .onConflictDoUpdate({
      target: profiles.id,
      set: { firstName: changes.first_name, lastName: changes.last_name, updatedAt: sql`now()` },
    })
    .returning(PROFILE_COLUMNS);
  if (!row) throw new Error('profile upsert returned no row');
  return profileOf(row);
}
