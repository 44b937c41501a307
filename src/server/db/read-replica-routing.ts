import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { sessionToken } from '../auth/guards';
import type { DatabaseHandle } from './client';

/**
 * Which database a request's catalogue reads use (decision 024). A browser that has just changed
 * something the catalogue shows carries PRIMARY_COOKIE for READ_YOUR_WRITES_SECONDS, and its
 * catalogue reads go to the primary while it lasts: an admin or contributor sees their own edit
 * at once, however far behind the replica is. Everyone else reads the replica.
 */
export const PRIMARY_COOKIE = 'bd_primary';
export const READ_YOUR_WRITES_SECONDS = 10;

/** The API paths whose writes change what the catalogue shows (photos, metadata, events, collections…). */
const CATALOGUE_WRITES = ['/api/admin/', '/api/studio/', '/api/uploads'];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The handle for this request's catalogue reads: the replica's, unless the browser just wrote. */
export function catalogueHandle(c: Context<AppEnv>): DatabaseHandle {
  const { handle, catalogue } = c.get('deps');
  if (!catalogue || getCookie(c, PRIMARY_COOKIE)) return handle;
  return catalogue;
}

/**
 * After a signed-in person's successful write under CATALOGUE_WRITES, marks their browser for
 * primary reads. Only with a replica configured; the cookie works across processes.
 */
export const readYourWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.get('deps').catalogue || READS.has(c.req.method) || c.res.status >= 400) return;
  if (!CATALOGUE_WRITES.some((prefix) => c.req.path.startsWith(prefix)) || !sessionToken(c)) return;
  setCookie(c, PRIMARY_COOKIE, '1', {
    maxAge: READ_YOUR_WRITES_SECONDS,
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: c.get('deps').config.appUrl.startsWith('https:'),
  });
};
