import type { Page } from '@playwright/test';
import type { AdminPage } from '../src/core/admin-lists';
import type { AdminPhotoRow, ReviewQueueRow } from '../src/core/photo-studio';
import { REJECTION_REASONS } from '../src/core/photo-workflow';
import { expect, test } from './fixtures';
import { createAccount, DEMO, signInThroughApi } from './helpers/auth';
import { seriousViolations } from './helpers/axe';

const WIDTHS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '375', width: 375, height: 812 },
] as const;

async function queueOf(page: Page): Promise<ReviewQueueRow[]> {
  const answer = await page.request.get('/api/admin/review-queue');
  expect(answer.status(), 'GET /api/admin/review-queue').toBe(200);
  return ((await answer.json()) as AdminPage<ReviewQueueRow>).items;
}

/** Signs the creator of photo `photoid` in on `page`, through their e-mail link (demo creators have no password). */
async function signInAsCreatorOf(admin: Page, page: Page, base: string, photoid: number) {
  const photos = (await (
    await admin.request.get(`/api/admin/photos?q=%23${photoid}`)
  ).json()) as AdminPage<AdminPhotoRow>;
  const creatorId = photos.items[0]?.creator_id ?? '';
  const accounts = (await (await admin.request.get(`/api/admin/accounts?q=${creatorId}`)).json()) as {
    items: { email: string }[];
  };
  const email = accounts.items[0]?.email ?? '';
  expect(email).toMatch(/@/);
  await createAccount(page.request, base, { email, firstName: 'Creator' });
}

/**
 * Issue 26 item 5: an admin works the review queue with the keyboard — next and back, approve one,
 * reject one with a reason — and the contributor reads the reason on their photos page.
 */
test.describe('studio review', () => {
  test('an admin approves and rejects with the keyboard; the contributor reads why', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.slow();
    const base = baseURL ?? '';
    await signInThroughApi(page, base, DEMO.admin);
    const queue = await queueOf(page);
    expect(queue.length, 'the demo seed has photos waiting for review').toBeGreaterThanOrEqual(3);
    const [first, second, third] = queue as [ReviewQueueRow, ReviewQueueRow, ReviewQueueRow];
    const title = (photo: ReviewQueueRow) => photo.title || `Photo #${photo.photoid}`;

    await page.goto('/admin/review');
    await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
    await expect(page.getByText(/Shortcuts: A approve/)).toBeVisible();
    const shown = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(shown).toHaveText(title(first));
    // J moves on, K comes back; the photo's heading keeps focus.
    await page.keyboard.press('j');
    await expect(shown).toHaveText(title(second));
    await expect(shown).toBeFocused();
    await page.keyboard.press('k');
    await expect(shown).toHaveText(title(first));

    await page.keyboard.press('a');
    await expect(page.getByText(`Approved “${title(first)}”`)).toBeVisible();
    await expect(shown).toHaveText(title(second));
    await expect(shown).toBeFocused();

    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog', { name: `Reject “${title(second)}”?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: REJECTION_REASONS.metadata }).click();
    await dialog.getByLabel('Note to the contributor (optional)').fill('Please name the town in the title.');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Rejected “${title(second)}”`)).toBeVisible();
    await expect(shown).toHaveText(title(third));
    await expect(shown).toBeFocused();

    const workflow = async (photoid: number) =>
      (await (await page.request.get(`/api/studio/photos/${photoid}/workflow`)).json()) as { status: string };
    expect((await workflow(first.photoid)).status).toBe('approved');
    expect((await workflow(second.photoid)).status).toBe('rejected');

    // The contributor of the rejected photo reads why on their photos page.
    const context = await browser.newContext();
    const creator = await context.newPage();
    await signInAsCreatorOf(page, creator, base, second.photoid);
    await creator.goto(`${base}/contribute/photos`);
    await expect(creator.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
    const row = creator.getByRole('row').filter({ hasText: `#${second.photoid}` });
    await expect(
      row.getByText(`Rejected: ${REJECTION_REASONS.metadata}. Please name the town in the title.`),
    ).toBeVisible();
    await row.getByRole('link', { name: title(second) }).click();
    await expect(creator.getByRole('heading', { level: 1, name: title(second) })).toBeVisible();
    await expect(creator.getByRole('button', { name: 'Edit and submit again' })).toBeVisible();
    await context.close();
  });

  for (const viewport of WIDTHS)
    test(`${viewport.name}: the review queue, the catalogue list and a photo page have no serious axe violation`, async ({
      page,
      baseURL,
    }, testInfo) => {
      test.slow();
      const base = baseURL ?? '';
      await page.setViewportSize(viewport);
      await signInThroughApi(page, base, DEMO.admin);
      const [waiting] = await queueOf(page);
      await page.goto('/admin/review');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible({
        timeout: 20_000,
      });
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`review-${viewport.name}.png`), fullPage: true });
      await page.keyboard.press('r');
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      await page.goto('/admin/photos?status=submitted');
      await expect(page.getByRole('table', { name: 'Photos' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`photos-${viewport.name}.png`), fullPage: true });

      await page.goto(`/admin/photos/${waiting?.photoid ?? 1}`);
      await expect(page.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`photo-${viewport.name}.png`), fullPage: true });

      await page.goto('/contribute/photos');
      await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
});
