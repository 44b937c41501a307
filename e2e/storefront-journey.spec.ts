import { expect, test } from './fixtures';
import { DEMO, signInWithPassword } from './helpers/auth';
import { choose, firstOption, gridPhotos } from './helpers/catalogue';

/**
 * Issue 10 "Done when", as a guest: home → a search → 24 results under the guest banner → a
 * decade filter and its chip → newest first → a taxonomy pill → a footer trending chip → a photo
 * sends to sign-in with the return URL, and signing in comes back to that photo.
 */
test('the guest storefront journey ends signed in on the photo they chose', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByPlaceholder('Search for the perfect photo...');
  await hero.fill('family');
  await hero.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=family$/);
  // The first search after the server starts competes with its thumbnail warm-up: more time.
  await expect(page.getByText(/You're viewing 24 of [\d,]+ results/)).toBeVisible({ timeout: 15_000 });
  await expect(gridPhotos(page, 'Search results')).toHaveCount(24);

  const decade = await firstOption(page, 'Decade');
  await choose(page, 'Decade', decade);
  await expect(page.getByRole('region', { name: 'Active filters' })).toContainText(`Decade: ${decade}`);

  await choose(page, 'Sort by', 'Newest');
  await expect(page).toHaveURL(/sort=newest/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText(/Newest/);

  await page.getByRole('link', { name: `${decade} photos` }).click();
  await expect(page).toHaveURL(`/taxonomy/decade/${decade}`);
  await expect(page.getByRole('heading', { level: 1, name: `${decade} photos` })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const trending = footer.locator('a[href^="/taxonomy/"]').first();
  await expect(trending).toBeVisible();
  const trendingHref = await trending.getAttribute('href');
  await trending.click();
  await expect(page).toHaveURL(trendingHref ?? /\/taxonomy\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const photoLink = page.getByLabel(heading, { exact: true }).locator('a[href*="returnUrl"]').first();
  await expect(photoLink).toBeVisible();
  const target = new URL((await photoLink.getAttribute('href')) ?? '', 'http://x').searchParams.get(
    'returnUrl',
  );
  expect(target).toMatch(/^\/photo\/\d+$/);
  await photoLink.click();
  await expect(page).toHaveURL(/\/auth\?/);

  await signInWithPassword(page, DEMO.buyer.email, DEMO.buyer.password);
  await expect(page).toHaveURL(target ?? '/photo/');
});
