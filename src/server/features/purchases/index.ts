/**
 * What other server features may use of purchases: the buyer's live licences, which the cart,
 * the checkout and the upgrade check against (issue 22, core/held-licences.ts).
 */
export { byPhoto, heldLicences } from './held-licences.service';
