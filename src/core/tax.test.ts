import { describe, expect, it } from 'vitest';
import { allocateCents, formatTaxRate, parseTaxRates, taxCentsFor, taxRateFor } from './tax';

describe('tax rates (issue 22)', () => {
  it('parses a table of COUNTRY:PERCENT in basis points', () => {
    expect(parseTaxRates('GB:20, de:19,FR:5.5%,')).toEqual({ GB: 2000, DE: 1900, FR: 550 });
    expect(parseTaxRates('')).toEqual({});
  });

  it('refuses a malformed entry, an unknown country and a country twice', () => {
    expect(() => parseTaxRates('GB=20')).toThrow(/GB=20/);
    expect(() => parseTaxRates('QQ:20')).toThrow(/QQ:20/);
    expect(() => parseTaxRates('GB:120')).toThrow();
    expect(() => parseTaxRates('GB:20,GB:5')).toThrow(/twice/);
  });

  it('finds a country rate, zero for one not listed', () => {
    const rates = parseTaxRates('GB:20');
    expect(taxRateFor(rates, 'GB')).toBe(2000);
    expect(taxRateFor(rates, 'US')).toBe(0);
    expect(taxRateFor(rates, null)).toBe(0);
  });

  it('rounds tax half up to a whole cent', () => {
    expect(taxCentsFor(7125, 2000)).toBe(1425);
    expect(taxCentsFor(1, 5000)).toBe(1); // 0.5 cent up
    expect(taxCentsFor(1, 4999)).toBe(0);
    expect(taxCentsFor(999, 550)).toBe(55); // 54.945
    expect(taxCentsFor(1234, 0)).toBe(0);
  });

  it('allocates cents over lines so the shares add up to the total', () => {
    expect(allocateCents(1425, [7125])).toEqual([1425]);
    expect(allocateCents(10, [1, 1, 1])).toEqual([4, 3, 3]);
    const shares = allocateCents(1901, [2375, 2375, 11875, 4750]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1901);
    expect(allocateCents(5, [0, 0])).toEqual([5, 0]);
  });

  it('formats a rate as a percentage', () => {
    expect(formatTaxRate(2000)).toBe('20%');
    expect(formatTaxRate(550)).toBe('5.5%');
  });
});
