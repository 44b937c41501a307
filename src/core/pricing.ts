/**
 * Licences, prices and the volume discount (spec §4, §9), in integer cents. The server recomputes
 * every figure with these functions; the web shows what they compute. Dollars appear only at
 * the edges, through formatUsd.
 */

import type { LicenseType } from './licence-types';

export {
  DEFAULT_LICENSE,
  isLicenseType,
  LICENSE_LABEL,
  LICENSE_TYPES,
  type LicenseType,
  licenceIncludes,
} from './licence-types';
export { centsFromDollars, formatUsd } from './money';

/** spec §9: hero-usage costs 5 times the photo's price. */
export const LICENSE_MULTIPLIER: Record<LicenseType, number> = {
  'background-dressing': 1,
  'hero-usage': 5,
};

/** What each licence allows, in the words a props buyer uses (licence and pricing pages, the selector). */
export const LICENSE_SUMMARY: Record<LicenseType, string> = {
  'background-dressing':
    'Seen in the set — on a wall, a desk, a fridge door — but not the subject of a shot or the story.',
  'hero-usage':
    'Featured: held, discussed or shown in close-up, central to a scene, or used in key art and marketing.',
};

/** One licence of one photo, in cents. */
export function licensePriceCents(photoPriceCents: number, license: LicenseType): number {
  return photoPriceCents * LICENSE_MULTIPLIER[license];
}

/**
 * Upgrading a background-dressing licence to hero usage after the cut costs the difference
 * between the two licences at the price the first was bought for: 4× that price.
 */
export function upgradePriceCents(backgroundPriceCents: number): number {
  const base = backgroundPriceCents / LICENSE_MULTIPLIER['background-dressing'];
  return licensePriceCents(base, 'hero-usage') - licensePriceCents(base, 'background-dressing');
}

export interface DiscountTier {
  name: string;
  minItems: number;
  discountPercent: number;
}

/** spec §4, §9: none below 25 items; 5% at 25, 10% at 50, 15% at 75. */
export const DISCOUNT_TIERS: readonly DiscountTier[] = [
  { name: 'Production pack', minItems: 25, discountPercent: 5 },
  { name: 'Studio pack', minItems: 50, discountPercent: 10 },
  { name: 'Feature pack', minItems: 75, discountPercent: 15 },
];

export interface VolumeDiscount {
  /** The highest tier reached, or null below the first. */
  tier: DiscountTier | null;
  /** The next tier and how many more items reach it, or null at the top tier. */
  next: { tier: DiscountTier; itemsNeeded: number } | null;
}

/** spec §4: the highest tier reached applies; the next tier and the items still needed are reported. */
export function volumeDiscount(itemCount: number): VolumeDiscount {
  const reached = DISCOUNT_TIERS.filter((tier) => itemCount >= tier.minItems);
  const upcoming = DISCOUNT_TIERS.find((tier) => itemCount < tier.minItems);
  return {
    tier: reached.at(-1) ?? null,
    next: upcoming ? { tier: upcoming, itemsNeeded: upcoming.minItems - itemCount } : null,
  };
}

export interface PricedLine {
  /** The line's price before the discount, in cents (licence applied, quantity 1). */
  subtotalCents: number;
}

export interface PricedTotals {
  subtotalCents: number;
  discountPercent: number;
  discountCents: number;
  totalCents: number;
  /** Each line's price after its share of the discount, in the order given; they sum to totalCents. */
  lineTotalsCents: number[];
}

/**
 * spec §9: the discount applies to the sum of the lines and is spread over the lines in proportion
 * to each line's share. Cents are whole: the remainder of the rounding goes to the largest lines
 * first (largest-remainder method), so the lines always add up to the total.
 */
export function priceLines(lines: readonly PricedLine[]): PricedTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.subtotalCents, 0);
  const discountPercent = volumeDiscount(lines.length).tier?.discountPercent ?? 0;
  const discountCents = Math.round((subtotalCents * discountPercent) / 100);
  const totalCents = subtotalCents - discountCents;
  if (subtotalCents === 0) {
    return { subtotalCents, discountPercent, discountCents, totalCents, lineTotalsCents: lines.map(() => 0) };
  }
  const exact = lines.map((line) => (line.subtotalCents * totalCents) / subtotalCents);
  const floors = exact.map(Math.floor);
  let remainder = totalCents - floors.reduce((sum, value) => sum + value, 0);
  const byFraction = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of byFraction) {
    if (remainder <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    remainder--;
  }
  return { subtotalCents, discountPercent, discountCents, totalCents, lineTotalsCents: floors };
}
