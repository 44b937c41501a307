import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { errorBody } from '../errors';

export interface RateRule {
  /** Requests a client may make at once, after being idle. */
  burst: number;
  /** Requests per minute a client may keep up for as long as it likes. */
  perMinute: number;
}

/** What one client has left of a rule: a token bucket. */
interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Past this many clients the table starts over: an attacker with many addresses costs memory, not correctness. */
const MAX_CLIENTS = 50_000;

/**
 * Per-client token buckets in this process's memory. A rule's numbers are per app process: with
 * several processes behind a balancer a client gets a little more, which is fine for limits meant
 * to stop scripts, never people (a sign-in attempt limit, which must hold across processes, lives
 * in the database instead: auth/rate-limit.ts).
 */
export function createRateLimiter(rule: RateRule, now: () => number = Date.now) {
  const buckets = new Map<string, Bucket>();
  const refillPerMs = rule.perMinute / 60_000;
  return {
    /** Takes one request from `client`'s bucket: 0 when allowed, else the seconds until one is free. */
    take(client: string): number {
      const time = now();
      const bucket = buckets.get(client) ?? { tokens: rule.burst, updatedAt: time };
      bucket.tokens = Math.min(rule.burst, bucket.tokens + (time - bucket.updatedAt) * refillPerMs);
      bucket.updatedAt = time;
      if (!buckets.has(client)) {
        if (buckets.size >= MAX_CLIENTS) buckets.clear();
        buckets.set(client, bucket);
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000));
    },
  };
}

/** The spec's wording for being told to wait (as sign-in attempts are). */
export function tooManyRequestsMessage(retryAfter: number): string {
  return `Too many requests. Please try again in ${retryAfter} seconds.`;
}

/** What a check answers: the 429 for a request over its rule, nothing for one within it. */
export type RequestCheck = (c: Context<AppEnv>) => Response | undefined;

/**
 * 429 with Retry-After once the client (as http/client-address.ts decides it) has used up the
 * rule. `enabled: false` (RATE_LIMITS=off) is for load tests on one machine, where every request
 * comes from one address.
 */
export function rateLimitCheck(rule: RateRule, options: { enabled: boolean }): RequestCheck {
  const limiter = createRateLimiter(rule);
  return (c) => {
    if (!options.enabled) return undefined;
    const retryAfter = limiter.take(c.get('clientAddress'));
    if (retryAfter === 0) return undefined;
    c.header('Retry-After', String(retryAfter));
    return c.json(errorBody('RATE_LIMITED', tooManyRequestsMessage(retryAfter)), 429);
  };
}

/** rateLimitCheck as a middleware, for one route's own rule. */
export function rateLimit(rule: RateRule, options: { enabled: boolean }) {
  const check = rateLimitCheck(rule, options);
  return createMiddleware<AppEnv>(async (c, next) => {
    const refused = check(c);
    if (refused) return refused;
    await next();
  });
}

/**
 * spec §9 search: live search as a person types (400 ms debounce) and infinite scroll of 75 a page
 * reach a few requests a second for a moment; a script asking for hundreds does not get them.
 */
export const SEARCH_RATE: RateRule = { burst: 60, perMinute: 180 };
/** Photo details, similar photos, taxonomy and creator pages, popular lists: a grid of prefetches at once. */
export const CATALOGUE_RATE: RateRule = { burst: 200, perMinute: 600 };

const CATALOGUE_READ =
  /^\/api\/(photos|creators|popular|collections)\/|^\/api\/(trending|events|collections)$/;

/** Which limit a read falls under: searches (taxonomy pages are searches too), other catalogue reads, or none. */
export function catalogueRateCheck(enabled: boolean): RequestCheck {
  const search = rateLimitCheck(SEARCH_RATE, { enabled });
  const catalogue = rateLimitCheck(CATALOGUE_RATE, { enabled });
  return (c) => {
    if (!enabled || c.req.method !== 'GET') return undefined;
    const path = c.req.path;
    if (path === '/api/photos/search' || path === '/api/photos/facets' || path.startsWith('/api/taxonomy/'))
      return search(c);
    // The count is answered from memory: limiting it would cost more than it saves.
    if (path === '/api/photos/count') return undefined;
    return CATALOGUE_READ.test(path) ? catalogue(c) : undefined;
  };
}
