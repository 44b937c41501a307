import type { CheckoutStarted } from '../core/checkout';
import type { apiClient } from './api-client';
import type { TypedClient } from './typed-client';

/** The checkout form's text fields a test may fill differently. */
export interface FormChanges {
  idempotency_key?: string;
  project_id?: string;
  production_title?: string;
  company?: string;
  billing_name?: string;
  billing_address?: string;
  billing_country?: string;
  po_number?: string;
}

/** The checkout form as a buyer fills it, for `projectId`, with the quote's `fingerprint`. */
export function checkoutForm(projectId: string, fingerprint: string, changes: FormChanges = {}) {
  return {
    idempotency_key: `attempt-${crypto.randomUUID()}`,
    fingerprint,
    project_id: projectId,
    production_title: "The Baker's Dozen",
    company: 'Harbour Pictures',
    billing_name: 'Harbour Pictures Ltd',
    billing_address: '1 Quay Street\nBristol BS1 4DJ\nUnited Kingdom',
    billing_country: 'GB',
    accept_terms: true as const,
    ...changes,
  };
}

/** The test provider's session id of a started checkout. */
export function sessionOf(started: Pick<CheckoutStarted, 'payment_url'>): string {
  return started.payment_url.split('/').at(-1) ?? '';
}

/** What `POST /api/checkout` answers: the started checkout (201) or the changed quote (409). */
export type CheckoutAnswer = Awaited<ReturnType<TypedClient['checkout']['$post']>>;

/** The started checkout of an answer the test expects to be a 201 (anything else throws). */
export async function startedOf(answer: CheckoutAnswer): Promise<CheckoutStarted> {
  if (answer.status !== 201) throw new Error(`checkout answered ${answer.status}`);
  return answer.json();
}

/** The buyer's checkout quote, as the checkout page reads it first. */
export async function quoteOf(client: TypedClient) {
  const quote = await client.checkout.$get();
  if (quote.status !== 200) throw new Error(`the quote answered ${quote.status}`);
  return quote.json();
}

/**
 * Checks the buyer's cart out for `projectId` and pays through the test provider, as the pages
 * do: the quote, the pay button, then "Pay" on the test page. Answers the paid order's id.
 */
export async function checkOutAndPay(client: TypedClient, projectId: string): Promise<string> {
  const { fingerprint } = await quoteOf(client);
  const started = await client.checkout.$post({ json: checkoutForm(projectId, fingerprint) });
  if (started.status !== 201)
    throw new Error(`checkout answered ${started.status}: ${JSON.stringify(await started.json())}`);
  const body = await startedOf(started);
  const paid = await client.checkout['test-payments'][':sessionId'].$post({
    param: { sessionId: sessionOf(body) },
    json: { outcome: 'pay' },
  });
  if (paid.status !== 200) throw new Error(`paying answered ${paid.status}`);
  return body.order_id;
}

/** `checkOutAndPay` through the untyped client, for the benches in scripts/bench (tests use the typed one). */
export async function payForCart(
  request: ReturnType<typeof apiClient>,
  cookie: string,
  projectId: string,
): Promise<string> {
  const quote = await request<{ fingerprint: string }>('GET', '/api/checkout', cookie);
  const started = await request<CheckoutStarted>(
    'POST',
    '/api/checkout',
    cookie,
    checkoutForm(projectId, quote.body.fingerprint),
  );
  if (started.status !== 201)
    throw new Error(`checkout answered ${started.status}: ${JSON.stringify(started.body)}`);
  const paid = await request('POST', `/api/checkout/test-payments/${sessionOf(started.body)}`, cookie, {
    outcome: 'pay',
  });
  if (paid.status !== 200) throw new Error(`paying answered ${paid.status}`);
  return started.body.order_id;
}
