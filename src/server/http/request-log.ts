import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { Logger } from '../logger';
import { setAnswerHeader } from './node-bindings';

/** An id a proxy in front of us gave the request: kept when it is a plain token, so logs line up. */
const FORWARDED_ID = /^[\w.:-]{1,100}$/;

/**
 * One log line per request with a request id. Static files, and answers from memory that went
 * well (a load balancer's health checks, every page's footer count), are logged at debug only:
 * they would be most of the log and tell an operator nothing the page's own line does not; their
 * failures are logged like any other. The line holds only the fields below, so it skips the
 * logger's redaction, whose wildcard paths cost more than the rest of the line.
 */
export function requestLog(logger: Logger) {
  const access = logger.child({}, { redact: [] });
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const requestId = given && FORWARDED_ID.test(given) ? given : randomUUID();
    c.set('requestId', requestId);
    setAnswerHeader(c, 'X-Request-Id', requestId);
    await next();
    const status = c.res.status;
    const path = c.req.path;
    const line = {
      requestId,
      method: c.req.method,
      path,
      status,
      ms: Math.round(performance.now() - started),
    };
    const routine =
      path.startsWith('/assets/') || path.startsWith('/media/') || (c.get('smallAnswer') && status < 400);
    if (routine) access.debug(line, 'request');
    else access.info(line, 'request');
  });
}
