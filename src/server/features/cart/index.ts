/**
 * What other server features may use of the cart: the owner's priced lines (the checkout quotes
 * from them). Everything else in this folder is its own (scripts/import-rules.ts).
 */
export { getCart } from './cart.service';
