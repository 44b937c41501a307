import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

/** One log line per request with a request id; static files only at debug level. */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  const requestId = c.req.header('x-request-id') ?? randomUUID();
  c.set('requestId', requestId);
  c.header('X-Request-Id', requestId);
  await next();
  const { logger } = c.get('deps');
  const isStatic = c.req.path.startsWith('/assets/') || c.req.path.startsWith('/media/');
  const line = {
    requestId,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round(performance.now() - started),
  };
  if (isStatic) logger.debug(line, 'request');
  else logger.info(line, 'request');
});
