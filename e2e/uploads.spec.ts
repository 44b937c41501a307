import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, DEMO, signInThroughApi, uniqueEmail } from './helpers/auth';
import { seriousViolations } from './helpers/axe';

const SAMPLES = path.resolve('node_modules/@vladmandic/face-api/demo');
/** The server's states after the bytes arrive (the derive job may move a file on meanwhile). */
const ARRIVED = /Received|Processing|Ready for description/;
const NOT_AN_IMAGE = 'This file is not a JPEG, PNG, TIFF or WebP image.';

/**
 * A real photograph of the package, made unique to this run by bytes after its end-of-image
 * marker (every JPEG reader ignores them): other specs of the run upload the same samples, and
 * the server refuses a file it already has.
 */
function photograph(index: number, run: string) {
  const bytes = readFileSync(path.join(SAMPLES, `sample${index}.jpg`));
  return {
    name: `sample${index}.jpg`,
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([bytes, Buffer.from(`backdrop-e2e ${run} ${index}`)]),
  };
}

function rowOf(page: Page, name: string) {
  return page.getByRole('list').getByRole('listitem').filter({ hasText: name });
}

async function axeAtBothWidths(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Issue 26 item 1: many files at once, each with its own progress, pause and resume, and its own error. */
test.describe('uploads', () => {
  test('an admin uploads six photographs for a creator, pausing one, while a non-image fails on its row', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const run = Date.now().toString(36);
    await signInThroughApi(page, baseURL ?? '', DEMO.admin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/photos');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Add photos' }).click();
    await expect(page).toHaveURL(/\/admin\/photos\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add photos' })).toBeVisible();

    // Files before a creator: the page asks for one.
    const input = page.getByLabel('Choose photographs to upload');
    await input.setInputFiles([photograph(1, run)]);
    await expect(page.getByText('Choose the creator whose storefront these photos are for.')).toBeVisible();
    const creator = page.getByRole('combobox', { name: 'Creator (required)' });
    await expect(creator.locator('option')).not.toHaveCount(1, { timeout: 20_000 });
    await creator.selectOption({ index: 1 });
    await axeAtBothWidths(page);

    // The first file's chunks are held a moment on their way, so it can be paused mid-upload.
    let holdFirst = true;
    await page.route('**/api/uploads/tus/*', async (route) => {
      if (holdFirst && route.request().method() === 'PATCH') {
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue().catch(() => undefined);
    });

    await input.setInputFiles([
      ...[1, 2, 3, 4, 5, 6].map((index) => photograph(index, run)),
      {
        name: 'not-a-photo.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('Not a photograph at all. '.repeat(40)),
      },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('shopping list') },
    ]);
    await expect(rowOf(page, 'notes.txt')).toContainText(
      'Only JPEG, PNG, TIFF and WebP images can be uploaded.',
    );

    const first = rowOf(page, 'sample1.jpg');
    await first.getByRole('button', { name: 'Pause sample1.jpg' }).click();
    await expect(first).toContainText('Paused');
    holdFirst = false;
    await first.getByRole('button', { name: 'Resume sample1.jpg' }).click();

    for (const index of [1, 2, 3, 4, 5, 6]) {
      const row = rowOf(page, `sample${index}.jpg`);
      await expect(row, `sample${index}.jpg`).toContainText(ARRIVED, { timeout: 30_000 });
      await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    }
    await expect(rowOf(page, 'not-a-photo.jpg')).toContainText(NOT_AN_IMAGE, { timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Describe these photos' })).toHaveAttribute(
      'href',
      /^\/admin\/photos\/describe\?batch=[0-9a-f-]{36}$/,
    );
    // The batch is in the address: a reload shows the same files from the server.
    await expect(page).toHaveURL(/\?batch=[0-9a-f-]{36}$/);
    await axeAtBothWidths(page);
    await page.reload();
    await expect(rowOf(page, 'sample6.jpg')).toContainText(ARRIVED);
    await expect(rowOf(page, 'not-a-photo.jpg')).toContainText(NOT_AN_IMAGE);
  });

  test('a member without a storefront is told how to get one', async ({ page, baseURL }) => {
    const email = uniqueEmail('no-storefront');
    await createAccount(page.request, baseURL ?? '', { email, firstName: 'Nadia' });
    await page.goto('/contribute');
    await expect(
      page.getByRole('heading', { level: 2, name: 'You do not have a storefront yet' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a storefront' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await axeAtBothWidths(page);
  });

  test('a creator uploads two photographs to their own storefront at /contribute', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const base = baseURL ?? '';
    const run = Date.now().toString(36);
    await signInThroughApi(page, base, DEMO.admin);
    const creators = (await (await page.request.get('/api/uploads/creators')).json()) as {
      items: { email: string; storefront_name: string }[];
    };
    const creator = creators.items.at(-1);
    if (!creator) throw new Error('the demo catalogue has no creators');
    await page.context().clearCookies();
    await createAccount(page.request, base, { email: creator.email, firstName: 'Creator' });

    await page.goto('/contribute');
    await expect(page.getByRole('heading', { level: 1, name: 'Offer your photos' })).toBeVisible();
    await expect(page.getByText(creator.storefront_name)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Creator (required)' })).toHaveCount(0);
    await page
      .getByLabel('Choose photographs to upload')
      .setInputFiles([photograph(2, run), photograph(3, run)]);
    for (const name of ['sample2.jpg', 'sample3.jpg'])
      await expect(rowOf(page, name), name).toContainText(ARRIVED, { timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Describe these photos' })).toHaveAttribute(
      'href',
      /^\/contribute\/describe\?batch=[0-9a-f-]{36}$/,
    );
    await axeAtBothWidths(page);
  });
});
