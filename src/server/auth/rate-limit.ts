import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { rateLimits } from '../db/tables';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window frees up; null when allowed. */
  retryAfter: number | null;
}

/**
 * Records one request against `key` in a fixed window and says whether it is allowed. One
 * atomic upsert, so concurrent requests on any number of app processes cannot slip past.
 */
export async function consumeRateLimit(
  handle: DatabaseHandle,
  key: string,
  rule: { window: number; max: number },
): Promise<RateLimitResult> {
  const window = sql`make_interval(secs => ${rule.window})`;
  const expired = sql`${rateLimits.windowStartedAt} <= now() - ${window}`;
  const [row] = await handle.db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retry_after:
        sql`greatest(1, ceil(extract(epoch from (${rateLimits.windowStartedAt} + ${window} - now()))))::int`.mapWith(
          Number,
        ),
    });
  if (!row || row.count <= rule.max) return { allowed: true, retryAfter: null };
  return { allowed: false, retryAfter: row.retry_after };
}

export function tooManyMessage(retryAfter: number): string {
  return `Too many attempts. Please try again in ${retryAfter} seconds.`;
}
