import type { OrderDetail } from '../src/core/checkout';
import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';
import { buyerWithCart, payThroughApi } from './helpers/checkout';

/**
 * Issue 13 item 7: an admin finds a buyer's order, refunds one line through the provider after
 * confirming what goes back, and the certificate's public check then says so.
 */
test.describe('admin orders', () => {
  test('an admin refunds one line of an order and the certificate check shows it refunded', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.slow();
    const base = baseURL ?? '';
    await buyerWithCart(page, base, 3, { offset: 70 });
    const orderId = await payThroughApi(page, base);
    const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as OrderDetail;

    const context = await browser.newContext();
    const admin = await context.newPage();
    await signInThroughApi(admin, base, DEMO.admin);
    await admin.goto(`${base}/admin/orders?q=${order.order_number}`);
    await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(admin.getByText('Showing 1–1 of 1')).toBeVisible();
    await admin.getByRole('link', { name: order.order_number }).click();
    await expect(admin.getByRole('heading', { level: 1, name: `Order ${order.order_number}` })).toBeVisible();

    await admin.getByRole('table', { name: 'Order lines' }).getByRole('checkbox').first().click();
    await admin.getByRole('button', { name: 'Refund selected lines' }).click();
    const dialog = admin.getByRole('dialog');
    await expect(
      dialog.getByText(
        new RegExp(
          `^Refund 1 line of ${order.order_number}: \\$\\d+\\.\\d\\d to the buyer's card\\. This cannot be undone\\.$`,
        ),
      ),
    ).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Cut from the episode');
    await dialog.getByRole('button', { name: /^Refund \$/ }).click();
    await expect(admin.getByText('Refund issued')).toBeVisible();
    await expect(admin.getByText('Partially refunded').first()).toBeVisible();
    await expect(admin.getByRole('list', { name: 'Status history' })).toContainText('Cut from the episode');
    await context.close();

    const after = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as OrderDetail;
    expect(after.status).toBe('partially_refunded');
    const refunded = after.items.find((line) => line.refunded_cents > 0);
    expect(refunded).toBeDefined();
    await page.goto(`/verify/${order.certificate_code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate genuine' })).toBeVisible();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `#${refunded?.photoid}` })
        .getByText('Refunded — no longer licensed'),
    ).toBeVisible();
  });
});
