import { describe, expect, it } from 'vitest';
import { nextTierHint, priceCart, type UnpricedCartLine } from './cart';

function line(id: string, price: number, license: UnpricedCartLine['license_type'], status = 'live') {
  return {
    id,
    photo_id: `photo-${id}`,
    license_type: license,
    quantity: 1,
    added_at: '2026-11-25T10:00:00Z',
    photo: {
      id: `photo-${id}`,
      photoid: Number(id),
      user_id: 'creator',
      title: null,
      thumbnail_url: null,
      preview_url: null,
      price,
      photo_status: status,
      created_at: '2026-11-01T10:00:00Z',
      orientation: 'horizontal',
      storefront_name: null,
      width: 400,
      height: 300,
    },
  } satisfies UnpricedCartLine;
}

describe('priceCart', () => {
  it('prices hero usage at 5× and leaves unpublished photos out of the totals', () => {
    const cart = priceCart([line('1', 12.5, 'hero-usage'), line('2', 10, 'background-dressing', 'archived')]);
    expect(cart.items.map((item) => [item.available, item.price_cents, item.discounted_price_cents])).toEqual(
      [
        [true, 6250, 6250],
        [false, 1000, 0],
      ],
    );
    expect(cart.summary).toMatchObject({
      item_count: 1,
      subtotal_cents: 6250,
      total_cents: 6250,
      tier: null,
    });
    expect(cart.summary.next).toMatchObject({ items_needed: 24, tier: { discountPercent: 5 } });
  });

  it('spreads the 5% of 25 lines over them in whole cents that add up to the total', () => {
    const lines = Array.from({ length: 25 }, (_, index) =>
      line(String(index + 1), 9.99, index === 0 ? 'hero-usage' : 'background-dressing'),
    );
    const { items, summary } = priceCart(lines);
    expect(summary).toMatchObject({ subtotal_cents: 28_971, discount_percent: 5, discount_cents: 1449 });
    expect(items.reduce((sum, item) => sum + item.discounted_price_cents, 0)).toBe(summary.total_cents);
    // 4,745.17 cents: the cent left by rounding goes to the line with the largest fraction.
    expect(items[0]?.discounted_price_cents).toBe(4746);
  });
});

describe('nextTierHint', () => {
  it('says how many more photos reach the next tier, in the singular for one', () => {
    const tier = { name: 'Production pack', minItems: 25, discountPercent: 5 };
    expect(nextTierHint({ tier, items_needed: 1 })).toBe('Add 1 more photo for 5% off');
    expect(nextTierHint({ tier, items_needed: 3 })).toBe('Add 3 more photos for 5% off');
    expect(nextTierHint(null)).toBeNull();
  });
});
