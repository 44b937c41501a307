import { describe, expect, it } from 'vitest';
import { oneTo, randomInt, shuffled } from './random';

describe('randomInt', () => {
  it('covers both ends of the range', () => {
    expect(randomInt(1, 50, () => 0)).toBe(1);
    expect(randomInt(1, 50, () => 0.999999)).toBe(50);
    for (let i = 0; i < 200; i++) {
      const n = randomInt(1, 50);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(50);
      expect(Number.isInteger(n)).toBe(true);
    }
  });
});

describe('shuffled', () => {
  it('returns a permutation and leaves the input alone', () => {
    const input = oneTo(11);
    const output = shuffled(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect([...output].sort((a, b) => a - b)).toEqual(input);
  });

  it('uses the random source it is given', () => {
    expect(shuffled([1, 2, 3], () => 0)).toEqual([2, 3, 1]);
  });
});
