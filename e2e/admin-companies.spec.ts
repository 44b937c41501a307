import type { Page } from '@playwright/test';
import type { CheckoutQuote, CheckoutStarted } from '../src/core/checkout';
import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';
import { seriousViolations } from './helpers/axe';
import { buyerWithCart } from './helpers/checkout';

const WIDTHS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '375', width: 375, height: 812 },
] as const;

/** Two duplicate companies of one buyer, a project under each, and a paid order for the second's. */
async function buyerWithDuplicates(page: Page, base: string, tag: string) {
  await buyerWithCart(page, base, 1, { offset: 90 });
  const headers = { origin: base };
  const names = { keep: `Acme Studios ${tag}`, dupe: `ACME studios ${tag}, inc.` };
  for (const name of Object.values(names))
    expect((await page.request.post('/api/companies', { headers, data: { name } })).ok()).toBe(true);
  await page.request.post('/api/projects', { headers, data: { name: 'Pilot', company: names.keep } });
  const reel = await page.request.post('/api/projects', {
    headers,
    data: { name: 'Reel Two', company: names.dupe },
  });
  const project = (await reel.json()) as { project: { id: string } };
  const quote = (await (await page.request.get('/api/checkout')).json()) as CheckoutQuote;
  const started = await page.request.post('/api/checkout', {
    headers,
    data: {
      idempotency_key: `e2e-${crypto.randomUUID()}`,
      fingerprint: quote.fingerprint,
      project_id: project.project.id,
      production_title: 'Night Shift',
      company: names.dupe,
      billing_name: 'Acme Studios Ltd',
      billing_address: '1 Quay Street\nBristol BS1 4DJ',
      billing_country: 'GB',
      accept_terms: true,
    },
  });
  expect(started.status(), 'POST /api/checkout').toBe(201);
  const { order_id: orderId, payment_url: paymentUrl } = (await started.json()) as CheckoutStarted;
  const paid = await page.request.post(`/api/checkout/test-payments/${paymentUrl.split('/').at(-1)}`, {
    headers,
    data: { outcome: 'pay' },
  });
  expect(paid.ok(), 'paying on the test page').toBe(true);
  return { names, orderId };
}

/**
 * Issue 25 item 3: an admin finds two duplicate companies of a buyer, merges them after reading
 * what moves, and the buyer's project and order are still there (the order under the name it was
 * bought under, as its certificate and invoice say).
 */
test.describe('admin companies', () => {
  test('an admin merges two duplicate companies; the buyer’s project and order still show', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.slow();
    const base = baseURL ?? '';
    const tag = `E2E${Date.now().toString(36)}`;
    const { names, orderId } = await buyerWithDuplicates(page, base, tag);

    const context = await browser.newContext();
    const admin = await context.newPage();
    await signInThroughApi(admin, base, DEMO.admin);
    await admin.goto(`${base}/admin/companies`);
    await expect(admin.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await admin.getByRole('searchbox', { name: 'Search companies' }).fill(tag.toLowerCase());
    await admin.getByRole('searchbox', { name: 'Search companies' }).press('Enter');
    await expect(admin.getByText('Showing 1–2 of 2')).toBeVisible();
    const table = admin.getByRole('table', { name: 'Companies' });
    await table.getByRole('checkbox', { name: new RegExp(`^Select ${names.keep} \\(`) }).click();
    await table.getByRole('checkbox', { name: new RegExp(`^Select ${names.dupe} \\(`) }).click();
    await admin.getByRole('button', { name: 'Merge these 2 companies…' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Merge these companies?' });
    await expect(dialog.getByRole('radio', { name: new RegExp(`^${names.keep}`) })).toBeChecked();
    await expect(
      dialog.getByText(
        `Moves 1 project (with 0 wishlists), 1 order and 1 certificate from “${names.dupe}” to “${names.keep}” and deletes “${names.dupe}”.`,
        { exact: false },
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: `Merge into “${names.keep}”` }).click();
    await expect(admin.getByText('Companies merged')).toBeVisible();
    await expect(admin.getByRole('heading', { level: 1, name: names.keep })).toBeVisible();
    const projects = admin.getByRole('table', { name: 'Projects' });
    await expect(projects.getByRole('rowheader', { name: 'Pilot' })).toBeVisible();
    await expect(projects.getByRole('rowheader', { name: 'Reel Two' })).toBeVisible();
    const orders = admin.getByRole('table', { name: 'Orders' });
    await expect(orders.getByRole('row')).toHaveCount(2);
    await expect(orders.getByText(names.dupe)).toBeVisible();
    await expect(
      admin.getByRole('region', { name: 'History' }).getByText(`Merged “${names.dupe}” into “${names.keep}”`),
    ).toBeVisible();
    await context.close();

    // The buyer's project is filed under the survivor; their order still says what it was sold as.
    const mine = (await (await page.request.get('/api/projects')).json()) as {
      items: { name: string; company: string }[];
    };
    expect(mine.items.find((project) => project.name === 'Reel Two')?.company).toBe(names.keep);
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByText(names.dupe)).toBeVisible();
    await expect(page.getByText('Reel Two')).toBeVisible();
  });

  for (const viewport of WIDTHS)
    test(`${viewport.name}: the companies list and a company page have no serious axe violation`, async ({
      page,
      baseURL,
    }, testInfo) => {
      test.slow();
      const base = baseURL ?? '';
      const tag = `AXE${viewport.name}${Date.now().toString(36)}`;
      await buyerWithDuplicates(page, base, tag);
      await page.context().clearCookies();
      await page.setViewportSize(viewport);
      await signInThroughApi(page, base, DEMO.admin);
      await page.goto(`/admin/companies?q=${tag.toLowerCase()}`);
      await expect(page.getByText('Showing 1–2 of 2')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`companies-${viewport.name}.png`), fullPage: true });
      const table = page.getByRole('table', { name: 'Companies' });
      for (const checkbox of await table.getByRole('checkbox', { name: /^Select A/ }).all())
        await checkbox.click();
      await page.getByRole('button', { name: 'Merge these 2 companies…' }).click();
      await expect(page.getByRole('dialog').getByText(/^Moves 1 project/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`merge-${viewport.name}.png`) });
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('link', { name: `Acme Studios ${tag}`, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Acme Studios ${tag}` })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`company-${viewport.name}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Rename…' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`rename-${viewport.name}.png`) });
    });
});
