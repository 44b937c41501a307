import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';
import { seriousViolations } from './helpers/axe';

/**
 * Issue 25: the back office as one place. The gear leads to the orders (spec §2), every admin page
 * is one click from any other, each is a real page (never "Page not found"), and the frame works
 * on a phone. The audit log lists what the admin just changed.
 */
test.describe('the back office', () => {
  test('every admin page is one click away from any other, at 1280 and 375 px', async ({ page, baseURL }) => {
    test.slow();
    await signInThroughApi(page, baseURL ?? '', DEMO.admin);
    await page.goto('/');
    await page.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const names = await nav.getByRole('link').allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(12);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      for (const name of names) {
        await nav.getByRole('link', { name, exact: true }).click();
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
      }
    }
  });

  test('the audit log reads clean in axe on a phone and a desktop', async ({ page, baseURL }) => {
    await signInThroughApi(page, baseURL ?? '', DEMO.admin);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/audit');
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      // The page's width fits the phone: nothing but the tables scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
