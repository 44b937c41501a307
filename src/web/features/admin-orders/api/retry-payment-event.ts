import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentEventRow } from '../../../../core/admin-orders';
import { refreshAdminPayments } from './admin-keys';
import { postJson } from './admin-request';

/** `POST /api/admin/payment-events/:id/retry`: processes a failed event again; answers it as it is now. */
export function retryPaymentEvent(id: string): Promise<PaymentEventRow> {
  return postJson(`/api/admin/payment-events/${encodeURIComponent(id)}/retry`);
}

export function useRetryPaymentEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'payments', 'retry'] as const,
    mutationFn: retryPaymentEvent,
    onSettled: () => refreshAdminPayments(queryClient),
  });
}
