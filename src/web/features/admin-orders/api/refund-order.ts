import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, RefundRequest } from '../../../../core/admin-orders';
import { api, readJson } from '../../../api';
import { adminOrderKeys, refreshAdminPayments } from './admin-keys';

/**
 * `POST /api/admin/orders/:id/refunds`: refunds these lines through the payment provider and
 * answers the order as it is after. A 400 carries REFUND_MESSAGES (`fields.reason` for the reason).
 */
export async function refundOrder({
  orderId,
  ...request
}: RefundRequest & { orderId: string }): Promise<AdminOrderDetail> {
  return readJson(await api.admin.orders[':id'].refunds.$post({ param: { id: orderId }, json: request }));
}

/** Refunds, then shows the order as answered and marks the lists and the dashboard stale. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'orders', 'refund'] as const,
    mutationFn: refundOrder,
    onSuccess: async (order) => {
      queryClient.setQueryData(adminOrderKeys.order(order.id), order);
      await refreshAdminPayments(queryClient);
    },
  });
}
