import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentDashboard } from '../../../../core/admin-orders';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { adminOrderKeys } from './admin-keys';

/** The periods the dashboard offers, in days (the API takes 7 to 365). */
export const DASHBOARD_PERIODS = [7, 30, 90, 365] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 30;

/** `GET /api/admin/payments/dashboard?days=`: revenue, refunds and failed events of the last `days` days. */
export async function getPaymentDashboard(days: number, signal?: AbortSignal): Promise<PaymentDashboard> {
  return readJson(
    await api.admin.payments.dashboard.$get({ query: { days: String(days) } }, { init: { signal } }),
  );
}

export function paymentDashboardQueryOptions(days: number) {
  return queryOptions({
    queryKey: adminOrderKeys.dashboard(days),
    queryFn: ({ signal }) => getPaymentDashboard(days, signal),
    ...FRESHNESS.paymentDashboard,
    retry: retryUnlessClientError(1),
  });
}

export function usePaymentDashboard(days: number) {
  return useQuery({ ...paymentDashboardQueryOptions(days), placeholderData: keepPreviousData });
}
