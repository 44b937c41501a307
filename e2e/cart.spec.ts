import type { CartAnswer } from '../src/core/cart';
import { formatUsd } from '../src/core/pricing';
import { expect, test } from './fixtures';
import { createAccount, uniqueEmail } from './helpers/auth';
import { choose } from './helpers/catalogue';

/** Issue 12, item 1: a production's buyer fills a cart to the first volume tier and adjusts it. */
test.describe('cart', () => {
  test('a buyer adds 25 photos from the grid and the photo page, reaches 5% off, switches a line to hero usage and removes one', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    // A fresh account: its cart starts empty whatever other tests did to the demo buyer's.
    await createAccount(page.request, baseURL ?? '', { email: uniqueEmail('cart'), firstName: 'Casey' });
    const cart = async () => (await (await page.request.get('/api/cart')).json()) as CartAnswer;
    const header = page.getByRole('banner');

    await page.goto('/search?sort=newest');
    const cards = page.getByRole('grid', { name: 'Search results' }).getByRole('gridcell');
    await expect(cards.nth(24)).toBeVisible();
    for (let index = 0; index < 24; index++) {
      const card = cards.nth(index);
      await card.hover();
      await card.getByRole('button', { name: /^Add .+ to cart$/ }).click();
      await expect(card.getByRole('link', { name: /^In Cart: / })).toBeVisible();
    }
    await expect(page.getByText('Photo added to your cart successfully').first()).toBeVisible();
    await expect(header.getByRole('link', { name: 'Cart, 24 items' })).toBeVisible();

    // The 25th from its own page, with the licence chosen there.
    await cards.nth(24).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/photo\/\d+$/);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'In Cart', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Cart, 25 items' })).toBeVisible();

    // The header hides while the page scrolls down; its link is checked above, so go straight there.
    await page.goto('/cart');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('Volume discount (5%)')).toBeVisible();
    let answer = await cart();
    expect(answer.summary).toMatchObject({ item_count: 25, discount_percent: 5 });
    await expect(summary.getByText(formatUsd(answer.summary.total_cents), { exact: true })).toBeVisible();

    // Hero usage: five times the photo's price, and new totals.
    const line = answer.items[0];
    if (!line) throw new Error('an empty cart');
    const title = line.photo.title ?? '';
    const heroPrice = formatUsd(line.price_cents * 5);
    await choose(page, `Licence for ${title}`, `Hero usage · ${heroPrice}`);
    await expect.poll(async () => (await cart()).items[0]?.license_type).toBe('hero-usage');
    answer = await cart();
    expect(answer.items[0]?.price_cents).toBe(line.price_cents * 5);
    const lines = page.getByRole('list', { name: 'Photos in your cart' });
    await expect(lines.getByRole('listitem').first().getByText(heroPrice, { exact: true })).toBeVisible();
    await expect(summary.getByText(formatUsd(answer.summary.total_cents), { exact: true })).toBeVisible();

    // One fewer: below the tier again, and told how far it is.
    await lines.getByRole('button', { name: `Remove ${title} from cart` }).click();
    await expect(page.getByText('Photo removed from your cart')).toBeVisible();
    await expect(summary.getByText('Add 1 more photo for 5% off')).toBeVisible();
    await expect(summary.getByText(/Volume discount/)).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Cart, 24 items' })).toBeVisible();
    expect((await cart()).summary).toMatchObject({ item_count: 24, discount_percent: 0 });
  });
});
