import { deferredModule, useDeferredModule } from '../deferred-module';

/**
 * What only signed-in people see on a grid card (the details, the cart and wishlist buttons,
 * PhotoCardDetails.tsx) is a module of its own: a guest's home page and search never download it
 * (issue 22: the home page's scripts). A member's page asks for it at once (its HTML names the
 * file, server/http/page-preloads.ts, and layout/PhotoActions.tsx starts it), so it is usually
 * there for the grid's first render; held once per grid, never suspending card by card.
 */
const cardDetails = deferredModule(() => import('./PhotoCardDetails'));

export type CardDetails = typeof import('./PhotoCardDetails')['PhotoCardDetails'];

export const loadCardDetails = cardDetails.load;

/** The cards' member part while `wanted` (null before it has loaded, and for guests). */
export function useCardDetails(wanted: boolean): CardDetails | null {
  return useDeferredModule(cardDetails, wanted)?.PhotoCardDetails ?? null;
}
