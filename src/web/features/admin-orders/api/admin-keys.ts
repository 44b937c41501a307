import type { QueryClient } from '@tanstack/react-query';
import type { PaymentEventRow } from '../../../../core/admin-orders';
import type { OrderFilters } from '../order-filters';

/**
 * Query keys of the back office's orders and payments. Everything starts with `['admin', …]`, so
 * a refund or a retry reaches the lists, the order and the dashboard with one prefix each.
 */
export const adminOrderKeys = {
  orders: ['admin', 'orders'] as const,
  orderList: (filters: OrderFilters) => ['admin', 'orders', 'list', filters] as const,
  order: (id: string) => ['admin', 'orders', 'detail', id] as const,
  payments: ['admin', 'payments'] as const,
  events: (state: PaymentEventRow['state'] | undefined, offset: number) =>
    ['admin', 'payments', 'events', state ?? 'all', offset] as const,
  dashboard: (days: number) => ['admin', 'payments', 'dashboard', days] as const,
};

/**
 * After a refund or a retry: the order lists, every order (a retried event changes its order),
 * the provider events and the dashboard's figures are out of date.
 */
export function refreshAdminPayments(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminOrderKeys.orders }),
    queryClient.invalidateQueries({ queryKey: adminOrderKeys.payments }),
  ]).then(() => undefined);
}
