/**
 * What other server features may use of purchases: the buyer's live licences, which the cart,
 * the checkout and the upgrade check against (issue 22, core/held-licences.ts), and whether hero
 * usage is held for a purchase's production (the upgrade's refusal).
 */
export { byPhoto, heldLicences, heroUsageHeld } from './held-licences.service';
