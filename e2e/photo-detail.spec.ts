import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';

test.describe('photo detail', () => {
  test('a buyer sees the photo, both licences and every tab, and steps through the list with the arrows', async ({
    page,
    baseURL,
  }) => {
    await signInThroughApi(page, baseURL ?? '', DEMO.buyer);
    // The demo buyer's cart is shared by the tests of a run: start this one empty.
    await page.request.delete('/api/cart', { headers: { origin: baseURL ?? '' } });
    await page.goto('/search?sort=newest');
    const grid = page.getByRole('grid', { name: 'Search results' });
    const firstLink = grid.getByRole('gridcell').first().getByRole('link').first();
    const secondHref = await grid.getByRole('gridcell').nth(1).getByRole('link').first().getAttribute('href');
    await firstLink.click();
    await expect(page).toHaveURL(/\/photo\/\d+$/);

    const photoid = Number(page.url().split('/').pop());
    const answer = await page.request.get(`/api/photos/${photoid}`);
    const { photo } = (await answer.json()) as {
      photo: { title: string; price: number; face_ids: string[] };
    };
    await expect(page.getByRole('heading', { level: 1, name: photo.title })).toBeVisible();
    await expect(page).toHaveTitle(`${photo.title} · Backdrop`);
    await expect(page.getByText(`#${photoid}`, { exact: true })).toBeVisible();
    const usd = (dollars: number) => `$${dollars.toFixed(2)}`;
    const licences = page.getByRole('group', { name: 'Licence' });
    await expect(licences.getByText(usd(photo.price), { exact: true })).toBeVisible();
    await expect(licences.getByText(usd(photo.price * 5), { exact: true })).toBeVisible();
    await licences.getByRole('radio', { name: /Hero usage/ }).check();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Photo added to your cart successfully')).toBeVisible();
    await expect(page.getByRole('link', { name: 'In Cart', exact: true })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'About this photo' });
    await expect(tabs.getByRole('tab', { name: 'Similar photos' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('grid', { name: 'Similar photos' }).getByRole('gridcell').first(),
    ).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Admin' })).toHaveCount(0);
    if (photo.face_ids.length > 0) {
      await tabs.getByRole('tab', { name: 'Similar people' }).click();
      await expect(
        page
          .getByRole('grid', { name: 'Photos of the same people' })
          .or(page.getByText(/No Similar Photos Found/)),
      ).toBeVisible();
    } else {
      await expect(tabs.getByRole('tab', { name: 'Similar people' })).toHaveCount(0);
    }
    await tabs.getByRole('tab', { name: 'Photo details' }).click();
    await expect(page.getByRole('heading', { name: 'Basic information' })).toBeVisible();
    const decadePill = page.getByRole('tabpanel').locator('a[href^="/taxonomy/decade/"]').first();
    await expect(decadePill).toBeVisible();

    // The arrow keys follow the list the photo was opened from (the tabs keep them while focused).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(secondHref ?? /\/photo\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(`/photo/${photoid}`);
  });

  test('an admin toggles a flag and sees "Photo updated"', async ({ page, baseURL }) => {
    await signInThroughApi(page, baseURL ?? '', DEMO.admin);
    const search = await page.request.get('/api/photos/search?limit=1&sort=newest');
    const [first] = ((await search.json()) as { items: { photoid: number }[] }).items;
    await page.goto(`/photo/${first?.photoid}`);
    await page.getByRole('tab', { name: 'Admin' }).click();
    await expect(page.getByRole('heading', { name: 'Sales overview' })).toBeVisible();
    const flag = page.getByRole('checkbox', { name: 'Information missing' });
    const before = (await flag.getAttribute('aria-checked')) === 'true';
    await flag.click();
    await expect(page.getByText('Photo updated')).toBeVisible();
    await expect(page.getByText('Changes saved successfully')).toBeVisible();
    await expect(flag).toHaveAttribute('aria-checked', String(!before));
    const saved = await page.request.get(`/api/admin/photos/${first?.photoid}`);
    expect(((await saved.json()) as { flags: { info_missing: boolean } }).flags.info_missing).toBe(!before);
    // Put it back, so reruns start from the same state.
    await flag.click();
    await expect(flag).toHaveAttribute('aria-checked', String(before));
  });

  test.describe('an unknown photo', () => {
    // The page asks for the photo and the API answers 404, which Chromium logs.
    test.use({ allowedConsoleErrors: [{ text: /status of 404/, url: /\/api\/photos\/99999999$/ }] });
    test('says "Photo Not Found"', async ({ page, baseURL }) => {
      await signInThroughApi(page, baseURL ?? '', DEMO.buyer);
      await page.goto('/photo/99999999');
      await expect(page.getByText('Photo Not Found')).toBeVisible();
    });
  });

  test('a guest opening a photo is sent to sign in and back', async ({ page }) => {
    await page.goto('/photo/1');
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByText('Authentication Required')).toBeVisible();
  });
});
