import type { DatabaseHandle } from '../db/client';

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
  const [row] = await handle.raw<{ count: number; retry_after: number }>(
    `insert into rate_limits (key, count, window_started_at) values ($1, 1, now())
     on conflict (key) do update set
       count = case when rate_limits.window_started_at <= now() - make_interval(secs => $2) then 1 else rate_limits.count + 1 end,
       window_started_at = case when rate_limits.window_started_at <= now() - make_interval(secs => $2) then now() else rate_limits.window_started_at end
     returning count, greatest(1, ceil(extract(epoch from (window_started_at + make_interval(secs => $2) - now()))))::int as retry_after`,
    [key, rule.window],
  );
  if (!row || row.count <= rule.max) return { allowed: true, retryAfter: null };
  return { allowed: false, retryAfter: row.retry_after };
}

export function tooManyMessage(retryAfter: number): string {
  return `Too many attempts. Please try again in ${retryAfter} seconds.`;
}
