import { describe, expect, it } from 'vitest';
import { testCartLine } from '../../testing/cart-answers';
import { testQuote } from '../../testing/checkout-answers';
import { quoteChanges } from './quote-changes';

describe('quoteChanges', () => {
  it('finds nothing between a quote and itself', () => {
    const quote = testQuote([testCartLine(1), testCartLine(2)]);
    expect(quoteChanges(quote, quote)).toEqual({ lines: [], total: null });
  });

  it('names lines removed, withdrawn, added, repriced and relicensed, and the new total', () => {
    const before = testQuote([
      testCartLine(1),
      testCartLine(2, { title: null }),
      testCartLine(3),
      testCartLine(4),
    ]);
    const after = testQuote([
      testCartLine(1, { price: 60 }),
      testCartLine(2, { title: null, available: false }),
      testCartLine(4, { license: 'hero-usage' }),
      testCartLine(5),
    ]);
    expect(quoteChanges(before, after)).toEqual({
      lines: [
        'Kitchen 1 (#1) now costs $60.00 (it was $45.00).',
        'Photo #2 (#2) is no longer available and will not be charged.',
        'Kitchen 3 (#3) was removed from your cart.',
        'Kitchen 4 (#4) is now licensed for hero usage (it was background dressing).',
        'Kitchen 5 (#5) was added, background dressing at $45.00.',
      ],
      total: 'The total is now $330.00 (it was $180.00).',
    });
  });

  it('tells a discount change by the total alone, not line by line', () => {
    const lines = Array.from({ length: 24 }, (_, index) => testCartLine(index + 1));
    const before = testQuote(lines);
    const after = testQuote([...lines, testCartLine(25)]);
    const changes = quoteChanges(before, after);
    expect(changes.lines).toEqual(['Kitchen 25 (#25) was added, background dressing at $45.00.']);
    expect(changes.total).toBe('The total is now $1,068.75 (it was $1,080.00).');
  });
});
