import type { Page } from '@playwright/test';
import type { CartAnswer } from '../src/core/cart';
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
  test("item 2: a wishlist's Add all to cart leaves out the photos licensed for its project, and a photo held as background dressing offers hero usage as the upgrade for the difference", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const base = baseURL ?? '';
    const headers = { origin: base };
    const bought = await buyerWithCart(page, base, 2, { offset: 100 });
    await payThroughApi(page, base);
    const [held, alsoHeld] = bought.items;
    if (!held || !alsoHeld) throw new Error('no photos bought');
    const search = await page.request.get('/api/photos/search?sort=newest&limit=1&offset=102');
    const [fresh] = ((await search.json()) as { items: { id: string; photoid: number }[] }).items;
    if (!fresh) throw new Error('no third photo');

    // The wishlist of the same project holds the two licensed photos and a new one.
    const projects = (await (await page.request.get('/api/projects')).json()) as { items: { id: string }[] };
    const created = await page.request.post('/api/wishlists', {
      headers,
      data: { name: 'Set dressing', project_id: projects.items[0]?.id, photo_id: held.photo_id },
    });
    expect(created.status(), 'POST /api/wishlists').toBe(201);
    const wishlistId = ((await created.json()) as { wishlist: { id: string } }).wishlist.id;
    for (const photoId of [alsoHeld.photo_id, fresh.id]) {
      const added = await page.request.post(`/api/wishlists/${wishlistId}/items`, {
        headers,
        data: { photo_id: photoId },
      });
      expect(added.status(), 'POST /api/wishlists/:id/items').toBe(201);
    }

    await page.goto(`/wishlists/${wishlistId}`);
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    await expect(page.getByText('Added 1 photo to your cart')).toBeVisible();
    await expect(page.getByText('2 are licensed already, so they were left out.')).toBeVisible();
    const cart = (await (await page.request.get('/api/cart')).json()) as CartAnswer;
    expect(cart.items.map((line) => line.photo_id)).toEqual([fresh.id]);

    // The photo page of a photo held as background dressing: hero usage is the upgrade, at 4× the price paid.
    const upgrade = formatUsd(held.price_cents * 4);
    await page.goto(`/photo/${held.photo.photoid}`);
    // The page's code loads on first visit: on a busy machine that takes longer than an assertion.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    const licences = page.getByRole('group', { name: 'Licence' });
    await expect(licences.getByRole('radio', { name: /Hero usage/ })).toBeChecked();
    await expect(
      licences.getByText(`Upgrade from your background-dressing licence: ${upgrade}`),
    ).toBeVisible();
    const offer = page.getByRole('button', { name: `Upgrade to hero usage for ${upgrade}` });
    await expect(offer).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to cart for another production' })).toBeVisible();

    // Item 9: the upgrade shows what is bought and asks for the licence terms before paying.
    await offer.click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to hero usage' });
    await expect(dialog.getByText("Tide Line — The Baker's Dozen", { exact: true })).toBeVisible();
    await expect(dialog.getByText(upgrade, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: `Pay ${upgrade}` }).click();
    await expect(dialog.getByText('Please accept the licence terms to continue')).toBeVisible();
    await expect(page).toHaveURL(/\/photo\//);
    await dialog.getByRole('checkbox', { name: /I accept the licence terms/ }).check();
    await dialog.getByRole('button', { name: `Pay ${upgrade}` }).click();
    await expect(page).toHaveURL(/\/checkout\/test-payment\//);
    await page.getByRole('button', { name: `Pay ${upgrade}` }).click();
    await expect(page.getByText('Thank you — your licences are ready')).toBeVisible();
    await page.goto(`/photo/${held.photo.photoid}`);
    await expect(page.getByText('Licensed · Hero usage').first()).toBeVisible();
  });

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
