import type { Page } from '@playwright/test';
import type { CartAnswer } from '../../src/core/cart';
import type { CheckoutQuote, CheckoutStarted } from '../../src/core/checkout';
import { expect } from '../fixtures';
import { createAccount, uniqueEmail } from './auth';

/**
 * A fresh buyer (signed in in `page`) with `count` of the newest photos in the cart and one
 * project ("Tide Line" of Harbour Pictures unless named), all made through the API.
 */
export async function buyerWithCart(
  page: Page,
  baseURL: string,
  count: number,
  options: { offset?: number; projectName?: string } = {},
): Promise<CartAnswer> {
  await createAccount(page.request, baseURL, { email: uniqueEmail('checkout'), firstName: 'Carmen' });
  const search = await page.request.get(
    `/api/photos/search?sort=newest&limit=${count}&offset=${options.offset ?? 0}`,
  );
  const { items } = (await search.json()) as { items: { id: string }[] };
  const headers = { origin: baseURL };
  const added = await page.request.post('/api/cart/batch', {
    headers,
    data: { items: items.map((photo) => ({ photo_id: photo.id })) },
  });
  expect(added.ok(), 'POST /api/cart/batch').toBe(true);
  await page.request.post('/api/companies', { headers, data: { name: 'Harbour Pictures' } });
  const project = await page.request.post('/api/projects', {
    headers,
    data: { name: options.projectName ?? 'Tide Line', company: 'Harbour Pictures' },
  });
  expect(project.ok(), 'POST /api/projects').toBe(true);
  return (await (await page.request.get('/api/cart')).json()) as CartAnswer;
}

/** The checkout form filled as a buyer would, up to the pay button. */
export async function fillCheckout(page: Page): Promise<void> {
  await page.getByLabel('Production title').fill("The Baker's Dozen");
  await expect(page.getByLabel('Company')).toHaveValue('Harbour Pictures');
  await page.getByLabel('Billing name').fill('Harbour Pictures Ltd');
  await page.getByLabel('Billing address').fill('1 Quay Street\nBristol BS1 4DJ\nUnited Kingdom');
  await chooseCountry(page, 'United Kingdom');
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
}

/** Pays the buyer's cart through the API and the test provider, as the pages would; answers the order id. */
export async function payThroughApi(page: Page, baseURL: string): Promise<string> {
  const headers = { origin: baseURL };
  const quote = (await (await page.request.get('/api/checkout')).json()) as CheckoutQuote;
  const projects = (await (await page.request.get('/api/projects')).json()) as { items: { id: string }[] };
  const started = await page.request.post('/api/checkout', {
    headers,
    data: {
      idempotency_key: `e2e-${crypto.randomUUID()}`,
      fingerprint: quote.fingerprint,
      project_id: projects.items[0]?.id,
      production_title: "The Baker's Dozen",
      company: 'Harbour Pictures',
      billing_name: 'Harbour Pictures Ltd',
      billing_address: '1 Quay Street\nBristol BS1 4DJ',
      billing_country: 'GB',
      accept_terms: true,
    },
  });
  expect(started.status(), 'POST /api/checkout').toBe(201);
  const { order_id: orderId, payment_url: paymentUrl } = (await started.json()) as CheckoutStarted;
  const session = paymentUrl.split('/').at(-1);
  const paid = await page.request.post(`/api/checkout/test-payments/${session}`, {
    headers,
    data: { outcome: 'pay' },
  });
  expect(paid.ok(), 'paying on the test page').toBe(true);
  return orderId;
}

/** Picks the billing country from its list, by name. */
export async function chooseCountry(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Billing country' }).selectOption({ label: name });
}
