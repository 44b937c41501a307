import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';

test.describe('layout', () => {
  test('the site banner shows sanitised HTML and stays dismissed after a reload', async ({ page }) => {
    // An admin's banner with hostile HTML: only the text and the link may survive.
    await page.route('**/api/banner', (route) =>
      route.fulfill({
        json: {
          id: 'banner-e2e',
          content:
            '<p><strong>New:</strong> the 1970s kitchens collection is live. <a href="/collections">Browse collections</a> <a href="javascript:window.hacked = 1">Win a prize</a></p><script>window.hacked = 1</script><iframe src="/"></iframe>',
        },
      }),
    );
    await page.goto('/about');
    const banner = page.getByRole('complementary', { name: 'Announcement' });
    await expect(banner).toContainText('the 1970s kitchens collection is live.');
    const link = banner.getByRole('link', { name: 'Browse collections' });
    await expect(link).toHaveAttribute('href', '/collections');
    // (An inline handler would be refused by the CSP, and Chrome reports even its parsing, so the
    // hostile parts here are the ones the sanitiser alone must stop.)
    await expect(banner.getByText('Win a prize')).not.toHaveAttribute('href', /javascript/);
    await expect(banner.locator('script, iframe')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();

    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('dismissedBanners'))).toBe('["banner-e2e"]');
  });

  test('a footer trending chip opens its page', async ({ page }) => {
    await page.goto('/about');
    // The chips load when the footer comes near the screen, as a reader scrolls down to it.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const chip = page
      .getByRole('contentinfo')
      .getByRole('region', { name: 'Trending' })
      .getByRole('link')
      .first();
    await expect(chip).toBeVisible();
    const href = (await chip.getAttribute('href')) ?? '';
    // Categories and events open their taxonomy page (spec §2).
    expect(href).toMatch(/^\/taxonomy\/[a-z_]+\/.+$/);
    await chip.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the header hides while scrolling down and comes back on the way up', async ({ page }) => {
    await page.goto('/photos');
    const header = page.getByRole('banner');
    await expect(page.getByRole('grid', { name: /photos/i }).first()).toBeVisible();
    const top = async () => (await header.boundingBox())?.y ?? 0;
    expect(await top()).toBe(0);
    await page.mouse.wheel(0, 600);
    await expect.poll(top).toBeLessThan(-10);
    await page.mouse.wheel(0, -200);
    await expect.poll(top).toBe(0);
  });

  test('signed in, the header greets by first name and links Wishlists to the profile tab', async ({
    page,
    baseURL,
  }) => {
    await signInThroughApi(page, baseURL ?? '', DEMO.buyer);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByText(DEMO.buyer.firstName)).toBeVisible();
    await expect(header.getByRole('link', { name: 'Wishlists' })).toHaveAttribute(
      'href',
      '/profile?tab=wishlists',
    );
    await expect(header.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
  });
});
