import type { Page } from '@playwright/test';
import type { OrderDetail } from '../src/core/checkout';
import type { PhotoAdminView } from '../src/core/photo-row';
import { formatUsd } from '../src/core/pricing';
import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';
import { buyerWithCart, payThroughApi } from './helpers/checkout';

/** The photo page's Admin tab, its sales overview as the admin reads it. */
async function salesOverview(page: Page, photoid: number) {
  await page.goto(`/photo/${photoid}`);
  await page.getByRole('tab', { name: 'Admin' }).click();
  const region = page.getByRole('region', { name: 'Sales overview' });
  const figure = (label: string) =>
    region
      .locator('div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .getByRole('definition');
  return { totalSales: figure('Total sales'), revenue: figure('Revenue'), lastSale: figure('Last sale') };
}

test.describe('licences a buyer holds (issue 22)', () => {
  test("item 7: after one line of an order is refunded, the photo page's sales overview still counts the order's other lines", async ({
    page,
    baseURL,
    browser,
  }) => {
    test.slow();
    const base = baseURL ?? '';
    const context = await browser.newContext();
    const admin = await context.newPage();
    await signInThroughApi(admin, base, DEMO.admin);
    const salesOf = async (photoId: string) =>
      ((await (await admin.request.get(`/api/admin/photos/${photoId}`)).json()) as PhotoAdminView).sales;

    const cart = await buyerWithCart(page, base, 2, { offset: 90 });
    const before = await Promise.all(cart.items.map((line) => salesOf(line.photo_id)));
    const orderId = await payThroughApi(page, base);
    const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as OrderDetail;
    const [refunded, kept] = order.items;
    if (!refunded || !kept) throw new Error('the order has not two lines');
    const refund = await admin.request.post(`/api/admin/orders/${orderId}/refunds`, {
      headers: { origin: base },
      data: { item_ids: [refunded.id], reason: 'Cut from the episode' },
    });
    expect(refund.ok(), 'the refund').toBe(true);
    const baseline = (photoId: string) => before[cart.items.findIndex((line) => line.photo_id === photoId)];

    const keptBefore = baseline(kept.photo_id);
    const keptView = await salesOverview(admin, kept.photoid);
    await expect(keptView.totalSales).toHaveText(String((keptBefore?.total_sales ?? 0) + 1));
    await expect(keptView.revenue).toHaveText(
      formatUsd((keptBefore?.revenue_cents ?? 0) + kept.discounted_price_cents),
    );
    await expect(keptView.lastSale).not.toHaveText('Never');

    const refundedBefore = baseline(refunded.photo_id);
    const refundedView = await salesOverview(admin, refunded.photoid);
    await expect(refundedView.totalSales).toHaveText(String(refundedBefore?.total_sales ?? 0));
    await expect(refundedView.revenue).toHaveText(formatUsd(refundedBefore?.revenue_cents ?? 0));
    await context.close();
  });
});
