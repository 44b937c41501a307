import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, AuthSession } from '../app-env';
import { AppError } from '../errors';
import { documentGuard } from '../http/openapi';

/** better-auth's signed session cookie, with the prefix it adds on HTTPS. */
const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token'];

/** The session cookie's value, if the request carries one (valid or not). */
export function sessionToken(c: Context<AppEnv>): string | undefined {
  const cookies = getCookie(c);
  return SESSION_COOKIES.map((name) => cookies[name]).find(Boolean);
}

/** The signed-in session of this request, from the session row (revocations count at once). */
export async function currentSession(c: Context<AppEnv>): Promise<AuthSession | null> {
  return c.get('deps').auth.api.getSession({ headers: c.req.raw.headers });
}

/** How long a session token seen valid counts as signed in for public reads (see isSignedIn). */
const SIGNED_IN_MEMO_MS = 60_000;
const SIGNED_IN_MEMO_SIZE = 10_000;
const signedInUntil = new Map<string, number>();

/**
 * Whether the request comes from a signed-in member, for reads whose only difference is how much
 * of the public catalogue they show (the guest cap of spec §1). Looking the session up costs about
 * 5 ms, so a token found valid is trusted for a minute: a session revoked meanwhile sees at most a
 * minute more of public results. Personal data and admin rights always check the row (guards below).
 */
export async function isSignedIn(c: Context<AppEnv>): Promise<boolean> {
  const token = sessionToken(c);
  if (!token) return false;
  const until = signedInUntil.get(token);
  if (until !== undefined && until > Date.now()) return true;
  signedInUntil.delete(token);
  if ((await currentSession(c)) === null) return false;
  // A plain bound, not an LRU: past it the memo starts over, which costs lookups, never correctness.
  if (signedInUntil.size >= SIGNED_IN_MEMO_SIZE) signedInUntil.clear();
  signedInUntil.set(token, Date.now() + SIGNED_IN_MEMO_MS);
  return true;
}

export function isAdmin(session: AuthSession): boolean {
  return session.user.role === 'admin';
}

/** 401 "User not authenticated" unless signed in; the session is then `c.get('session')`. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const session = await currentSession(c);
  if (!session) throw new AppError('UNAUTHENTICATED', 'User not authenticated');
  c.set('session', session);
  await next();
});

/** 403 for signed-in non-admins (spec §6), logged as an unauthorised attempt; 401 when signed out. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const session = await currentSession(c);
  if (!session) throw new AppError('UNAUTHENTICATED', 'User not authenticated');
  if (!isAdmin(session)) {
    c.get('deps').logger.warn({ userId: session.user.id, path: c.req.path }, 'unauthorised admin attempt');
    throw new AppError('FORBIDDEN', 'Admin privileges required');
  }
  c.set('session', session);
  await next();
});

// Every route behind a guard is described as needing the session cookie, with the guard's refusals.
documentGuard(requireUser, 'member');
documentGuard(requireAdmin, 'admin');
