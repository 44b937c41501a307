import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { formatFileSize, printSize } from '../src/core/file-facts';
import type { PhotoDetail } from '../src/core/photo-row';
import type { PurchaseList } from '../src/core/purchases';
import { expect, test } from './fixtures';
import { buyerWithCart, payThroughApi } from './helpers/checkout';
import { waitForAllBackgrounds } from './helpers/media';

/**
 * Issue 22 items 1, 2, 3 and 4: what the photo page promises is the file the buyer gets; a long
 * download says it is working and cannot start twice; one ZIP button per order; the home hero
 * never waits for a background to be drawn.
 */

/** The value a Photo details row shows ("Size", "File size", "Print size"). */
function detail(page: Page, name: string) {
  return page
    .getByRole('tabpanel', { name: 'Photo details' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** Every file of a ZIP: its name and bytes. */
function unzip(data: Buffer): Promise<{ name: string; bytes: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files: { name: string; bytes: Buffer }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.push({ name: entry.fileName, bytes: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test.describe('downloads are what the page promised', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the photo page states the pixels, bytes and print size of the original and the ZIP delivers (one ZIP button, busy until saved)', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const base = baseURL ?? '';
    await buyerWithCart(page, base, 3, { offset: 70 });
    await payThroughApi(page, base);
    const purchases = ((await (await page.request.get('/api/purchases')).json()) as PurchaseList).items;
    const first = purchases[0];
    if (!first) throw new Error('no purchase');

    // The photo page, before anyone downloaded the original: measured from the file, never invented.
    await page.goto(`/photo/${first.photoid}`);
    await page.getByRole('tab', { name: 'Photo details' }).click();
    await expect(detail(page, 'File size')).not.toHaveText('Measuring…', { timeout: 20_000 });
    const shown = {
      size: await detail(page, 'Size').textContent(),
      bytes: await detail(page, 'File size').textContent(),
      print: await detail(page, 'Print size').textContent(),
    };

    // One order, one project: one "Download all (ZIP)" button (issue 22 item 3).
    await page.goto('/my-purchases');
    await expect(page.getByRole('heading', { level: 1, name: 'My purchases' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Download all \(ZIP\)/ })).toHaveCount(1);

    // The original the buyer downloads is the one the page described.
    const name = first.title ? `#${first.photoid} ${first.title}` : `#${first.photoid}`;
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${name}`, exact: true }).click();
    const original = await readFile((await (await downloading).path()) ?? '');
    const file = await sharp(original).metadata();
    expect(shown).toEqual({
      size: `${file.width} × ${file.height} px`,
      bytes: formatFileSize(original.length),
      print: printSize(file.width, file.height),
    });

    // The ZIP: busy and saying so until it has arrived; a second click starts nothing.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/downloads/**', async (route) => {
      await held;
      await route.continue();
    });
    const links: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/purchases/download-links'))
        links.push(request.url());
    });
    const zipButton = page.getByRole('button', { name: /^Download all \(ZIP\)/ });
    const zipping = page.waitForEvent('download', { timeout: 60_000 });
    await zipButton.click();
    await expect(page.getByRole('status').filter({ hasText: /^(Preparing|Downloading) ZIP…/ })).toBeVisible();
    await expect(zipButton).toBeDisabled();
    await zipButton.click({ force: true });
    release();
    const zip = await zipping;
    await expect(zipButton).toBeEnabled({ timeout: 30_000 });
    expect(links).toHaveLength(1);

    const files = await unzip(await readFile((await zip.path()) ?? ''));
    expect(files).toHaveLength(3);
    for (const purchase of purchases) {
      const entry = files.find((candidate) => candidate.name.startsWith(`backdrop-${purchase.photoid}-`));
      if (!entry) throw new Error(`#${purchase.photoid} is not in the ZIP`);
      const pixels = await sharp(entry.bytes).metadata();
      // What the photo page shows for it, read after its original was made.
      const { details } = (await (
        await page.request.get(`/api/photos/${purchase.photoid}`)
      ).json()) as PhotoDetail;
      expect(details.technical).toMatchObject({
        width: pixels.width,
        height: pixels.height,
        file_size: entry.bytes.length,
        friendly_print_size: printSize(pixels.width, pixels.height),
      });
    }
  });
});

test.describe('the home hero', () => {
  test('shows a background from GET /api/background-images that is already drawn', async ({ page }) => {
    test.setTimeout(150_000);
    // A first start draws all 50 before anything else; until then the list holds those drawn.
    await waitForAllBackgrounds(page);
    const listed = page.waitForResponse((response) => response.url().endsWith('/api/background-images'));
    await page.goto('/');
    const list = (await (await listed).json()) as { images: string[] };
    expect(list.images).toHaveLength(50);
    const background = page.locator('section[aria-labelledby="hero-title"] img[aria-hidden="true"]');
    await expect(background).toHaveAttribute('src', /^\/media\/backgrounds\/\d+\.webp$/);
    const src = (await background.getAttribute('src')) ?? '';
    expect(list.images).toContain(src);
    await expect
      .poll(() => background.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // Served from what was drawn at start, not drawn for this visitor.
    const waited = await page.evaluate((url) => {
      const [entry] = performance.getEntriesByName(
        new URL(url, location.href).href,
      ) as PerformanceResourceTiming[];
      return entry ? entry.responseStart - entry.requestStart : Number.POSITIVE_INFINITY;
    }, src);
    expect(waited).toBeLessThan(1000);
  });
});
