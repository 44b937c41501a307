import type { QueryClient } from '@tanstack/react-query';
import { refreshPurchases } from '../../session';

/** Query keys of checkout and orders; each starts with its area so one invalidation reaches all. */
export const checkoutKeys = {
  quote: ['checkout'] as const,
  orders: ['orders'] as const,
  order: (id: string) => ['orders', 'detail', id] as const,
  testPayment: (sessionId: string) => ['test-payment', sessionId] as const,
};

/** Orders and quotes are one person's and go with them at sign-out. */
export const USER_SCOPED = { userScoped: true } as const;

/**
 * The cart's query key. Features do not import each other, so the cart feature's `['cart']` is
 * named here: a paid order empties its lines from the cart, and the header's badge reads it.
 */
const CART_KEY = ['cart'] as const;

/**
 * After a payment: the cart (its paid lines are gone), the quote, the order lists, and the
 * buyer's purchases (the photos just paid for read "Licensed" from now on).
 */
export function refreshAfterPayment(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CART_KEY }),
    refreshPurchases(queryClient),
    queryClient.invalidateQueries({ queryKey: checkoutKeys.quote }),
    queryClient.invalidateQueries({ queryKey: checkoutKeys.orders, refetchType: 'none' }),
  ]).then(() => undefined);
}
