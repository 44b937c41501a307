/**
 * The cart: its page, the header's cart link, and the cart actions of a photo card.
 *
 * The feature's public entry: code outside `features/cart/` imports from here only, and the
 * router loads its pages by their modules (scripts/import-rules.ts). Re-exports only: the build
 * takes what an importer uses and nothing else (vite.config.ts).
 */
export { useCartToasts } from './api/cart-toasts';
export { HeaderCartLink, MobileCartLink } from './components/HeaderCartLink';
export { PhotoCartActionsProvider } from './components/PhotoCartActionsProvider';
