import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { jsonBodyLimit } from './body-limit';
import { parameterProblem } from './parameter-guard';
import { catalogueRateCheck } from './request-rate-limit';
import { foreignWriteCheck, type SameOriginOptions } from './same-origin-writes';

export interface ApiGuardOptions extends SameOriginOptions {
  rateLimits: boolean;
}

/** A tus PATCH of file bytes to an upload under /api/uploads/tus/{id}. */
function isTusChunk(c: Context): boolean {
  return (
    c.req.method === 'PATCH' &&
    c.req.path.startsWith('/api/uploads/tus/') &&
    (c.req.header('content-type') ?? '').toLowerCase() === 'application/offset+octet-stream'
  );
}

/**
 * Bounded work before any API route runs: sane parameters, same-origin writes, per-client rate
 * limits on what costs the database, and a body limit that refuses before reading. One
 * middleware, not four: each layer costs every request a promise and a closure, and most API
 * requests pass every check.
 */
export function apiGuards(options: ApiGuardOptions) {
  const foreignWrite = foreignWriteCheck(options);
  const overRate = catalogueRateCheck(options.rateLimits);
  return createMiddleware<AppEnv>((c, next) => {
    const refused = parameterProblem(c) ?? foreignWrite(c) ?? overRate(c);
    if (refused) return Promise.resolve(refused);
    // tus sends a file's bytes in chunks of ~5 MB; tus itself bounds each body by the upload's
    // declared length (at most 200 MB, checked at creation), so the 1 MB JSON limit is not theirs.
    if (isTusChunk(c)) return next();
    return jsonBodyLimit(c, next);
  });
}
