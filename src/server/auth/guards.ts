import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, AuthSession } from '../app-env';
import { AppError } from '../errors';

/** The signed-in session of this request, or null. */
export async function currentSession(c: Context<AppEnv>): Promise<AuthSession | null> {
  return c.get('deps').auth.api.getSession({ headers: c.req.raw.headers });
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
