import type { HeldLicence } from './held-licences';
import {
  type DiscountTier,
  type LicenseType,
  licensePriceCents,
  priceLines,
  volumeDiscount,
} from './pricing';

/**
 * The cart as the API answers it and the web shows it (spec §3 cart_item, §4 Cart and volume
 * discount, §9). Every figure is computed on the server by `priceCart`; the web only shows them.
 */

/** What a cart line shows of its photo (spec §3: the joined photo details). */
export interface CartPhoto {
  id: string;
  photoid: number;
  user_id: string;
  title: string | null;
  thumbnail_url: string | null;
  preview_url: string | null;
  /** The photo's price in dollars, as the catalogue answers it. */
  price: number;
  photo_status: string;
  created_at: string;
  orientation: string | null;
  storefront_name: string | null;
  width: number | null;
  height: number | null;
}

export interface CartLine {
  id: string;
  photo_id: string;
  license_type: LicenseType;
  /** spec §9: always 1. */
  quantity: 1;
  added_at: string;
  photo: CartPhoto;
  /** False once the photo is no longer published: the line is shown but not priced or licensed. */
  available: boolean;
  /** The licence's price before the volume discount, in cents (hero-usage is 5×). */
  price_cents: number;
  /** The line's share of the discounted total, in cents; the available lines add up to `total_cents`. */
  discounted_price_cents: number;
  /**
   * The buyer's live licences of this photo, for whichever productions (issue 22): the cart says
   * so, and the checkout refuses the line for a project that holds it already.
   */
  held: HeldLicence[];
}

export interface CartSummary {
  /** Lines that can be licensed (their photo is still published): what the tiers count. */
  item_count: number;
  subtotal_cents: number;
  discount_percent: number;
  discount_cents: number;
  total_cents: number;
  /** The highest tier reached, or null below the first. */
  tier: DiscountTier | null;
  /** The next tier and how many more photos reach it, or null at the top tier. */
  next: { tier: DiscountTier; items_needed: number } | null;
}

/** GET /api/cart: the lines, newest first, and their totals. */
export interface CartAnswer {
  items: CartLine[];
  total: number;
  summary: CartSummary;
}

/** POST /api/cart/batch: spec §4, duplicates are not failures. */
export interface CartBatchResult {
  successCount: number;
  errorCount: number;
  duplicateCount: number;
  /** Left out: the buyer holds that licence (or hero usage) for the production already (issue 22). */
  licensedCount: number;
  /** Left out: hero usage where background dressing is held, which My purchases upgrades for the difference. */
  upgradableCount: number;
}

/** A cart line before pricing: the row and its photo (and the licences held of it, none when left out). */
export type UnpricedCartLine = Omit<
  CartLine,
  'available' | 'price_cents' | 'discounted_price_cents' | 'held'
> & {
  held?: HeldLicence[];
};

/** Prices the lines (spec §9): licence multipliers, the volume tier, the discount spread by share. */
export function priceCart(lines: readonly UnpricedCartLine[]): CartAnswer {
  const available = lines.map((line) => line.photo.photo_status === 'live');
  const prices = lines.map((line) =>
    licensePriceCents(Math.round(line.photo.price * 100), line.license_type),
  );
  const priced = priceLines(
    prices.filter((_, index) => available[index]).map((subtotalCents) => ({ subtotalCents })),
  );
  let next = 0;
  const items = lines.map((line, index): CartLine => {
    const isAvailable = available[index] ?? false;
    const discounted = isAvailable ? (priced.lineTotalsCents[next++] ?? 0) : 0;
    return {
      ...line,
      held: line.held ?? [],
      available: isAvailable,
      price_cents: prices[index] ?? 0,
      discounted_price_cents: discounted,
    };
  });
  const count = items.filter((item) => item.available).length;
  const discount = volumeDiscount(count);
  return {
    items,
    total: items.length,
    summary: {
      item_count: count,
      subtotal_cents: priced.subtotalCents,
      discount_percent: priced.discountPercent,
      discount_cents: priced.discountCents,
      total_cents: priced.totalCents,
      tier: discount.tier,
      next: discount.next ? { tier: discount.next.tier, items_needed: discount.next.itemsNeeded } : null,
    },
  };
}

/** "Add 1 more photo for 5% off", "Add 3 more photos for 10% off"; null at the top tier. */
export function nextTierHint(next: CartSummary['next']): string | null {
  if (!next) return null;
  const photos = next.items_needed === 1 ? 'photo' : 'photos';
  return `Add ${next.items_needed} more ${photos} for ${next.tier.discountPercent}% off`;
}

export { CART_TOASTS } from './cart-toasts';
