import { describe, expect, it } from 'vitest';
import { orientationOf } from './orientation';

describe('orientationOf (spec §2, §9)', () => {
  it.each([
    [100, 100, 'square'],
    [95, 100, 'square'], // 0.95: lower bound is inclusive
    [105, 100, 'square'], // 1.05: upper bound is inclusive
    [94, 100, 'vertical'],
    [106, 100, 'horizontal'],
    [1200, 800, 'horizontal'],
    [800, 1200, 'vertical'],
  ] as const)('%d×%d is %s', (width, height, expected) => {
    expect(orientationOf(width, height)).toBe(expected);
  });

  it.each([
    [null, 100],
    [100, undefined],
    [undefined, undefined],
    [0, 100],
    [100, 0],
    [-100, 100],
    [Number.NaN, 100],
    [Number.POSITIVE_INFINITY, 100],
  ])('a missing or unusable size (%s×%s) counts as square', (width, height) => {
    expect(orientationOf(width, height)).toBe('square');
  });
});
