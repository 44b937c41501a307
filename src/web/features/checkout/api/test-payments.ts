import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TestPaymentOutcome, TestPaymentSession } from '../../../../core/checkout';
import { api, readJson } from '../../../api';
import { retryUnlessClientError } from '../../../query';
import { checkoutKeys } from './checkout-keys';

const testPayments = api.checkout['test-payments'][':sessionId'];

/** `GET /api/checkout/test-payments/:sessionId`: the test provider's session (development only). */
export async function getTestPayment(sessionId: string, signal?: AbortSignal): Promise<TestPaymentSession> {
  return readJson(await testPayments.$get({ param: { sessionId } }, { init: { signal } }));
}

/** `POST …/:sessionId` with the outcome: answers where the provider sends the buyer back to. */
export async function settleTestPayment({
  sessionId,
  outcome,
}: {
  sessionId: string;
  outcome: TestPaymentOutcome;
}): Promise<{ redirect_url: string }> {
  return readJson(await testPayments.$post({ param: { sessionId }, json: { outcome } }));
}

export function testPaymentQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: checkoutKeys.testPayment(sessionId),
    queryFn: ({ signal }) => getTestPayment(sessionId, signal),
    staleTime: 0,
    retry: retryUnlessClientError(1),
  });
}

export function useTestPayment(sessionId: string) {
  return useQuery(testPaymentQueryOptions(sessionId));
}

export function useSettleTestPayment() {
  return useMutation({ mutationKey: ['test-payment', 'settle'] as const, mutationFn: settleTestPayment });
}
