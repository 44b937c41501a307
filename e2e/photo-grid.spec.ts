import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';

/** Heights of the grid's cards, grouped by their row (same top). */
async function rowHeights(page: import('@playwright/test').Page): Promise<number[]> {
  return page.getByRole('list', { name: 'Search results' }).evaluate((list) => {
    const rows = new Map<number, number>();
    for (const item of Array.from(list.children) as HTMLElement[])
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
    await page.goto('/search?sort=newest');
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first(),
    ).toBeVisible();
    const heights = await rowHeights(page);
    expect(heights.length).toBeGreaterThan(2);
    // The last rendered row may be the list's short last row: the others are justified.
    for (const height of heights.slice(0, -1)) {
      expect(height).toBeGreaterThanOrEqual(size.target * 0.75 - 1);
      expect(height).toBeLessThanOrEqual(size.target * 1.25 + 1);
    }
  });
}

test('a long scroll keeps only the rows near the screen in the page', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL ?? '', DEMO.buyer);
  await page.goto('/search?sort=newest');
  const list = page.getByRole('list', { name: 'Search results' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const end = page.getByText(/^Showing all [\d,]+ photos$/);
  for (let attempt = 0; attempt < 40 && !(await end.isVisible()); attempt += 1) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(250);
  }
  await expect(end).toBeVisible();
  const loaded = Number(((await end.textContent()) ?? '').replace(/\D/g, ''));
  const inPage = await list.getByRole('listitem').count();
  expect(loaded).toBeGreaterThan(200);
  expect(inPage).toBeLessThan(loaded / 2);
  await expect(page.getByRole('img', { name: "That's all, folks!" })).toBeVisible();
});

test('a keyboard user sees the price and actions of the photo in focus', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL ?? '', DEMO.buyer);
  await page.goto('/search?sort=newest');
  const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  await first.getByRole('link').focus();
  await expect(first.getByText(/^\$\d+\.\d{2}$/)).toBeVisible();
  await expect(first.getByRole('button', { name: /to cart$/ })).toBeVisible();
});
