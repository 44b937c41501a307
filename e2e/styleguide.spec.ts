import { COMPONENT_SECTIONS, STYLEGUIDE_SECTIONS } from '../src/web/features/styleguide/sections';
import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';
import { seriousViolations } from './helpers/axe';

test.describe('design pages (spec §2: /admin/components and /admin/styleguide, admin only)', () => {
  test('an admin sees every component section, opens the dialog and triggers a toast', async ({
    page,
    baseURL,
  }) => {
    // The page holds every component (a Focus section since issue 23): axe takes a while on it.
    test.slow();
    await signInThroughApi(page, baseURL ?? '', DEMO.admin);
    await page.goto('/admin/components');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Components' })).toBeVisible();
    for (const section of COMPONENT_SECTIONS) {
      await expect(main.getByRole('heading', { level: 2, name: section.title, exact: true })).toBeVisible();
    }
    await expect(page).toHaveTitle('Components · Backdrop');

    // The dialog: opens from its button, holds focus, closes with Escape and gives focus back.
    const opener = main.getByRole('button', { name: 'Open dialog' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Rename collection' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('The new name shows on the collection page at once.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // A toast, from its button (spec §9: bottom right).
    await main.getByRole('button', { name: 'Show success toast' }).click();
    await expect(page.getByText('Photo updated')).toBeVisible();
    await expect(page.getByText('Changes saved successfully')).toBeVisible();

    // The select by keyboard: open, type-ahead, Enter.
    const sort = main.getByRole('combobox', { name: 'Sort by' });
    await sort.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    // Radix moves focus to the chosen option a frame after opening; keys before that are lost.
    await expect(page.getByRole('option', { name: 'Most relevant' })).toBeFocused();
    await page.keyboard.type('ne');
    await expect(page.getByRole('option', { name: 'Newest first' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sort).toHaveText('Newest first');

    // Tabs by arrow keys.
    const similar = main.getByRole('tab', { name: 'Similar photos' });
    await similar.click();
    await page.keyboard.press('ArrowRight');
    await expect(main.getByRole('tab', { name: 'Similar people' })).toBeFocused();
    await expect(main.getByRole('tabpanel')).toHaveText('Photos of the same people.');

    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an admin sees the style guide', async ({ page, baseURL }) => {
    await signInThroughApi(page, baseURL ?? '', DEMO.admin);
    await page.goto('/admin/styleguide');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Style guide' })).toBeVisible();
    for (const section of STYLEGUIDE_SECTIONS) {
      await expect(main.getByRole('heading', { level: 2, name: section.title, exact: true })).toBeVisible();
    }
    await expect(main.getByText('#8f5229')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('both pages fit a 375 px phone without sideways scrolling', async ({ page, baseURL }) => {
    await signInThroughApi(page, baseURL ?? '', DEMO.admin);
    await page.setViewportSize({ width: 375, height: 800 });
    for (const [path, title] of [
      ['/admin/components', 'Components'],
      ['/admin/styleguide', 'Style guide'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  test('a signed-in buyer is refused', async ({ page, baseURL }) => {
    await signInThroughApi(page, baseURL ?? '', DEMO.buyer);
    await page.goto('/admin/components');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByText('Admin privileges required')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Components' })).toHaveCount(0);
  });

  test('a guest is sent to sign in', async ({ page }) => {
    await page.goto('/admin/styleguide');
    await expect(page).toHaveURL(/\/auth\?mode=login&returnUrl=%2Fadmin%2Fstyleguide$/);
    await expect(page.getByText('Authentication Required')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Style guide' })).toHaveCount(0);
  });
});
