import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';
import { seriousViolations } from './helpers/axe';

/**
 * Issue 27 item 5 in Chromium: a buyer opens a demo photo showing a known person and reads the
 * Similar people tab's photos; a photo whose only face has no person says "No People Identified".
 */

interface SearchAnswer {
  items: { photoid: number }[];
}

/** The first few demo photos of a search, with their faces and Similar people answers. */
async function demoPhotos(request: APIRequestContext, q: string, limit: number) {
  const found = (await (
    await request.get(`/api/photos/search?q=${q}&limit=${limit}`)
  ).json()) as SearchAnswer;
  const photos: { photoid: number; faces: number; similar: number }[] = [];
  for (const { photoid } of found.items) {
    const detail = await request.get(`/api/photos/${photoid}`);
    expect(detail.status(), `photo ${photoid}`).toBe(200);
    const { photo } = (await detail.json()) as { photo: { face_ids: string[] } };
    const people = await request.get(`/api/photos/${photoid}/similar-people`);
    expect(people.status(), `similar people of ${photoid}`).toBe(200);
    const { items } = (await people.json()) as SearchAnswer;
    photos.push({ photoid, faces: photo.face_ids.length, similar: items.length });
  }
  return photos;
}

/** As the demo admin: draws one face with no person on `photoid`; gives back a way to reject it. */
async function drawLoneFace(browser: Browser, baseURL: string, photoid: number) {
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await signInThroughApi(admin, baseURL, DEMO.admin);
  // Writes name their origin, as the browser does (the server refuses cross-origin writes).
  const headers = { origin: baseURL };
  const drawn = await admin.request.post(`/api/admin/photos-faces/${photoid}/faces`, {
    headers,
    data: { box: { x: 0.4, y: 0.3, width: 0.12, height: 0.16 } },
  });
  expect(drawn.status()).toBe(201);
  const { id } = (await drawn.json()) as { id: string };
  return async () => {
    expect((await admin.request.post(`/api/admin/faces/${id}/reject`, { headers })).status()).toBe(200);
    await context.close();
  };
}

test.describe('similar people', () => {
  test('a buyer sees photos of the same people, and "No People Identified" where a face has no person', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.slow();
    const base = baseURL ?? '';
    await signInThroughApi(page, base, DEMO.buyer);
    const known = (await demoPhotos(page.request, 'family', 12)).find((photo) => photo.similar > 0);
    // The demo's landscapes show no one.
    const faceless = (await demoPhotos(page.request, 'scenery', 6)).find((photo) => photo.faces === 0);
    if (!known) throw new Error('the demo catalogue has no family photo of a person shown elsewhere');
    if (!faceless) throw new Error('the demo catalogue has no scenery photo without faces');

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/photo/${known.photoid}`);
      await page.getByRole('tab', { name: 'Similar people' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Similar people' });
      const grid = panel.getByLabel('Photos of the same people', { exact: true });
      await expect(grid.locator('img').first()).toBeVisible({ timeout: 20_000 });
      expect(await seriousViolations(page)).toEqual([]);
    }

    // Once a face no one is assigned to is drawn on a photo without faces, its Similar people tab
    // says no one is identified. (The page is not opened before: the browser keeps the photo's
    // answer for five minutes.) The face is rejected again afterwards.
    const rejectFace = await drawLoneFace(browser, base, faceless.photoid);
    try {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/photo/${faceless.photoid}`);
        await page.getByRole('tab', { name: 'Similar people' }).click();
        const panel = page.getByRole('tabpanel', { name: 'Similar people' });
        await expect(panel.getByText('No People Identified')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      }
    } finally {
      await rejectFace();
    }
  });
});
