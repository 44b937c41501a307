import type { Purchase } from '../../../../core/purchases';

/** "#1042 Kitchen table" — how buttons and messages name a licensed photo. */
export function photoName(purchase: Pick<Purchase, 'photoid' | 'title'>): string {
  return purchase.title ? `#${purchase.photoid} ${purchase.title}` : `#${purchase.photoid}`;
}
