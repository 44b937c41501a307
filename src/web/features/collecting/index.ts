/**
 * Wishlists (own and shared), and the profile's wishlist, project and company panels.
 *
 * The feature's public entry: code outside `features/collecting/` imports from here only, and the
 * router loads its pages by their modules (scripts/import-rules.ts). Re-exports only: the build
 * takes what an importer uses and nothing else (vite.config.ts).
 */
export { useWishlistSignIn } from './api/wishlist-sign-in';
export { CompaniesPanel } from './components/CompaniesPanel';
export { PhotoWishlistActionsProvider } from './components/PhotoWishlistActionsProvider';
export { ProjectsPanel } from './components/ProjectsPanel';
export { WishlistsList } from './components/WishlistsList';
