import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';
import { seriousViolations } from './helpers/axe';

/** Issue 25 item 1: an admin makes two events, tags photos, merges them; the old event's link still shows the photos. */
test.describe('admin events', () => {
  // The duplicate name is refused on purpose (409), and the page says so under the field.
  test.use({ allowedConsoleErrors: [{ text: /status of 409/, url: /\/api\/admin\/events$/ }] });

  test('an admin merges two events and the old event link still shows the photos', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.slow();
    const base = baseURL ?? '';
    const suffix = Date.now().toString(36);
    const xmas = `Xmas ${suffix}`;
    const christmas = `Christmas ${suffix}`;
    await signInThroughApi(page, base, DEMO.admin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();

    for (const name of [xmas, christmas]) {
      await page.getByRole('button', { name: 'New event' }).click();
      const dialog = page.getByRole('dialog', { name: 'New event' });
      await dialog.getByRole('textbox', { name: 'Event name' }).fill(name);
      await dialog.getByRole('button', { name: 'Create event' }).click();
      await expect(dialog).toBeHidden();
    }
    // A name taken in another case is refused under the field.
    await page.getByRole('button', { name: 'New event' }).click();
    const again = page.getByRole('dialog', { name: 'New event' });
    await again.getByRole('textbox', { name: 'Event name' }).fill(xmas.toUpperCase());
    await again.getByRole('button', { name: 'Create event' }).click();
    await expect(again.getByText(`An event named “${xmas}” already exists`)).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('searchbox', { name: 'Search events' }).fill(suffix);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const table = page.getByRole('table', { name: 'Events' });
    await expect(table.getByRole('row')).toHaveCount(3);
    const oldLink = await table.getByRole('link', { name: xmas, exact: true }).getAttribute('href');
    expect(oldLink).toMatch(/^\/taxonomy\/event\/[0-9a-f-]{36}$/);

    // Tag two photos with "Xmas …" from a catalogue search.
    await table.getByRole('button', { name: `Add photos to ${xmas}` }).click();
    const picker = page.getByRole('dialog', { name: `Add photos to “${xmas}”` });
    await picker.getByRole('searchbox', { name: 'Search photos' }).fill('family');
    await picker.getByRole('button', { name: 'Search', exact: true }).click();
    const results = picker.getByRole('list', { name: 'Search results' }).getByRole('checkbox');
    await results.nth(0).click();
    await results.nth(1).click();
    await picker.getByRole('button', { name: 'Add 2 photos' }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByText(`2 photos added to “${xmas}”.`)).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: xmas }).getByRole('cell').nth(1)).toHaveText('2');

    expect(await seriousViolations(page)).toEqual([]);

    // Merge "Xmas …" into "Christmas …".
    await table.getByRole('checkbox', { name: `Select ${xmas}` }).click();
    await table.getByRole('checkbox', { name: `Select ${christmas}` }).click();
    await page.getByRole('button', { name: 'Merge…' }).click();
    const merge = page.getByRole('dialog', { name: 'Merge two events?' });
    await merge.getByRole('radio', { name: new RegExp(`^${christmas}`) }).check();
    await expect(
      merge.getByText(
        `Moves the 2 photos of “${xmas}” to “${christmas}” (a photo in both stays once) and deletes “${xmas}”.`,
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    await merge.getByRole('button', { name: 'Merge events' }).click();
    await expect(merge).toBeHidden();
    await expect(page.getByText(`“${xmas}” is now part of “${christmas}” (2 photos moved).`)).toBeVisible();
    await expect(table.getByRole('link', { name: xmas, exact: true })).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: christmas }).getByRole('cell').nth(1)).toHaveText(
      '2',
    );

    // The old event's link, as a visitor follows it: the survivor's photos.
    const context = await browser.newContext();
    const guest = await context.newPage();
    await guest.goto(`${base}${oldLink}`);
    await expect(guest.getByRole('heading', { level: 1, name: `${christmas} photos` })).toBeVisible();
    await expect(guest.getByRole('gridcell')).toHaveCount(2);
    await context.close();

    await checkNarrow(page);
  });
});

/** The list at 375 px: axe clean, nothing wider than the screen but the table's own scroll region. */
async function checkNarrow(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/events');
  await expect(page.getByRole('table', { name: 'Events' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/admin-events-375.png', fullPage: true });
}
