import { isAPIError } from 'better-auth/api';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import type { Owner } from '../../auth/owner';
import type { DatabaseHandle } from '../../db/client';
import { account, mailOutbox, photos, session, user } from '../../db/tables';
import { AppError } from '../../errors';

/**
 * /account (issue 12 item 6): the sign-in e-mail, a password to set or change, signing out
 * everywhere, and closing the account. better-auth keeps the credentials; these calls go through
 * its API with the request's own headers, so its session checks apply.
 */

export interface AccountSettings {
  email: string;
  has_password: boolean;
  created_at: string;
  /** Browsers and devices signed in to this account now. */
  session_count: number;
}

export async function accountSettings(handle: DatabaseHandle, owner: Owner): Promise<AccountSettings> {
  const { db } = handle;
  const [row] = await db
    .select({
      email: user.email,
      created_at: user.createdAt,
      passwords: db.$count(
        account,
        and(eq(account.userId, user.id), eq(account.providerId, 'credential'), isNotNull(account.password)),
      ),
      session_count: db.$count(session, and(eq(session.userId, user.id), gt(session.expiresAt, sql`now()`))),
    })
    .from(user)
    .where(eq(user.id, owner.userId));
  if (!row) throw new AppError('NOT_FOUND', 'Account not found');
  return {
    email: row.email,
    created_at: row.created_at.toISOString(),
    has_password: row.passwords > 0,
    session_count: row.session_count,
  };
}

/** better-auth's refusals in our words (spec §8 has none for these screens). */
function passwordError(error: unknown): never {
  if (isAPIError(error)) {
    const code = (error.body as { code?: string } | undefined)?.code;
    if (code === 'INVALID_PASSWORD')
      throw new AppError('INVALID', 'Current password is incorrect', {
        current_password: 'Current password is incorrect',
      });
    if (code === 'PASSWORD_TOO_SHORT')
      throw new AppError('INVALID', 'Password must be at least 8 characters', {
        new_password: 'Password must be at least 8 characters',
      });
    if (code === 'PASSWORD_TOO_LONG')
      throw new AppError('INVALID', 'Password must be at most 128 characters', {
        new_password: 'Password must be at most 128 characters',
      });
    if (code === 'SESSION_EXPIRED' || error.status === 'UNAUTHORIZED')
      throw new AppError('UNAUTHENTICATED', 'Please sign in again to change your password');
  }
  throw error;
}

/**
 * Sets a first password (accounts made by a sign-in link or Google have none) or changes it,
 * which then signs out every other browser: someone who changes a password may fear a leak.
 */
export async function savePassword(
  auth: Auth,
  headers: Headers,
  input: { current_password?: string | undefined; new_password: string },
  hasPassword: boolean,
): Promise<{ headers: Headers | null }> {
  try {
    if (!hasPassword) {
      await auth.api.setPassword({ body: { newPassword: input.new_password }, headers });
      return { headers: null };
    }
    if (!input.current_password)
      throw new AppError('INVALID', 'Enter your current password', {
        current_password: 'Enter your current password',
      });
    const answer = await auth.api.changePassword({
      body: {
        currentPassword: input.current_password,
        newPassword: input.new_password,
        revokeOtherSessions: true,
      },
      headers,
      returnHeaders: true,
    });
    return { headers: answer.headers };
  } catch (error) {
    if (error instanceof AppError) throw error;
    return passwordError(error);
  }
}

/** Signs every browser of the account out (its sessions go); answers how many there were. */
export async function signOutEverywhere(handle: DatabaseHandle, owner: Owner): Promise<number> {
  const removed = await handle.db
    .delete(session)
    .where(eq(session.userId, owner.userId))
    .returning({ id: session.id });
  return removed.length;
}

/** Closes the account: its sessions, credentials, profile, cart, wishlists (and their share links), projects and companies go with the user row (ON DELETE CASCADE); orders keep their lines but lose the person (SET NULL). */
export async function closeAccount(handle: DatabaseHandle, owner: Owner): Promise<void> {
  const { db } = handle;
  if ((await db.$count(photos, eq(photos.userId, owner.userId))) > 0)
    throw new AppError(
      'FORBIDDEN',
      'This account has photos in the catalogue. Write to us through the contact page and we will close it with you.',
    );
  const [closed] = await db.delete(user).where(eq(user.id, owner.userId)).returning({ email: user.email });
  // The development outbox keeps the mails sent to the address.
  if (closed) await db.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${closed.email})`);
}
