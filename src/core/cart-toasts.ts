/**
 * spec §8 cart toasts, word for word: all that every page's cart buttons need of cart.ts, apart so
 * the first script a visitor loads carries none of its pricing (the home page's script budget,
 * issue 22). cart.ts re-exports them.
 */
export const CART_TOASTS = {
  added: ['Added to cart', 'Photo added to your cart successfully'],
  duplicate: ['Photo already in cart', 'This photo is already in your cart'],
  removed: ['Photo removed', 'Photo removed from your cart'],
  cleared: ['Cart cleared', 'All photos removed from your cart'],
  signInRequired: ['Sign in required', 'Please sign in to add photos to your cart'],
  addFailed: ['Error', 'Failed to add photo to cart'],
  removeFailed: ['Error', 'Failed to remove photo from cart'],
  licenseFailed: ['Error', 'Failed to update photo license'],
  clearFailed: ['Error', 'Failed to clear cart'],
} as const satisfies Record<string, readonly [string, string]>;
