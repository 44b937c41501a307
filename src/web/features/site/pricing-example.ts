import { centsFromDollars, licensePriceCents, priceLines, volumeDiscount } from '../../../core/pricing';

/**
 * The pricing page's worked example: a props buyer dressing a 1970s family home, 30 photos at
 * $12 as background dressing and 2 of them again as hero usage, priced by the same rules the
 * cart uses.
 */
export const EXAMPLE = { photoPrice: 12, backgroundCount: 28, heroCount: 2 } as const;

export function pricingExample() {
  const photoCents = centsFromDollars(EXAMPLE.photoPrice);
  const lines = [
    ...Array.from({ length: EXAMPLE.backgroundCount }, () => ({
      subtotalCents: licensePriceCents(photoCents, 'background-dressing'),
    })),
    ...Array.from({ length: EXAMPLE.heroCount }, () => ({
      subtotalCents: licensePriceCents(photoCents, 'hero-usage'),
    })),
  ];
  const totals = priceLines(lines);
  return {
    photoCents,
    heroCents: licensePriceCents(photoCents, 'hero-usage'),
    items: lines.length,
    ...totals,
    next: volumeDiscount(lines.length).next,
  };
}
