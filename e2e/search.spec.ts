import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';
import { choose, firstOption, gridPhotos } from './helpers/catalogue';

test.describe('search page', () => {
  test('a search with a word no photo has shows the rest, and says so (issue 11)', async ({ page }) => {
    await page.goto('/search?q=vintage%20kitchen');
    await expect(page.getByText(/No exact match for “vintage kitchen”/)).toHaveText(
      'No exact match for “vintage kitchen” — showing results for “kitchen”.',
      { timeout: 15_000 },
    );
    await expect(gridPhotos(page, 'Search results').first()).toBeVisible();
  });

  test('a typo is read as the catalogue word, and the buyer can search the word as typed (issue 11)', async ({
    page,
  }) => {
    await page.goto('/search?q=kitchn');
    await expect(page.getByText(/Showing results for/)).toHaveText(
      'Showing results for “kitchen”. Search instead for kitchn.',
      { timeout: 15_000 },
    );
    await expect(gridPhotos(page, 'Search results').first()).toBeVisible();
    await page.getByRole('link', { name: 'kitchn', exact: true }).click();
    await expect(page).toHaveURL(/[?&]as_typed=1/);
    await expect(page.getByText('No photos found')).toBeVisible();
    await expect(page.getByText(/Showing results for/)).toHaveCount(0);
  });

  test('a guest sees 24 results with the banner, filters as chips, and Back undoes a filter', async ({
    page,
  }) => {
    await page.goto('/search?q=family');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for "family"' })).toBeVisible();
    // The first search after the server starts competes with its thumbnail warm-up: more time.
    await expect(page.getByText(/You're viewing 24 of [\d,]+ results/)).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText('Sign in to access more photos and unlock our full collection'),
    ).toBeVisible();
    await expect(gridPhotos(page, 'Search results')).toHaveCount(24);

    const decade = await firstOption(page, 'Decade');
    await choose(page, 'Decade', decade);
    await expect(page).toHaveURL(new RegExp(`[?&]decade=${decade}`));
    const chips = page.getByRole('region', { name: 'Active filters' });
    await expect(chips.getByText(`Decade: ${decade}`)).toBeVisible();
    await expect(page.getByRole('link', { name: `${decade} photos` })).toHaveAttribute(
      'href',
      `/taxonomy/decade/${decade}`,
    );

    // The box follows the URL: it is ticked once the search has navigated, so click, then look.
    await page.getByRole('checkbox').first().click();
    await expect(chips.getByText(/^Ethnicity: /)).toBeVisible();
    await chips.getByRole('button', { name: `Remove filter Decade: ${decade}` }).click();
    await expect(chips.getByText(`Decade: ${decade}`)).toHaveCount(0);
    await expect(page).not.toHaveURL(/decade=/);

    await page.goBack();
    await expect(page).toHaveURL(/decade=/);
    await expect(chips.getByText(`Decade: ${decade}`)).toBeVisible();
    await chips.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/search\?q=family$/);
    await expect(chips).toHaveCount(0);
  });

  test('searches as the user types, and the sort follows spec §4: remembered to browse, relevance for a new query', async ({
    page,
  }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search photos' })).toBeVisible();
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveText(/Random/);
    await sort.click();
    await expect(page.getByRole('option', { name: 'Relevance' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByRole('searchbox', { name: 'Search photos' }).fill('barn');
    await expect(page).toHaveURL(/\/search\?q=barn$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for "barn"' })).toBeVisible();
    await expect(sort).toHaveText(/Relevance/);

    await choose(page, 'Sort by', 'Newest');
    await expect(page).toHaveURL(/sort=newest/);
    // Issue 22: the next query starts at relevance; the chosen sort is remembered for browsing.
    await page.goto('/search?q=family');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText(/Relevance/);
    await page.goto('/search');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText(/Newest/);
  });

  test('on a phone the filters open in a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/search?q=family');
    await expect(gridPhotos(page, 'Search results').first()).toBeVisible();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    const orientation = await firstOption(page, 'Orientation');
    await choose(page, 'Orientation', orientation);
    await drawer.getByRole('button', { name: /^Show [\d,]+ photos$/ }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Active filters' })).toContainText(
      `Orientation: ${orientation}`,
    );
  });

  test('signed in, a search scrolls on to "Showing all N photos"', async ({ page, baseURL }) => {
    await signInThroughApi(page, baseURL ?? '', DEMO.buyer);
    const answer = await page.request.get('/api/photos/search?limit=1');
    const { total } = (await answer.json()) as { total: number };
    expect(total, 'more than one page of the demo catalogue').toBeGreaterThan(75);

    await page.goto('/search?sort=newest');
    await expect(gridPhotos(page, 'Search results').first()).toBeVisible();
    await expect(page.getByText(/You're viewing/)).toHaveCount(0);
    const end = page.getByText(`Showing all ${total.toLocaleString('en-US')} photos`);
    for (let attempt = 0; attempt < 40 && !(await end.isVisible()); attempt += 1) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(250);
    }
    await expect(end).toBeVisible();
  });
});
