import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';
import { seriousViolations } from './helpers/axe';

/** Issue 25 item 5: an admin adds a synonym; a guest's search uses it within seconds. */
test.describe('admin search settings', () => {
  test('a synonym added in the back office widens a guest’s search within seconds', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.slow();
    const base = baseURL ?? '';
    const term = 'kerstmis';
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    const guestTotal = async () =>
      ((await (await guest.request.get(`${base}/api/photos/search?q=${term}`)).json()) as { total: number })
        .total;
    expect(await guestTotal()).toBe(0);

    await signInThroughApi(page, base, DEMO.admin);
    await page.goto('/admin/search-config');
    await expect(page.getByRole('heading', { level: 1, name: 'Search settings' })).toBeVisible();
    await expect(page.getByTestId('preview-total')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const words = page.getByRole('textbox', { name: 'Search words' });
    await words.fill(`${term} tree`);
    await expect(page.getByText(`${term} (no synonyms)`)).toBeVisible();

    await page.getByRole('button', { name: 'Add synonym' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add synonym' });
    await dialog.getByRole('textbox', { name: /^Term/ }).fill(term);
    await dialog.getByRole('textbox', { name: /^Synonym of/ }).fill('christmas');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add synonym' }).click();
    await expect(page.getByText('Synonym added')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Synonyms' }).getByRole('rowheader', { name: term }),
    ).toBeVisible();

    // The preview runs search's own expansion.
    await words.fill(`${term} `);
    await expect(page.getByText(new RegExp(`^${term} also finds .*christmas`))).toBeVisible();

    // A guest's search, on the server they share: within seconds.
    await expect.poll(guestTotal, { timeout: 5_000 }).toBeGreaterThan(0);
    await guest.goto(`${base}/search?q=${term}`);
    await expect(guest.getByRole('heading', { level: 1, name: `Results for "${term}"` })).toBeVisible();
    await expect(guest.getByText('No photos found')).toHaveCount(0);
    await guestContext.close();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.getByRole('table', { name: 'Synonyms' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/admin-search-config-375.png', fullPage: true });

    // Clean up, confirmed.
    await page.getByRole('button', { name: `Delete “${term}”` }).click();
    await page
      .getByRole('dialog', { name: `Delete the synonym “${term}” → “christmas”?` })
      .getByRole('button', { name: 'Delete synonym' })
      .click();
    await expect(page.getByText('Synonym deleted')).toBeVisible();
  });
});
