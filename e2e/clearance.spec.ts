import PDFDocument from 'pdfkit';
import { expect, test } from './fixtures';
import { createAccount, DEMO, signInThroughApi } from './helpers/auth';
import { seriousViolations } from './helpers/axe';

/** A one-page signed release, made here: the library checks its content, not its name. */
function releasePdf(signer: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(`Model release signed by ${signer} on ${new Date().toISOString()}`);
    doc.end();
  });
}

/** Issue 26 item 4: what a buyer reads of a photo's clearance, and a contributor's release library. */
test.describe('clearance', () => {
  test('a live demo photo’s page shows its clearance summary', async ({ page, baseURL }) => {
    // Spec §2: the photo page needs sign-in, so the reader is the demo buyer.
    await signInThroughApi(page, baseURL ?? '', DEMO.buyer);
    const found = (await (await page.request.get('/api/photos/search?q=family&limit=1')).json()) as {
      items: { photoid: number }[];
    };
    const photoid = found.items[0]?.photoid;
    if (!photoid) throw new Error('the demo catalogue has no family photo');
    await page.goto(`/photo/${photoid}`);
    await page.getByRole('tab', { name: 'Photo details' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Photo details' });
    await expect(panel.getByRole('heading', { name: 'Clearance' })).toBeVisible();
    await expect(panel.getByTestId('clearance-summary')).toHaveText(
      /^Rights: The .+ family, own archive; .+exclusions: no political or religious advertising; no depiction as criminal or in a defamatory way\.$/,
    );
  });

  test('a demo creator uploads a release PDF to their library and sees it listed', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.slow();
    const base = baseURL ?? '';
    // The admin looks up a demo creator's address (creators sign in by e-mail link).
    const adminContext = await browser.newContext({ baseURL: base });
    const adminPage = await adminContext.newPage();
    await signInThroughApi(adminPage, base, DEMO.admin);
    const accounts = (await (
      await adminPage.request.get('/api/admin/accounts?q=creators.backdrop.test&limit=1')
    ).json()) as { items: { email: string }[] };
    await adminContext.close();
    const email = accounts.items[0]?.email;
    if (!email) throw new Error('the demo catalogue has no creator account');
    await createAccount(page.request, base, { email, firstName: 'Creator' });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/contribute/releases');
    await expect(page.getByRole('heading', { level: 1, name: 'Release library' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const signer = `Ruth Example ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Upload a release' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload a release' });
    await dialog.getByLabel('Release file').setInputFiles({
      name: 'ruth-release.pdf',
      mimeType: 'application/pdf',
      buffer: await releasePdf(signer),
    });
    await dialog.getByRole('textbox', { name: 'Signed by' }).fill(signer);
    await dialog.getByRole('textbox', { name: 'Signer’s role' }).fill('the person shown');
    await dialog.getByLabel('Signed on').fill('2024-05-01');
    await dialog.getByRole('textbox', { name: 'Covers' }).fill('Ruth, at the kitchen table');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Upload release' }).click();
    await expect(dialog).toBeHidden();
    const library = page.getByRole('list', { name: 'Your releases' });
    await expect(library.getByText(signer)).toBeVisible();
    await expect(library.getByRole('link', { name: 'Open ruth-release.pdf' })).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(library.getByText(signer)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
