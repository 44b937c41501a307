import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';
import { seriousViolations } from './helpers/axe';

/**
 * Issue 28 end to end, with the real tracker and the real server: a buyer clicks a tag pill,
 * views three photos and searches for a word the catalogue does not know; after the aggregator
 * runs, the tag's count and the photos' clicks have moved, the admin tab's processing queue is
 * empty, and the admin's search insights list the word among the terms that found nothing.
 */

/** A browser's user agent: headless Chromium names itself, and robots' events are not kept. */
const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test.use({ userAgent: BROWSER_AGENT });

interface PhotoAnswer {
  photo: { id: string; photoid: number; title: string | null; tags: string[] | null };
  tag_clicks: { tag: string; clicks: number }[];
}

interface AdminAnswer {
  analytics: { total_clicks: number; queued_clicks: number };
}

async function photoOf(request: APIRequestContext, photoid: number): Promise<PhotoAnswer> {
  const answer = await request.get(`/api/photos/${photoid}`);
  expect(answer.status(), `photo ${photoid}`).toBe(200);
  return (await answer.json()) as PhotoAnswer;
}

async function clicksOf(request: APIRequestContext, photoid: number): Promise<AdminAnswer['analytics']> {
  const answer = await request.get(`/api/admin/photos/${photoid}`);
  expect(answer.status(), `admin view of ${photoid}`).toBe(200);
  return ((await answer.json()) as AdminAnswer).analytics;
}

/** A tag pill's accessible name: the tag, then its count when it has one. */
function tagName(tag: string): RegExp {
  return new RegExp(`^${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`, 'i');
}

function tagCount(answer: PhotoAnswer, tag: string): number {
  return answer.tag_clicks.find((entry) => entry.tag.toLowerCase() === tag.toLowerCase())?.clicks ?? 0;
}

test.describe('click and search analytics', () => {
  test('a buyer’s clicks and searches move the counts, and the admin sees what found nothing', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.slow();
    const base = baseURL ?? '';
    const term = `zqxw${Date.now().toString(36)}`;

    // The admin, in a headless browser that says so: the server keeps no robot's events, so the
    // admin's own visits leave the counts as the buyer left them.
    const adminContext = await browser.newContext({ baseURL: base });
    const admin = await adminContext.newPage();
    await signInThroughApi(admin, base, DEMO.admin);

    await signInThroughApi(page, base, DEMO.buyer);
    const found = (await (await page.request.get('/api/photos/search?q=kitchen&limit=3')).json()) as {
      items: { photoid: number }[];
    };
    const photoids = found.items.map((item) => item.photoid);
    expect(photoids).toHaveLength(3);
    const first = await photoOf(page.request, photoids[0] as number);
    const tag = first.photo.tags?.[0] ?? '';
    expect(tag, 'the first photo has a tag').not.toBe('');
    const tagBefore = tagCount(first, tag);
    const before = await Promise.all(photoids.map((photoid) => clicksOf(admin.request, photoid)));

    // The buyer: a tag pill, three photos, a search that finds nothing.
    // Each photo is looked at for longer than the view's debounce (1 s), as a person does: its view
    // is sent then, and seen answered.
    const uuids = await Promise.all(
      photoids.map(async (photoid) => (await photoOf(page.request, photoid)).photo.id),
    );
    const viewSent = (uuid: string) =>
      page.waitForResponse(
        (answer) =>
          answer.url().endsWith('/api/track-events') && (answer.request().postData() ?? '').includes(uuid),
      );
    let viewed = viewSent(uuids[0] as string);
    await page.goto(`/photo/${photoids[0]}`);
    expect((await viewed).status()).toBe(202);
    const tags = page.getByRole('region', { name: /^Tags/ });
    const pill = tags.getByRole('link', { name: tagName(tag) });
    const tagClick = page.waitForResponse(
      (answer) =>
        answer.url().endsWith('/api/track-events') &&
        (answer.request().postData() ?? '').includes('tag_click'),
    );
    await pill.click();
    await expect(page).not.toHaveURL(/\/photo\//);
    expect((await tagClick).status()).toBe(202);
    for (const [i, photoid] of photoids.slice(1).entries()) {
      viewed = viewSent(uuids[i + 1] as string);
      await page.goto(`/photo/${photoid}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect((await viewed).status()).toBe(202);
    }
    await page.goto('/search');
    const searchReported = page.waitForResponse((answer) => answer.url().endsWith('/api/track-search'));
    await page.getByRole('searchbox', { name: 'Search photos' }).fill(term);
    await page.getByRole('searchbox', { name: 'Search photos' }).press('Enter');
    await expect(page.getByText('No photos found')).toBeVisible();
    expect((await searchReported).status()).toBe(202);

    // The events reach the database (the server writes its buffer every 5 s).
    for (const [i, photoid] of photoids.entries()) {
      await expect
        .poll(
          async () => {
            const now = await clicksOf(admin.request, photoid);
            return now.total_clicks + now.queued_clicks;
          },
          { message: `photo ${photoid}'s clicks`, timeout: 30_000 },
        )
        .toBeGreaterThan((before[i]?.total_clicks ?? 0) + (before[i]?.queued_clicks ?? 0));
    }

    // The aggregator folds them in (it also runs every minute on its own).
    const folded = await admin.request.post('/api/admin/analytics/aggregate', { headers: { origin: base } });
    expect(folded.status()).toBe(200);
    for (const [i, photoid] of photoids.entries()) {
      const now = await clicksOf(admin.request, photoid);
      expect(now.total_clicks, `photo ${photoid}'s processed clicks`).toBeGreaterThan(
        before[i]?.total_clicks ?? 0,
      );
      expect(now.queued_clicks).toBe(0);
    }
    expect(tagCount(await photoOf(admin.request, photoids[0] as number), tag)).toBeGreaterThanOrEqual(
      tagBefore + 1,
    );

    // The admin's view of the first photo: the tag's new count, and an empty processing queue.
    await admin.goto(`/photo/${photoids[0]}`);
    await expect(
      admin.getByRole('region', { name: /^Tags/ }).getByRole('link', { name: tagName(tag) }),
    ).toContainText((tagBefore + 1).toLocaleString('en-US'));
    await admin.getByRole('tab', { name: 'Admin' }).click();
    const queue = admin.locator('dt', { hasText: 'Processing queue' }).locator('xpath=following-sibling::dd');
    await expect(queue).toHaveText('0');

    // Search insights list the word among the terms that found nothing.
    for (const width of [1280, 375]) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.goto('/admin/search-analytics');
      await expect(admin.getByRole('heading', { level: 1, name: 'Search insights' })).toBeVisible();
      const zeroTerms = admin.getByRole('table', { name: 'Zero-result terms' });
      await expect(zeroTerms.getByRole('rowheader', { name: term })).toBeVisible();
      expect(await seriousViolations(admin), `axe at ${width} px`).toEqual([]);
    }
    await adminContext.close();
  });
});
