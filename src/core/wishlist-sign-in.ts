/**
 * spec §8 toast for a guest who reaches for a wishlist, and how long error toasts stay (spec §9):
 * what every page's heart buttons need of collecting.ts, apart so the first script a visitor loads
 * carries none of its other texts (the home page's script budget, issue 22).
 */
export const SIGN_IN_FOR_WISHLISTS = [
  'Authentication required',
  'Please sign in to add photos to wishlists.',
] as const;

export const ERROR_TOAST_MS = 4000;
