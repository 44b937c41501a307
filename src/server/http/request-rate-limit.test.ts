import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './request-rate-limit';

describe('createRateLimiter', () => {
  it('allows a burst, then one request per refill interval, per client', () => {
    let time = 0;
    const limiter = createRateLimiter({ burst: 3, perMinute: 60 }, () => time);
    expect([1, 2, 3].map(() => limiter.take('a'))).toEqual([0, 0, 0]);
    expect(limiter.take('a')).toBe(1);
    // Another client has its own bucket.
    expect(limiter.take('b')).toBe(0);
    time += 1000;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(1);
    // Idle for long: back to a full burst, never more.
    time += 3_600_000;
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([0, 0, 0, 1]);
  });

  it('says how many seconds until the next request is allowed', () => {
    const limiter = createRateLimiter({ burst: 1, perMinute: 6 }, () => 0);
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(10);
  });
});
