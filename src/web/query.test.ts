import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { backoffDelay, retryUnlessClientError } from './query';

describe('retry rule of spec §8', () => {
  const retry = retryUnlessClientError(2);

  it('never retries a 4xx: the request itself is wrong', () => {
    expect(retry(0, new ApiError(400, 'invalid', 'sort must be one of …'))).toBe(false);
    expect(retry(0, new ApiError(404, 'not_found', 'Photo not found'))).toBe(false);
    expect(retry(0, new ApiError(429, 'rate_limited', 'Too many attempts'))).toBe(false);
  });

  it('retries server and network failures twice, then gives up', () => {
    const serverError = new ApiError(503, 'unavailable', 'down');
    expect([0, 1, 2].map((failures) => retry(failures, serverError))).toEqual([true, true, false]);
    expect([0, 1, 2].map((failures) => retry(failures, new TypeError('Failed to fetch')))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('waits min(1 s × 2^n, 5 s)', () => {
    expect([0, 1, 2, 3, 4].map(backoffDelay)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
});
