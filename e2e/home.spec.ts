import { expect, test } from './fixtures';

test.describe('home page', () => {
  test('searches from the hero', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cleared family photos, thousands available 24/7' }),
    ).toBeVisible();
    const searchBox = page.getByPlaceholder('Search for the perfect photo...');
    await expect(searchBox).toBeVisible();

    await searchBox.fill('kitchen 1970s');
    await searchBox.press('Enter');

    // The term is encoded with encodeURIComponent: a space is %20, never +.
    await expect(page).toHaveURL(/\/search\?q=kitchen%201970s$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for "kitchen 1970s"' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search photos' })).toHaveValue('kitchen 1970s');
  });

  test('shows the header links and the footer photo count', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Backdrop' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?mode=login');
    await expect(header.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
    await expect(page.getByRole('heading', { name: 'Trusted by leading studios' })).toBeVisible();
    // The demo catalogue is seeded, so the count replaces "thousands of" once it arrives.
    await expect(page.getByRole('contentinfo')).toContainText(/Backdrop offers [\d,]+ cleared/);
  });
});

test.describe('home content', () => {
  test('shows the popular photos strip and the hero popular tags', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByRole('grid', { name: 'Popular photos' });
    await expect(strip.getByRole('gridcell').first()).toBeVisible();
    expect(await strip.getByRole('gridcell').count()).toBeLessThanOrEqual(24);
    const tag = page
      .getByRole('region', { name: 'Cleared family photos, thousands available 24/7' })
      .locator('a[href^="/taxonomy/tag/"]')
      .first();
    await expect(tag).toBeVisible();
    const href = (await tag.getAttribute('href')) ?? '';
    await tag.click();
    await expect(page).toHaveURL(href);
  });
});

test.describe('not found', () => {
  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByPlaceholder('Search for the perfect photo...')).toBeVisible();
  });

  test('a known pattern with a malformed parameter shows the not-found page', async ({ page }) => {
    // A photo page answers its own malformed key ("Photo Not Found", issue 22); others do not.
    await page.goto('/user/not-a-uuid');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
