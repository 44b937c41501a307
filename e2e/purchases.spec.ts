import { readFile } from 'node:fs/promises';
import type { OrderDetail } from '../src/core/checkout';
import { formatUsd, LICENSE_LABEL } from '../src/core/pricing';
import { DOWNLOAD_MESSAGES, type DownloadLink, type PurchaseList } from '../src/core/purchases';
import { pdfText } from '../src/server/features/documents/pdf-text.testing';
import { expect, test } from './fixtures';
import { buyerWithCart, payThroughApi } from './helpers/checkout';

/**
 * Issue 13 items 4 and 6: after paying, the buyer downloads an original from My purchases
 * through a link that expires, reads the invoice and the licence certificate, anyone confirms
 * the certificate, and a background-dressing licence is upgraded to hero usage after purchase.
 */
test.describe('purchases and paperwork', () => {
  test('My purchases downloads an original through a link that expires; the PDFs list the photos; /verify confirms', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const base = baseURL ?? '';
    const cart = await buyerWithCart(page, base, 3, { offset: 40 });
    const orderId = await payThroughApi(page, base);
    const purchases = ((await (await page.request.get('/api/purchases')).json()) as PurchaseList).items;
    expect(purchases).toHaveLength(3);

    await page.goto('/my-purchases');
    await expect(page.getByRole('heading', { level: 1, name: 'My purchases' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "The Baker's Dozen" })).toBeVisible();
    const first = purchases[0];
    if (!first) throw new Error('no purchase');
    const name = first.title ? `#${first.photoid} ${first.title}` : `#${first.photoid}`;
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${name}`, exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`backdrop-${first.photoid}-background-dressing.jpg`);
    const bytes = await readFile((await download.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    // The link names this buyer and stops working after its lifetime (6 s in browser tests).
    const made = await page.request.post('/api/purchases/download-links', {
      headers: { origin: base },
      data: { purchase_id: first.id },
    });
    const link = (await made.json()) as DownloadLink;
    expect((await page.request.get(link.url)).status()).toBe(200);
    await expect
      .poll(async () => (await page.request.get(link.url)).status(), { timeout: 20_000, intervals: [1000] })
      .toBe(410);
    expect(
      ((await (await page.request.get(link.url)).json()) as { error: { message: string } }).error.message,
    ).toBe(DOWNLOAD_MESSAGES.expired);

    // The paperwork: the order page's PDFs, read back as text.
    const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as OrderDetail;
    await page.goto(`/orders/${orderId}`);
    const certificateLink = page.getByRole('link', { name: 'Download licence certificate (PDF)' });
    await expect(certificateLink).toBeVisible();
    const certificate = await pdfText(
      await (await page.request.get((await certificateLink.getAttribute('href')) ?? '')).body(),
    );
    const invoiceHref = await page.getByRole('link', { name: 'Download invoice (PDF)' }).getAttribute('href');
    const invoice = await pdfText(await (await page.request.get(invoiceHref ?? '')).body());
    for (const line of cart.items) {
      expect(certificate.text).toContain(`#${line.photo.photoid}`);
      expect(invoice.text).toContain(`#${line.photo.photoid}`);
    }
    expect(certificate.text).toContain(LICENSE_LABEL['background-dressing']);
    expect(certificate.text).toContain(order.certificate_code ?? 'no code');
    expect(certificate.text).toContain("The Baker's Dozen");
    expect(invoice.text).toContain(order.order_number);
    expect(invoice.text).toContain(formatUsd(order.total_cents));

    // Anyone with the code, signed in or not, confirms the certificate.
    const guest = await page.context().browser()?.newContext();
    const guestPage = await guest?.newPage();
    if (!guestPage) throw new Error('no guest page');
    await guestPage.goto(`${base}/verify/${order.certificate_code}`);
    await expect(guestPage.getByRole('heading', { level: 1, name: 'Certificate genuine' })).toBeVisible();
    await expect(guestPage.getByText(order.order_number).first()).toBeVisible();
    await guest?.close();
  });

  test('a background-dressing licence is upgraded to hero usage for 4× its price, and its certificate reads as amended', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const base = baseURL ?? '';
    await buyerWithCart(page, base, 1, { offset: 50 });
    const firstOrder = await payThroughApi(page, base);
    const [purchase] = ((await (await page.request.get('/api/purchases')).json()) as PurchaseList).items;
    if (!purchase) throw new Error('no purchase');
    const price = formatUsd(purchase.price_cents * 4);

    await page.goto('/my-purchases');
    await page.getByRole('button', { name: new RegExp(`^Upgrade to hero usage for \\${price}`) }).click();
    // Issue 22 item 9: a summary and the licence terms before the payment page, as at checkout.
    const dialog = page.getByRole('dialog', { name: 'Upgrade to hero usage' });
    await expect(dialog.getByText('Price of the difference')).toBeVisible();
    await expect(dialog.getByText(price, { exact: true })).toBeVisible();
    await dialog.getByRole('checkbox', { name: /I accept the licence terms/ }).check();
    await dialog.getByRole('button', { name: `Pay ${price}` }).click();
    await expect(page).toHaveURL(/\/checkout\/test-payment\//);
    await page.getByRole('button', { name: `Pay ${price}` }).click();
    await expect(page.getByText('Thank you — your licences are ready')).toBeVisible();

    const first = (await (await page.request.get(`/api/orders/${firstOrder}`)).json()) as OrderDetail;
    await page.goto(`/verify/${first.certificate_code}`);
    await expect(page.getByText(/^Upgraded to hero usage after purchase: order BD-\d+/)).toBeVisible();
    await page.goto(`/photo/${purchase.photoid}`);
    await expect(page.getByText('Licensed · Hero usage').first()).toBeVisible();
  });
});
