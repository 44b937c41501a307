import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/**
 * Issue 22 item 11: what a visitor's phone downloads and waits for. The home page's scripts stay
 * within budget (`npm run bench -- web` measures the same way: every script fetched before the
 * network is idle, each gzipped as the server would), and its largest paint, the hero's headline,
 * comes with the page itself rather than after the scripts.
 */
test.describe('page weight', () => {
  test("a visitor's home page loads at most 140 kB of script, none of it the cart's, the wishlists' or the toasts'", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    let bytes = 0;
    for (const url of scripts) bytes += gzipSync(await (await page.request.get(url)).body()).byteLength;
    expect(bytes / 1024, scripts.join('\n')).toBeLessThanOrEqual(140);
    // Loaded when a member's page or the first toast needs them (layout/PhotoActions.tsx,
    // components/deferred-sonner.tsx).
    expect(scripts.filter((url) => /MemberPhotoActions|AccountMenu/.test(url))).toEqual([]);
    const sources = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    expect(sources.filter((source) => source.includes('data-sonner-toaster'))).toEqual([]);
  });

  test('the home headline is in the page as served, before any script runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByText('Cleared family photos, thousands available 24/7')).toBeVisible();
      // Only there: another page carries no stand-in for the hero.
      await page.goto('/search?q=kitchen');
      await expect(page.getByText('Cleared family photos, thousands available 24/7')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test("the app's hero takes the served one's place: one headline once the app runs", async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cleared family photos, thousands available 24/7' }),
    ).toBeVisible();
    await expect(page.getByText('Cleared family photos, thousands available 24/7')).toHaveCount(1);
    await expect(page.locator('#backdrop-home-shell')).toHaveCount(0);
  });
});
