import { expect, test } from './fixtures';
import { createAccount, logOut, signInWithPassword, uniqueEmail } from './helpers/auth';

/** Issue 12, item 6: /account — a password for a link-made account, and closing the account. */
test.describe('account', () => {
  test('a buyer who signed up by link sets a password, signs in with it, then closes the account', async ({
    page,
    baseURL,
  }) => {
    // The longest journey in one test (sign-up, password, sign-out, sign-in, closing): on a busy CI
    // machine as the run's first test, against a server still warming up, it once took past 30 s.
    test.slow();
    const email = uniqueEmail('acct');
    await createAccount(page.request, baseURL ?? '', { email, firstName: 'Avery' });
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Account menu' }).click();
    await header.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('props-buyer-2026');
    await page.getByLabel('New password again').fill('props-buyer-2026');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(page.getByLabel('Current password')).toBeVisible();

    await logOut(page);
    await signInWithPassword(page, email, 'props-buyer-2026');
    await expect(page.getByText('Welcome back!')).toBeVisible();

    await page.goto('/account');
    await page.getByRole('button', { name: 'Close my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close your account?' });
    await expect(dialog.getByRole('button', { name: 'Close my account' })).toBeDisabled();
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByRole('button', { name: 'Close my account' }).click();
    await expect(page.getByText('Account closed')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });
});
