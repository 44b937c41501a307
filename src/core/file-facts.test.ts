import { describe, expect, it } from 'vitest';
import { formatFileSize, printSize } from './file-facts';

describe('formatFileSize (spec §5: MB if at least 1 MB, else KB)', () => {
  it.each([
    [654_321, '654 KB'],
    [999_400, '999 KB'],
    [999_600, '1.0 MB'], // would round to "1000 KB"
    [1_000_000, '1.0 MB'],
    [7_312_000, '7.3 MB'],
    [1_500, '2 KB'],
    [0, '0 KB'],
    [Number.NaN, '0 KB'],
  ])('%d bytes read "%s"', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('printSize', () => {
  it.each([
    [2400, 1600, '8 × 5.3 in at 300 dpi'],
    [1600, 2400, '5.3 × 8 in at 300 dpi'],
    [2400, 2400, '8 × 8 in at 300 dpi'],
    [4351, 5800, '14.5 × 19.3 in at 300 dpi'],
  ])('%d × %d px prints %s', (width, height, expected) => {
    expect(printSize(width, height)).toBe(expected);
  });
});
