import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { errorBody } from '../errors';
import { isFromLoopbackSocket, isLoopback } from './client-address';

/**
 * Whether a request may use the development aids (mail outbox, local human check, test payments):
 * only the person at this machine's keyboard may. The socket's peer and the client address must
 * both be loopback, and unless
 * TRUST_PROXY says a proxy is expected, a request that came through one (it names a forwarded
 * client) does not count as local even when the proxy itself runs on this machine.
 */
export function isDevelopmentAidAllowed(c: Context<AppEnv>): boolean {
  const { config } = c.get('deps');
  if (config.isProduction) return false;
  // Both the peer of the socket and the client it speaks for: a forwarded header alone proves nothing.
  if (!isFromLoopbackSocket(c) || !isLoopback(c.get('clientAddress'))) return false;
  if (config.trustProxyHops > 0) return true;
  return !c.req.header('x-forwarded-for') && !c.req.header('forwarded');
}

/** 404, exactly as a route that does not exist, for anyone the development aids are not for. */
export const developmentAidsOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!isDevelopmentAidAllowed(c)) {
    return c.json(errorBody('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`), 404);
  }
  await next();
});
