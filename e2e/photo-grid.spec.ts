import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';

/** The search results grid, once its first card is in the page (the first search can be slow). */
async function openResults(page: Page): Promise<Locator> {
  await page.goto('/search?sort=newest');
  const list = page.getByRole('grid', { name: 'Search results' });
  await expect(list.getByRole('gridcell').first()).toBeVisible({ timeout: 20_000 });
  return list;
}

/** Heights of the grid's cards, grouped by their row (same top). */
async function rowHeights(list: Locator): Promise<number[]> {
  return list.evaluate((element) => {
    const rows = new Map<number, number>();
    for (const item of Array.from(element.querySelectorAll<HTMLElement>('[role="gridcell"]')))
      rows.set(item.offsetTop, item.offsetHeight);
    return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, height]) => height);
  });
}

for (const size of [
  { width: 1280, height: 900, target: 200 },
  { width: 375, height: 812, target: 120 },
]) {
  test(`rows stay within 0.75–1.25× of ${size.target} px at ${size.width} px`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInThroughApi(page, baseURL ?? '', DEMO.buyer);
    const list = await openResults(page);
    const heights = await rowHeights(list);
    expect(heights.length).toBeGreaterThan(2);
    // The last rendered row may be the list's short last row: the others are justified.
    for (const height of heights.slice(0, -1)) {
      expect(height).toBeGreaterThanOrEqual(size.target * 0.75 - 1);
      expect(height).toBeLessThanOrEqual(size.target * 1.25 + 1);
    }
  });
}

test('a long scroll keeps only the rows near the screen in the page', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, baseURL ?? '', DEMO.buyer);
  const list = await openResults(page);
  const end = page.getByText(/^Showing all [\d,]+ photos$/);
  const deadline = Date.now() + 80_000;
  while (!(await end.isVisible()) && Date.now() < deadline) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
  }
  await expect(end).toBeVisible();
  const loaded = Number(((await end.textContent()) ?? '').replace(/\D/g, ''));
  const inPage = await list.getByRole('gridcell').count();
  expect(loaded).toBeGreaterThan(200);
  expect(inPage).toBeLessThan(loaded / 2);
  await expect(page.getByRole('img', { name: "That's all, folks!" })).toBeVisible();
});

test('a keyboard user sees the price and actions of the photo in focus', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL ?? '', DEMO.buyer);
  // The demo buyer's cart is shared by the tests of a run: a photo in it reads "In Cart" instead.
  await page.request.delete('/api/cart', { headers: { origin: baseURL ?? '' } });
  const list = await openResults(page);
  const first = list.getByRole('gridcell').first();
  const price = first.getByText(/^\$\d+\.\d{2}$/);
  // The details sit over the photo, faded out until the card is hovered or focused.
  const overlay = price.locator('xpath=ancestor::div[contains(@class, "inset-0")][1]');
  await expect(overlay).toHaveCSS('opacity', '0');
  await first.getByRole('link').first().focus();
  await expect(overlay).toHaveCSS('opacity', '1');
  await expect(price).toBeVisible();
  await expect(first.getByRole('button', { name: /to cart$/ })).toBeVisible();
});
