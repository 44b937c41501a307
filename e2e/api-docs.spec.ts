import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Every request the page makes to a host that is not this machine (a CDN, a font service, …). */
function watchForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !LOCAL_HOSTS.has(url.hostname))
      foreign.push(request.url());
  });
  return foreign;
}

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 800 }],
] as const) {
  test.describe(`the API reference at /api/docs (${name})`, () => {
    test.use({ viewport });

    test('shows the areas and the routes of /api/openapi.json, from this server alone', async ({ page }) => {
      const foreign = watchForeignRequests(page);
      await page.goto('/api/docs');
      await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
      await expect(page).toHaveTitle('API reference · Backdrop');
      for (const area of ['Catalogue', 'Cart', 'Wishlists', 'Checkout & orders', 'Admin'])
        await expect(page.getByRole('heading', { level: 2, name: area })).toBeVisible();

      await page.screenshot({ path: `/tmp/api-docs-${name}-top.png` });
      const cart = page.getByRole('list', { name: 'Cart routes' });
      await expect(cart.getByText('/api/cart', { exact: true }).first()).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Catalogue routes' }).getByText('/api/photos/search'),
      ).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Admin routes' }).getByText('/api/admin/orders/{id}/refunds'),
      ).toBeVisible();

      // A route opens to its request body, as the route validates it.
      await page.getByText('Add a photo to my cart').click();
      const body = page.getByRole('list', { name: 'Request body of POST /api/cart' });
      await expect(body.getByText('photo_id')).toBeVisible();
      await expect(body.getByText('one of: background-dressing, hero-usage')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Responses of POST /api/cart' })).toContainText('401');
      await page.screenshot({ path: `/tmp/api-docs-${name}.png` });

      // The filter narrows the list.
      await page.getByRole('searchbox', { name: 'Filter routes' }).fill('shared-wishlists copy');
      await expect(page.getByRole('status').filter({ hasText: /^1 route$/ })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Cart' })).toBeHidden();

      // Nothing wider than the screen on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(foreign, 'requests that left this machine').toEqual([]);
    });
  });
}

test('/api/openapi.json answers the OpenAPI 3.1 document the page draws', async ({ request }) => {
  const response = await request.get('/api/openapi.json');
  expect(response.status()).toBe(200);
  const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/cart', '/api/photos/search']));
});
