import type { CartAnswer } from '../src/core/cart';
import { CHECKOUT_MESSAGES, type OrderDetail } from '../src/core/checkout';
import { formatUsd } from '../src/core/pricing';
import { expect, test } from './fixtures';
import { buyerWithCart, fillCheckout } from './helpers/checkout';

/**
 * Issue 13: a production's buyer licenses a cart for one project through the built-in test
 * provider; a declined and an abandoned payment leave the cart as it was.
 */

test.describe('checkout', () => {
  test('a buyer licenses 25 photos at 5% off through the test provider and reads the order', async ({
    page,
    baseURL,
  }) => {
    // The page saves the ZIP once all of it has arrived, and the demo's 25 originals are each
    // drawn on their first download (about a second of a core each, several on a busy machine).
    test.setTimeout(240_000);
    const cart = await buyerWithCart(page, baseURL ?? '', 25);
    expect(cart.summary).toMatchObject({ item_count: 25, discount_percent: 5 });
    const total = formatUsd(cart.summary.total_cents);

    await page.goto('/cart');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    // A long cart starts summarised (issue 22); every line is one click away.
    await page.getByRole('button', { name: 'Show all 25 photos' }).click();
    await expect(page.getByRole('list', { name: 'Photos to license' }).getByRole('listitem')).toHaveCount(25);

    // The production starts as the project's name; mistakes are shown before anything is sent.
    await expect(page.getByLabel('Production title')).toHaveValue('Tide Line');
    await page.getByLabel('Production title').fill('');
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    await expect(page.getByText(CHECKOUT_MESSAGES.productionTitleRequired)).toBeVisible();
    await expect(page.getByText(CHECKOUT_MESSAGES.termsRequired)).toBeVisible();

    await fillCheckout(page);
    await page.getByRole('button', { name: `Pay ${total}` }).click();

    await expect(page).toHaveURL(/\/checkout\/test-payment\/tps_[0-9a-f]{24}$/);
    await expect(page.getByText('Test payment — no card is charged')).toBeVisible();
    await page.getByRole('button', { name: `Pay ${total}` }).click();

    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    await expect(page.getByText('Thank you — your licences are ready')).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get('order') ?? '';
    const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as OrderDetail;
    expect(order).toMatchObject({
      status: 'paid',
      total_cents: cart.summary.total_cents,
      discount_percent: 5,
    });
    expect(order.items).toHaveLength(25);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).not.toHaveText(/25/);
    const emptied = (await (await page.request.get('/api/cart')).json()) as CartAnswer;
    expect(emptied.items).toHaveLength(0);

    await page.goto(`/orders/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.order_number}` })).toBeVisible();
    await expect(page.getByText("The Baker's Dozen").first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Licensed photos' }).getByRole('listitem')).toHaveCount(25);
    await expect(page.getByText(total).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Status history' }).getByRole('listitem')).toHaveCount(2);

    // The whole order's originals as one ZIP, from a link made on click; then My purchases lists them.
    const zipping = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download all photos (ZIP) of ${order.order_number}` }).click();
    expect((await zipping).suggestedFilename()).toBe(`backdrop-${order.order_number}.zip`);
    await page.goto('/my-purchases');
    await expect(page.getByRole('button', { name: /^Download #\d+/ })).toHaveCount(25);
  });

  test('a declined and an abandoned payment leave the cart as it was', async ({ page, baseURL }) => {
    test.slow();
    const cart = await buyerWithCart(page, baseURL ?? '', 3);
    const total = formatUsd(cart.summary.total_cents);
    for (const [button, message] of [
      ['Decline the payment', CHECKOUT_MESSAGES.paymentFailed],
      ['Leave without paying', CHECKOUT_MESSAGES.paymentCancelled],
    ] as const) {
      await page.goto('/checkout');
      await fillCheckout(page);
      await page.getByRole('button', { name: `Pay ${total}` }).click();
      await expect(page).toHaveURL(/\/checkout\/test-payment\//);
      await page.getByRole('button', { name: button }).click();
      await expect(page).toHaveURL(/\/checkout\?payment=(failed|cancelled)$/);
      await expect(page.getByText(message)).toBeVisible();
      const after = (await (await page.request.get('/api/cart')).json()) as CartAnswer;
      expect(after.items.map((line) => line.id).sort()).toEqual(cart.items.map((line) => line.id).sort());
    }
  });
});
