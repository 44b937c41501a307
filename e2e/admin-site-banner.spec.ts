import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';
import { seriousViolations } from './helpers/axe';

/** Each item tries to run script in a visitor's browser; none may. */
const XSS_CORPUS = [
  '<b>Winter sale</b>: half price on snow scenes.',
  '<a href="/search?q=snow">Browse snow</a>',
  '<script>window.__xss = "script"; alert("script")</script>',
  "<img src=x onerror=\"window.__xss = 'onerror'; alert('img')\">",
  '<a href="javascript:window.__xss=\'link\'">Win a prize</a>',
  '<iframe srcdoc="<script>parent.__xss = \'iframe\'</script>"></iframe>',
  '<style>body { display: none }</style>',
  '<svg onload="window.__xss = \'svg\'"></svg>',
  '<span onmouseover="window.__xss = \'hover\'">Hover me</span>',
].join(' ');

/** Issue 25 item 4: an admin composes a banner with hostile HTML; a visitor sees it with no script run. */
test.describe('admin site banner', () => {
  // While the admin types, DOMPurify parses the hostile HTML for the preview, and Chromium tries one
  // of its inline handlers while parsing (seen three times, from purify.es): the Content-Security-
  // Policy blocks it and says so. That refusal is the second line of defence working, and the only error allowed here.
  // (One rule: Playwright reads a two-item array option as [value, options].)
  test.use({
    allowedConsoleErrors: [
      {
        text: /inline event handler violates the following Content Security Policy|^CSP violation: script-src-attr inline in \S+\/assets\/purify\./,
        // Chromium's own message comes from DOMPurify's script; the fixture's CSP report has no
        // location of its own (its text names DOMPurify's script).
        url: /^$|\/assets\/purify\./,
      },
    ],
  });

  test('a banner with an XSS corpus is saved sanitised, activated, and shown to a guest with no script run', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.slow();
    const base = baseURL ?? '';
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInThroughApi(page, base, DEMO.admin);
    await page.goto('/admin/site-banner');
    await expect(page.getByRole('heading', { level: 1, name: 'Site banner' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Banners' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New banner' }).click();
    const title = `Winter sale ${Date.now()}`;
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('textbox', { name: /^Content/ }).fill(XSS_CORPUS);
    const preview = page.getByRole('complementary', { name: 'Banner preview' });
    await expect(preview).toContainText('Winter sale: half price on snow scenes.');
    await expect(preview.locator('script, iframe, img, style, svg, [onerror], [onmouseover]')).toHaveCount(0);
    await expect(page.getByText(/^Will be removed: /)).toContainText('script');
    await expect(page.getByText(/^Will be removed: /)).toContainText('javascript: link');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create banner' }).click();
    await expect(page.getByText(/was saved without what is not allowed: .*script/)).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: /^Activate/ }).click();
    const confirm = page.getByRole('dialog', { name: `Activate the banner “${title}”?` });
    await confirm.getByRole('button', { name: 'Activate banner' }).click();
    await expect(row.getByText('Showing')).toBeVisible();

    // A guest, in a fresh browser: the banner shows, and nothing in it ran.
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    const guestDialogs: string[] = [];
    guest.on('dialog', (dialog) => {
      guestDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const guestErrors: string[] = [];
    guest.on('pageerror', (error) => guestErrors.push(error.message));
    await guest.goto(`${base}/`);
    const banner = guest.getByRole('complementary', { name: 'Announcement' });
    await expect(banner).toContainText('Winter sale: half price on snow scenes.');
    await expect(banner.getByRole('link', { name: 'Browse snow' })).toHaveAttribute('href', '/search?q=snow');
    await expect(banner.getByText('Win a prize')).not.toHaveAttribute('href', /javascript/i);
    await expect(
      banner.locator('script, iframe, img, style, svg, [onerror], [onmouseover], [onload]'),
    ).toHaveCount(0);
    await banner.getByText('Hover me').hover();
    expect(await guest.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(guestDialogs).toEqual([]);
    expect(guestErrors).toEqual([]);
    await guestContext.close();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);

    // At 375 px the page works and stays accessible; then the banner goes off again.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.getByRole('table', { name: 'Banners' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/admin-site-banner-375.png', fullPage: true });
    await page
      .getByRole('row')
      .filter({ hasText: title })
      .getByRole('button', { name: /^Deactivate/ })
      .click();
    await expect(page.getByText('Banner deactivated')).toBeVisible();
  });
});
