import { z } from 'zod';
import { FIRST_NAME, LAST_NAME, nameSchema } from '../../../core/person-name';
import type { AuthSession } from '../../app-env';
import { isAdmin } from '../../auth/guards';
import type { DatabaseHandle } from '../../db/client';

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

const PROFILE_COLUMNS = `id, first_name, last_name, storefront_name, needs_password_setup, agreement_type,
  agreement_accepted, agreement_date, updated_at`;

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
  const [row] = await handle.raw<Profile>(`select ${PROFILE_COLUMNS} from profiles where id = $1`, [userId]);
  return row ?? null;
}

/** spec §7: UPSERT profiles {id, changed fields, updated_at}, returning the row. */
export async function upsertProfile(
  handle: DatabaseHandle,
  userId: string,
  changes: ProfileChanges,
): Promise<Profile> {
  const [row] = await handle.raw<Profile>(
    `insert into profiles (id, first_name, last_name, updated_at) values ($1, $2, $3, now())
     on conflict (id) do update set
       first_name = case when $4 then excluded.first_name else profiles.first_name end,
       last_name = case when $5 then excluded.last_name else profiles.last_name end,
       updated_at = now()
     returning ${PROFILE_COLUMNS}`,
    [
      userId,
      changes.first_name ?? null,
      changes.last_name ?? null,
      changes.first_name !== undefined,
      changes.last_name !== undefined,
    ],
  );
  if (!row) throw new Error('profile upsert returned no row');
  return row;
}
