import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../../core/auth-validation';
import { FIRST_NAME, LAST_NAME, NAME_MAX_LENGTH, nameSchema } from '../../core/person-name';
import type { DatabaseHandle } from '../db/client';
import { pendingSignups, profiles } from '../db/tables';

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
  const pending = {
    firstName: details.first_name,
    lastName: details.last_name ?? null,
    agreementType: details.agreement_type,
    agreementAccepted: details.agreement_accepted,
    agreementDate: new Date(details.agreement_date),
    expiresAt: sql`now() + make_interval(secs => ${PENDING_LIFETIME_SECONDS})`,
  };
  await handle.db
    .insert(pendingSignups)
    .values({ email: sql`lower(${email})`, ...pending })
    .onConflictDoUpdate({ target: pendingSignups.email, set: pending });
}

/**
 * Creates the profile of a new user: from the pending sign-up details when there are any,
 * else from the name the provider gave (Google) or nothing.
 */
export async function createProfileForNewUser(
  handle: DatabaseHandle,
  user: { id: string; email: string; name: string },
): Promise<void> {
  const [firstName = '', ...rest] = user.name.trim().split(/\s+/);
  await handle.transaction(async (tx) => {
    // The details are used once: taken out of pending_signups as the profile is made of them.
    const [pending] = await tx
      .delete(pendingSignups)
      .where(
        and(eq(pendingSignups.email, sql`lower(${user.email})`), gt(pendingSignups.expiresAt, sql`now()`)),
      )
      .returning();
    await tx
      .insert(profiles)
      .values(
        pending
          ? {
              id: user.id,
              firstName: pending.firstName,
              lastName: pending.lastName,
              agreementType: pending.agreementType,
              agreementAccepted: pending.agreementAccepted,
              agreementDate: pending.agreementDate,
            }
          : { id: user.id, firstName: clip(firstName) || null, lastName: clip(rest.join(' ')) || null },
      )
      .onConflictDoNothing({ target: profiles.id });
  });
}

/**
 * A provider's display name passed the full-name rule (auth.ts) but may split into a part longer
 * than a profile name may be: it is cut, not refused, because the person did not type it here.
 */
function clip(part: string): string {
  return [...part].slice(0, NAME_MAX_LENGTH).join('').trim();
}
