import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { choose, gridPhotos } from './helpers/catalogue';

async function demoPhoto(request: APIRequestContext) {
  const answer = await request.get('/api/photos/search?q=kitchen&limit=1');
  const [photo] = (
    (await answer.json()) as { items: { user_id: string; decade_taken: string; storefront_name: string }[] }
  ).items;
  if (!photo) throw new Error('the demo catalogue has no kitchen photo');
  return photo;
}

test.describe('browse pages', () => {
  test('/photos: breadcrumb, title, "X of Y photos", random sort, guest banner', async ({ page }) => {
    await page.goto('/photos');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
    await expect(page.getByRole('heading', { level: 1, name: 'All photos' })).toBeVisible();
    await expect(page.getByText(/^[\d,]+ of [\d,]+ photos$/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText(/Random/);
    await expect(page.getByText(/You're viewing 24 of/)).toBeVisible();
    await expect(gridPhotos(page, 'All photos')).toHaveCount(24);
    await choose(page, 'Sort by', 'Oldest');
    await expect(page).toHaveURL(/\/photos\?sort=oldest$/);
  });

  test('/popular has no sort dropdown; /new sorts newest first', async ({ page }) => {
    await page.goto('/popular');
    await expect(page.getByRole('heading', { level: 1, name: 'Popular photos' })).toBeVisible();
    await expect(gridPhotos(page, 'Popular photos').first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveCount(0);
    await page.goto('/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New arrivals' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText(/Newest/);
  });

  test('taxonomy pages carry the spec §2 titles; tag pages sort by relevance', async ({ page, request }) => {
    const photo = await demoPhoto(request);
    await page.goto(`/taxonomy/decade/${photo.decade_taken}`);
    await expect(page.getByRole('heading', { level: 1, name: `${photo.decade_taken} photos` })).toBeVisible();
    await expect(page.getByText(/^[\d,]+ of [\d,]+ photos$/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText(/Random/);
    await expect(page).toHaveTitle(new RegExp(`${photo.decade_taken} photos`));

    await page.goto('/taxonomy/tag/kitchen');
    await expect(page.getByRole('heading', { level: 1, name: 'kitchen photos' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText(/Relevance/);
    await expect(gridPhotos(page, 'kitchen photos').first()).toBeVisible();
  });

  test('a taxonomy link the catalogue refuses goes to /photos with the navigation error', async ({
    page,
  }) => {
    await page.goto('/taxonomy/location/Ohio');
    await expect(page).toHaveURL(/\/photos$/);
    await expect(page.getByText('Navigation Error')).toBeVisible();
    await expect(page.getByText(/^Unable to navigate: /)).toBeVisible();
  });

  test("a creator's storefront shows their name, counts, decades and photos", async ({ page, request }) => {
    const photo = await demoPhoto(request);
    await page.goto(`/user/${photo.user_id}`);
    await expect(page.getByRole('heading', { level: 1, name: /^photos by / })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^About / })).toBeVisible();
    await expect(page.getByText('Member since')).toBeVisible();
    const decade = page.getByRole('link', { name: new RegExp(`^${photo.decade_taken} · `) });
    await expect(decade).toBeVisible();
    await expect(
      gridPhotos(page, (await page.getByRole('heading', { level: 1 }).textContent()) ?? '').first(),
    ).toBeVisible();
    await decade.click();
    await expect(page).toHaveURL(
      new RegExp(`/search\\?creator=${photo.user_id}&decade=${photo.decade_taken}`),
    );
  });

  test('events and collections list their cards, and a collection opens its photos', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    const events = page.getByRole('list', { name: 'Events' }).getByRole('link');
    await expect(events.first()).toBeVisible();
    await expect(events.first()).toContainText(/\d+ photos?/);

    await page.goto('/collections');
    await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
    const first = page.getByRole('list', { name: 'Collections' }).getByRole('link').first();
    const name = ((await first.getByRole('heading').textContent()) ?? '').trim();
    await first.click();
    await expect(page).toHaveURL(/\/collections\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Collections' }),
    ).toBeVisible();
    await expect(gridPhotos(page, name).first()).toBeVisible();
  });
});
