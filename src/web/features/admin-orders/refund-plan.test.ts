import { describe, expect, it } from 'vitest';
import { testOrder, testOrderLine } from '../../testing/checkout-answers';
import { canRefund, isRefunded, planRefund, refundableCents } from './refund-plan';

const three = testOrder('paid', {
  items: [
    testOrderLine(1),
    testOrderLine(2),
    testOrderLine(3, { license_type: 'hero-usage', discounted_price_cents: 18000 }),
  ],
});

describe('refund plans (issue 13 item 7)', () => {
  it('states the selected lines, their amount and that it cannot be undone', () => {
    const plan = planRefund(three, 'lines', new Set([three.items[0]?.id ?? '', three.items[1]?.id ?? '']));
    expect(plan.itemIds).toEqual([three.items[0]?.id, three.items[1]?.id]);
    expect(plan.amountCents).toBe(9000);
    expect(plan.summary).toBe(
      "Refund 2 lines of BD-100042: $90.00 to the buyer's card. This cannot be undone.",
    );
    expect(planRefund(three, 'lines', new Set([three.items[2]?.id ?? ''])).summary).toBe(
      "Refund 1 line of BD-100042: $180.00 to the buyer's card. This cannot be undone.",
    );
  });

  it('refunds a whole order, or what is left of one, never a line twice', () => {
    expect(planRefund(three, 'order').summary).toBe(
      "Refund the whole order BD-100042 (3 lines): $270.00 to the buyer's card. This cannot be undone.",
    );
    const partly = testOrder('partially_refunded', {
      items: [testOrderLine(1, { refunded_cents: 4500 }), testOrderLine(2)],
    });
    const rest = planRefund(partly, 'order');
    expect(rest.itemIds).toEqual([partly.items[1]?.id]);
    expect(rest.summary).toBe(
      "Refund the remaining 1 line of BD-100042: $45.00 to the buyer's card. This cannot be undone.",
    );
    // A refunded line in the selection is left out.
    expect(planRefund(partly, 'lines', new Set([partly.items[0]?.id ?? ''])).itemIds).toEqual([]);
  });

  it('knows refunded lines and refundable orders', () => {
    expect(isRefunded(testOrderLine(1, { refunded_cents: 4500 }))).toBe(true);
    expect(isRefunded(testOrderLine(1))).toBe(false);
    expect(refundableCents(testOrderLine(1, { refunded_cents: 500 }))).toBe(4000);
    expect(canRefund('paid')).toBe(true);
    expect(canRefund('partially_refunded')).toBe(true);
    expect(canRefund('pending')).toBe(false);
    expect(canRefund('refunded')).toBe(false);
  });
});
