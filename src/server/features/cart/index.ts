/**
 * What other server features may use of the cart: the owner's priced lines (the checkout quotes
 * from them), and the photos_details view's typed columns until they move to db/schema (issue
 * 24). Everything else in this folder is its own (scripts/import-rules.ts).
 */
export { getCart, refuseHeroWithoutReleases } from './cart.service';
