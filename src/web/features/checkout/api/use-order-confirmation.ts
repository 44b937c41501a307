import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { refreshAfterPayment } from './checkout-keys';
import { orderQueryOptions, refreshOrder, useOrder } from './get-order';

/** issue 13 success page: ask again every 1.5 s while the payment is unconfirmed, for about 40 s. */
export const CONFIRMATION_POLL_MS = 1500;
export const CONFIRMATION_WAIT_MS = 40_000;

/**
 * The order a buyer came back to. While it is `pending` the provider's confirmation has not
 * arrived: `POST /api/orders/:id/refresh` asks the provider, every `pollMs`, until the order
 * settles or `waitMs` have gone by (`timedOut`). Once paid, the cart is read again: the server
 * took the paid lines out of it, and the header's badge shows it.
 */
export function useOrderConfirmation(
  orderId: string,
  { pollMs = CONFIRMATION_POLL_MS, waitMs = CONFIRMATION_WAIT_MS } = {},
) {
  const queryClient = useQueryClient();
  const order = useOrder(orderId, orderId !== '');
  const [attempts, setAttempts] = useState(0);
  const maxAttempts = Math.ceil(waitMs / pollMs);
  const timedOut = attempts >= maxAttempts;
  // A held payment is settled as far as the buyer's wait goes: a person reviews it.
  const status = order.data?.payment_held ? 'held' : order.data?.status;

  useEffect(() => {
    // Each attempt that ends schedules the next (`attempts` changes even when the order does not).
    if (status !== 'pending' || attempts >= maxAttempts) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      refreshOrder(orderId, controller.signal)
        .then((fresh) => queryClient.setQueryData(orderQueryOptions(orderId).queryKey, fresh))
        // A failed ask is one attempt spent; the next one may get through.
        .catch(() => undefined)
        .finally(() => {
          if (!controller.signal.aborted) setAttempts((count) => count + 1);
        });
    }, pollMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [status, attempts, maxAttempts, orderId, pollMs, queryClient]);

  const refreshed = useRef(false);
  useEffect(() => {
    if (status !== 'paid' || refreshed.current) return;
    refreshed.current = true;
    void refreshAfterPayment(queryClient);
  }, [status, queryClient]);

  return { order, timedOut: status === 'pending' && timedOut };
}
