import { describe, expect, it } from 'vitest';
import { formatUsd, licensePriceCents, priceLines, volumeDiscount } from './pricing';

describe('pricing', () => {
  it('formats cents as US dollars with two decimals', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(4900)).toBe('$49.00');
    expect(formatUsd(123456)).toBe('$1,234.56');
  });

  it('charges hero usage five times the photo price', () => {
    expect(licensePriceCents(4900, 'background-dressing')).toBe(4900);
    expect(licensePriceCents(4900, 'hero-usage')).toBe(24500);
  });

  it('applies the highest tier reached and names the next one', () => {
    expect(volumeDiscount(24)).toEqual({
      tier: null,
      next: { tier: expect.objectContaining({ discountPercent: 5 }), itemsNeeded: 1 },
    });
    expect(volumeDiscount(25).tier?.discountPercent).toBe(5);
    expect(volumeDiscount(49).next?.itemsNeeded).toBe(1);
    expect(volumeDiscount(50).tier?.discountPercent).toBe(10);
    expect(volumeDiscount(75)).toEqual({
      tier: expect.objectContaining({ discountPercent: 15 }),
      next: null,
    });
    expect(volumeDiscount(200).tier?.discountPercent).toBe(15);
  });

  it('spreads the discount over the lines in proportion, in whole cents that add up', () => {
    const lines = Array.from({ length: 25 }, (_, index) => ({ subtotalCents: index === 0 ? 24500 : 3333 }));
    const priced = priceLines(lines);
    expect(priced.subtotalCents).toBe(24500 + 24 * 3333);
    expect(priced.discountPercent).toBe(5);
    expect(priced.discountCents).toBe(Math.round(priced.subtotalCents * 0.05));
    expect(priced.lineTotalsCents.reduce((a, b) => a + b, 0)).toBe(priced.totalCents);
    expect(priced.lineTotalsCents[0]).toBe(Math.round(24500 * 0.95));
  });

  it('gives no discount below 25 lines and handles an empty cart', () => {
    expect(priceLines([{ subtotalCents: 1000 }]).totalCents).toBe(1000);
    expect(priceLines([])).toMatchObject({ subtotalCents: 0, totalCents: 0, lineTotalsCents: [] });
  });
});
