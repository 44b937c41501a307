import type { CheckoutQuote, CheckoutStarted } from '../core/checkout';
import type { apiClient } from './api-client';

type Request = ReturnType<typeof apiClient>;

/** The checkout form as a buyer fills it, for `projectId`. */
export function checkoutForm(projectId: string, overrides: Record<string, unknown> = {}) {
  return {
    idempotency_key: `attempt-${crypto.randomUUID()}`,
    project_id: projectId,
    production_title: "The Baker's Dozen",
    company: 'Harbour Pictures',
    billing_name: 'Harbour Pictures Ltd',
    billing_address: '1 Quay Street\nBristol BS1 4DJ\nUnited Kingdom',
    billing_country: 'GB',
    accept_terms: true,
    ...overrides,
  };
}

/** The test provider's session id of a started checkout. */
export function sessionOf(started: CheckoutStarted): string {
  return started.payment_url.split('/').at(-1) ?? '';
}

/**
 * Checks the buyer's cart out for `projectId` and pays through the test provider, as the pages
 * do: the quote, the pay button, then "Pay" on the test page. Answers the paid order's id.
 */
export async function payForCart(request: Request, cookie: string, projectId: string): Promise<string> {
  const quote = await request<CheckoutQuote>('GET', '/api/checkout', cookie);
  const started = await request<CheckoutStarted>(
    'POST',
    '/api/checkout',
    cookie,
    checkoutForm(projectId, { fingerprint: quote.body.fingerprint }),
  );
  if (started.status !== 201)
    throw new Error(`checkout answered ${started.status}: ${JSON.stringify(started.body)}`);
  const paid = await request('POST', `/api/checkout/test-payments/${sessionOf(started.body)}`, cookie, {
    outcome: 'pay',
  });
  if (paid.status !== 200) throw new Error(`paying answered ${paid.status}`);
  return started.body.order_id;
}
