import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentEventRow } from '../../../../core/admin-orders';
import { api, readJson } from '../../../api';
import { refreshAdminPayments } from './admin-keys';

/** `POST /api/admin/payment-events/:id/retry`: processes a failed event again; answers it as it is now. */
export async function retryPaymentEvent(id: string): Promise<PaymentEventRow> {
  return readJson(await api.admin['payment-events'][':id'].retry.$post({ param: { id } }));
}

export function useRetryPaymentEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'payments', 'retry'] as const,
    mutationFn: retryPaymentEvent,
    onSettled: () => refreshAdminPayments(queryClient),
  });
}
