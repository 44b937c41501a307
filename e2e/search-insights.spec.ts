import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';
import { seriousViolations } from './helpers/axe';

/**
 * Issue 28 item 5: the admin's search insights list a term that found nothing, and one click
 * gives it a synonym. The search is reported to `POST /api/track-search` by the test itself, as
 * the browser's tracker would, so the spec does not hang on the tracker's timing (the analytics
 * journey spec lets the tracker itself report one).
 */

/** A browser's user agent: headless Chromium's own names itself a robot, whose searches are not kept. */
const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function fitsTheWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test.describe('search insights', () => {
  test('an admin sees a term that found nothing and gives it a synonym in one click', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const base = baseURL ?? '';
    const term = `zqxv${Date.now().toString(36)}`;

    // A real search for a word the catalogue does not know.
    await page.goto(`/search?q=${term}`);
    await expect(page.getByRole('heading', { level: 1, name: `Results for "${term}"` })).toBeVisible();
    await expect(page.getByText('No photos found')).toBeVisible();
    const tracked = await page.request.post(`${base}/api/track-search`, {
      headers: { 'user-agent': BROWSER_AGENT, origin: base },
      data: {
        search_term: term,
        result_count: 0,
        search_method: 'partial',
        session_id: `e2e-insights-${Date.now().toString(36)}`,
      },
    });

    await signInThroughApi(page, base, DEMO.admin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/search-analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Search insights' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

    expect(tracked.status(), 'POST /api/track-search').toBe(202);

    const zeroTerms = page.getByRole('table', { name: 'Zero-result terms' });
    await expect(zeroTerms.getByRole('rowheader', { name: term })).toBeVisible();
    // The charts come in their own chunk, after the figures: slow on a busy machine.
    await expect(page.getByRole('img', { name: /^Searches per day/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('img', { name: /^Searches per method/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/search-insights-1280.png', fullPage: true });

    await zeroTerms.getByRole('button', { name: `Add a synonym for “${term}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a synonym' });
    await expect(dialog.getByRole('textbox', { name: /^Term/ })).toHaveValue(term);
    await expect(dialog.getByRole('textbox', { name: /^Synonym of/ })).toBeFocused();
    await dialog.getByRole('textbox', { name: /^Synonym of/ }).fill('christmas');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add synonym' }).click();
    await expect(page.getByText('Synonym added')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The synonym is the search settings' own: a guest's search for the term now finds photos.
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`${base}/api/photos/search?q=${term}`)).json()) as {
              total: number;
            }
          ).total,
        { timeout: 5_000 },
      )
      .toBeGreaterThan(0);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(zeroTerms.getByRole('rowheader', { name: term })).toBeVisible();
    await fitsTheWidth(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/search-insights-375.png', fullPage: true });

    // Leave the shared server's synonyms as they were.
    const list = (await (await page.request.get(`${base}/api/admin/synonyms?q=${term}`)).json()) as {
      items: { id: string; term: string }[];
    };
    for (const pair of list.items.filter((item) => item.term === term))
      expect(
        (
          await page.request.delete(`${base}/api/admin/synonyms/${pair.id}`, { headers: { origin: base } })
        ).status(),
      ).toBe(204);
  });
});
