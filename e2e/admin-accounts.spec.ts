import type { Page } from '@playwright/test';
import type { PurchaseList } from '../src/core/purchases';
import { expect, test } from './fixtures';
import { createAccount, DEMO, signInThroughApi } from './helpers/auth';
import { seriousViolations } from './helpers/axe';
import { payThroughApi } from './helpers/checkout';

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;

/** The page is usable and axe-clean at both widths; screenshots to look at in /tmp. */
async function checkWidths(page: Page, name: string) {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `/tmp/admin-accounts-${name}-${viewport.width}.png`, fullPage: true });
    expect(await seriousViolations(page), `${name} at ${viewport.width}px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${viewport.width}px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(WIDTHS[0]);
}

/**
 * Issue 25 item 6: one person's two accounts (two spellings of one Gmail address) are found on
 * the consolidation page and merged; the buyer's order and download are then the other account's.
 */
test.describe('admin accounts', () => {
  test('two accounts of one buyer are merged and the order and download are still there', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.slow();
    const base = baseURL ?? '';
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const buyerEmail = `j.smith.${tag}@gmail.com`;
    const otherEmail = `jsmith${tag}+films@gmail.com`;
    const key = `jsmith${tag}@gmail.com`;

    // The buyer signs up and buys one photo.
    await createAccount(page.request, base, { email: buyerEmail, firstName: 'Jo' });
    const headers = { origin: base };
    const search = await page.request.get('/api/photos/search?sort=newest&limit=1&offset=90');
    const [photo] = ((await search.json()) as { items: { id: string }[] }).items;
    expect(
      (
        await page.request.post('/api/cart/batch', { headers, data: { items: [{ photo_id: photo?.id }] } })
      ).ok(),
    ).toBe(true);
    await page.request.post('/api/companies', { headers, data: { name: 'Harbour Pictures' } });
    await page.request.post('/api/projects', {
      headers,
      data: { name: 'Tide Line', company: 'Harbour Pictures' },
    });
    const orderId = await payThroughApi(page, base);

    // Later the same person signs up again with another spelling of the address.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await createAccount(other.request, base, { email: otherEmail, firstName: 'Jo' });

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInThroughApi(admin, base, DEMO.admin);
    await admin.goto(`${base}/admin/auth-consolidation?q=${key}`);
    await expect(admin.getByRole('heading', { level: 1, name: 'Account consolidation' })).toBeVisible();
    const group = admin.getByRole('region', { name: key });
    await expect(group.getByText('Same Gmail address (dots or +tag)')).toBeVisible();
    await group.getByRole('radio', { name: new RegExp(`^${otherEmail.replace('+', '\\+')}`) }).check();
    await group.getByRole('button', { name: 'Preview what moves' }).click();
    await expect(group.getByRole('heading', { name: `Into ${otherEmail} from ${buyerEmail}` })).toBeVisible();
    await expect(
      group.getByText('Orders', { exact: true }).locator('xpath=following-sibling::dd'),
    ).toHaveText('1');
    await checkWidths(admin, 'consolidation');

    await group.getByRole('button', { name: `Merge into ${otherEmail}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Merge into ${otherEmail}?` });
    await expect(
      dialog.getByText(
        new RegExp(`^Moves 1 order, 1 purchase, .* then deletes ${buyerEmail.replaceAll('.', '\\.')}`),
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Merge accounts' }).click();
    await expect(admin.getByText('Accounts merged')).toBeVisible();
    await expect(admin.getByText('No accounts to merge')).toBeVisible();

    // The accounts list shows one account with the order.
    await admin.goto(`${base}/admin/accounts?q=${tag}`);
    const table = admin.getByRole('table', { name: 'Accounts' });
    await expect(table.getByRole('rowheader')).toHaveText([otherEmail]);
    await expect(table.getByRole('link', { name: `1 order of ${otherEmail}` })).toBeVisible();
    await checkWidths(admin, 'accounts');
    await adminContext.close();

    // The merged account is signed out; the one that stays has the order and downloads the photo.
    expect((await page.request.get('/api/me')).status()).toBe(401);
    const purchases = ((await (await other.request.get('/api/purchases')).json()) as PurchaseList).items;
    expect(purchases).toHaveLength(1);
    await other.goto(`${base}/my-purchases`);
    await expect(other.getByRole('heading', { level: 1, name: 'My purchases' })).toBeVisible();
    const first = purchases[0];
    const name = first?.title ? `#${first.photoid} ${first.title}` : `#${first?.photoid}`;
    const downloading = other.waitForEvent('download');
    await other.getByRole('button', { name: `Download ${name}`, exact: true }).click();
    expect((await downloading).suggestedFilename()).toBe(
      `backdrop-${first?.photoid}-background-dressing.jpg`,
    );
    await other.goto(`${base}/orders/${orderId}`);
    await expect(other.getByRole('link', { name: 'Download licence certificate (PDF)' })).toBeVisible();
    await otherContext.close();
  });
});
