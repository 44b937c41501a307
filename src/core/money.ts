/**
 * Dollars and cents at the edges (spec §5): apart from pricing.ts, so a photo card's price needs
 * none of the cart's arithmetic in a visitor's first script (the home page's budget, issue 22).
 * pricing.ts re-exports them.
 */

/** A photo's price in cents from the dollars the catalogue view also carries (`price`). */
export function centsFromDollars(dollars: number): number {
  return Math.round(dollars * 100);
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** spec §5: money in US dollars with 2 decimals, e.g. 1234 → "$12.34". */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}
