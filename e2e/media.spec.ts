import { expect, test } from './fixtures';
import { waitForAllBackgrounds } from './helpers/media';

test.describe('generated images', () => {
  test('the home page shows its background and all 11 studio logos, none broken', async ({ page }) => {
    test.setTimeout(150_000);
    // The hero shows only backgrounds already drawn (issue 22); a first start draws all 50 first.
    await waitForAllBackgrounds(page);
    await page.goto('/');
    const strip = page.getByText('Trusted by leading studios');
    await strip.scrollIntoViewIfNeeded();
    // Images render on first request: wait for the background and the logos in view to load.
    const state = () =>
      page.evaluate(() => {
        const images = [...document.images];
        const loaded = (prefix: string) =>
          images.filter((image) => image.getAttribute('src')?.startsWith(prefix) && image.naturalWidth > 0);
        return {
          background: loaded('/media/backgrounds/').length,
          logos: new Set(loaded('/media/logos/').map((image) => image.getAttribute('src'))).size,
          broken: images
            .filter((image) => image.complete && image.naturalWidth === 0)
            .map((image) => image.src),
          logoSources: new Set(
            images
              .map((image) => image.getAttribute('src'))
              .filter((src) => src?.startsWith('/media/logos/')),
          ).size,
        };
      });
    await expect.poll(async () => (await state()).background, { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await state()).logos, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    const final = await state();
    expect(final.broken).toEqual([]);
    expect(final.logoSources).toBe(11);
  });

  test('a demo photo has a thumbnail and a watermarked preview', async ({ request }) => {
    // Only keys a photo of the catalogue uses are drawn: take one from the API.
    const popular = await request.get('/api/popular/photos?limit=1');
    const [photo] = ((await popular.json()) as { items: { thumbnail_url: string }[] }).items;
    const key = /^\/media\/p\/([^/]+)\//.exec(photo?.thumbnail_url ?? '')?.[1];
    expect(key, 'a demo photo has an image key').toBeTruthy();
    const thumb = await request.get(`/media/p/${key}/thumb.webp`);
    expect(thumb.status()).toBe(200);
    expect(thumb.headers()['content-type']).toBe('image/webp');
    expect(thumb.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const preview = await request.get(`/media/p/${key}/preview.jpg`);
    expect(preview.headers()['content-type']).toBe('image/jpeg');
    expect((await preview.body()).length).toBeGreaterThan((await thumb.body()).length);
    expect((await request.get('/media/p/not-a-key/thumb.webp')).status()).toBe(404);
  });
});
