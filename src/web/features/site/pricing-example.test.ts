import { describe, expect, it } from 'vitest';
import { pricingExample } from './pricing-example';

describe('pricing example', () => {
  it('prices 28 background and 2 hero licences at $12 with the 25-item discount', () => {
    const example = pricingExample();
    expect(example.items).toBe(30);
    // 28 × $12 + 2 × $60 = $456; 5% off = $22.80; $433.20 to pay.
    expect(example.subtotalCents).toBe(45_600);
    expect(example.discountPercent).toBe(5);
    expect(example.discountCents).toBe(2_280);
    expect(example.totalCents).toBe(43_320);
    expect(example.next).toEqual({ tier: expect.objectContaining({ minItems: 50 }), itemsNeeded: 20 });
  });
});
