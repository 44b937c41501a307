import { expect, test } from './fixtures';
import { DEMO, signInWithPassword } from './helpers/auth';

test.describe('route guards (spec §2)', () => {
  test('a protected page sends a visitor to sign in and back again', async ({ page }) => {
    await page.goto('/profile?tab=wishlists');
    await expect(page).toHaveURL(/\/auth\?mode=login&returnUrl=%2Fprofile%3Ftab%3Dwishlists$/);
    await expect(page.getByText('Authentication Required')).toBeVisible();
    await expect(page.getByText('Please log in to continue')).toBeVisible();

    await signInWithPassword(page, DEMO.buyer.email, DEMO.buyer.password);
    await expect(page).toHaveURL(/\/profile\?tab=wishlists$/);
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  });

  test('an admin page sends a visitor to sign in', async ({ page }) => {
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/auth\?mode=login&returnUrl=%2Fadmin%2Forders$/);
  });

  test('a signed-in non-admin is refused the admin pages', async ({ page }) => {
    await signInWithPassword(page, DEMO.buyer.email, DEMO.buyer.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0);

    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByText('Admin privileges required')).toBeVisible();
  });

  test('an admin has the gear to the admin pages', async ({ page }) => {
    await signInWithPassword(page, DEMO.admin.email, DEMO.admin.password);
    await expect(page).toHaveURL(/\/profile$/);
    const gear = page.getByRole('banner').getByRole('link', { name: 'Admin' });
    await expect(gear).toHaveAttribute('href', '/admin/orders');
    await gear.click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByText('Access Denied')).toHaveCount(0);
  });
});
