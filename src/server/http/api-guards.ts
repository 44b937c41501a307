import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { jsonBodyLimit } from './body-limit';
import { parameterProblem } from './parameter-guard';
import { catalogueRateCheck } from './request-rate-limit';
import { foreignWriteCheck, type SameOriginOptions } from './same-origin-writes';

export interface ApiGuardOptions extends SameOriginOptions {
  rateLimits: boolean;
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
    return jsonBodyLimit(c, next);
  });
}
