import { z } from 'zod';
import { AUTH_MESSAGES } from '../../core/auth-validation';
import { FIRST_NAME, LAST_NAME, NAME_MAX_LENGTH, nameSchema } from '../../core/person-name';
import type { DatabaseHandle } from '../db/client';

/** spec §7: what a sign-up by one-time link carries into the new profile (names: spec §5 rule). */
export const signupDetailsSchema = z.object({
  first_name: nameSchema(FIRST_NAME),
  last_name: nameSchema(LAST_NAME).optional(),
  agreement_type: z.enum(['standard', 'custom'], { error: AUTH_MESSAGES.agreement }),
  agreement_accepted: z.literal(true, { error: AUTH_MESSAGES.agreement }),
  agreement_date: z.iso.datetime({ offset: true, error: 'The agreement date is not a valid date.' }),
});

export type SignupDetails = z.infer<typeof signupDetailsSchema>;

const PENDING_LIFETIME_SECONDS = 600;

/** Keeps the details until the link is clicked (the link lives 10 minutes as well). */
export async function savePendingSignup(
  handle: DatabaseHandle,
  email: string,
  details: SignupDetails,
): Promise<void> {
  await handle.raw(
    `insert into pending_signups (email, first_name, last_name, agreement_type, agreement_accepted, agreement_date, expires_at)
     values (lower($1), $2, $3, $4, $5, $6, now() + make_interval(secs => $7))
     on conflict (email) do update set first_name = excluded.first_name, last_name = excluded.last_name,
       agreement_type = excluded.agreement_type, agreement_accepted = excluded.agreement_accepted,
       agreement_date = excluded.agreement_date, expires_at = excluded.expires_at`,
    [
      email,
      details.first_name,
      details.last_name ?? null,
      details.agreement_type,
      details.agreement_accepted,
      details.agreement_date,
      PENDING_LIFETIME_SECONDS,
    ],
  );
}

/**
 * Creates the profile of a new user: from the pending sign-up details when there are any,
 * else from the name the provider gave (Google) or nothing.
 */
export async function createProfileForNewUser(
  handle: DatabaseHandle,
  user: { id: string; email: string; name: string },
): Promise<void> {
  const fromSignup = await handle.raw(
    `with pending as (
       delete from pending_signups where email = lower($2) and expires_at > now() returning *
     )
     insert into profiles (id, first_name, last_name, agreement_type, agreement_accepted, agreement_date)
     select $1, first_name, last_name, agreement_type, agreement_accepted, agreement_date from pending
     on conflict (id) do nothing
     returning id`,
    [user.id, user.email],
  );
  if (fromSignup.length > 0) return;
  const [firstName = '', ...rest] = user.name.trim().split(/\s+/);
  await handle.raw(
    `insert into profiles (id, first_name, last_name) values ($1, $2, $3) on conflict (id) do nothing`,
    [user.id, clip(firstName) || null, clip(rest.join(' ')) || null],
  );
}

/**
 * A provider's display name passed the full-name rule (auth.ts) but may split into a part longer
 * than a profile name may be: it is cut, not refused, because the person did not type it here.
 */
function clip(part: string): string {
  return [...part].slice(0, NAME_MAX_LENGTH).join('').trim();
}
