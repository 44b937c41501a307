import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

/** An id a proxy in front of us gave the request: kept when it is a plain token, so logs line up. */
const FORWARDED_ID = /^[\w.:-]{1,100}$/;

/** One log line per request with a request id; static files only at debug level. */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  const given = c.req.header('x-request-id');
  const requestId = given && FORWARDED_ID.test(given) ? given : randomUUID();
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
