import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';

interface SentEvent {
  event_type: string;
  entity_id: string;
  entity_type: string;
  taxonomy_type: string | null;
  session_id: string;
  metadata?: Record<string, unknown>;
}

/**
 * Issue 28 item 1, the browser's half: what the tracker sends, caught before the server (whose
 * half is tested on its own), so this spec shows the client's behaviour alone.
 */
async function recordTracking(page: Page) {
  const events: (SentEvent & { via: string })[] = [];
  const searches: Record<string, unknown>[] = [];
  const state = { failNext: false, failed: 0 };
  await page.route('**/api/track-events', async (route) => {
    const request: Request = route.request();
    if (state.failNext) {
      state.failNext = false;
      await route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Try again' } } });
      state.failed++;
      return;
    }
    const body = JSON.parse(request.postData() ?? '{}') as { events: SentEvent[] };
    const via = request.headers()['content-type']?.startsWith('text/plain') ? 'beacon' : 'fetch';
    for (const event of body.events) events.push({ ...event, via });
    await route.fulfill({ status: 202, json: { accepted: body.events.length, rejected: 0 } });
  });
  await page.route('**/api/track-search', async (route) => {
    searches.push(JSON.parse(route.request().postData() ?? '{}'));
    await route.fulfill({ status: 202, json: {} });
  });
  return { events, searches, state };
}

test.describe('click and search tracking in the browser', () => {
  // The one refusal this spec provokes on purpose (a retry then a beacon).
  test.use({ allowedConsoleErrors: [{ text: /status of 503/, url: /\/api\/track-events/ }] });

  test('a search, a result opened (sent by beacon when its retry waits and the page is hidden), a tag clicked', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await signInThroughApi(page, baseURL ?? '', DEMO.buyer);
    const sent = await recordTracking(page);
    await page.goto('/search?q=kitchen');
    const grid = page.getByRole('grid', { name: 'Search results' });
    await expect(grid.locator('a').first()).toBeVisible({ timeout: 15_000 });
    // spec §5: tracked once its results stood 400 ms, opened from a link: source "header".
    await expect.poll(() => sent.searches).toHaveLength(1);
    expect(sent.searches[0]).toMatchObject({
      search_term: 'kitchen',
      search_method: 'partial',
      source: 'header',
    });

    // The result's click fails once (503): it waits for its retry, and the page is hidden first,
    // so it goes by beacon, with the term and its position.
    sent.state.failNext = true;
    await grid.locator('a').first().click();
    // Asked often: the retry comes 1 s after the failure, and the page must be hidden before it.
    await expect.poll(() => sent.state.failed, { intervals: [20] }).toBe(1);
    await page.waitForTimeout(100);
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await expect
      .poll(() => sent.events.find((event) => event.event_type === 'search_result_click'))
      .toMatchObject({
        via: 'beacon',
        entity_type: 'photo',
        metadata: { search_term: 'kitchen', position: 1 },
      });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    // The photo view, after its 1000 ms debounce.
    await expect.poll(() => sent.events.map((event) => event.event_type)).toContain('photo_view');

    // A tag's click goes at once.
    const tags = page.getByRole('list', { name: 'Tags' }).getByRole('link');
    const tag = (await tags.first().locator('span').first().textContent()) ?? '';
    await tags.first().click();
    await expect
      .poll(() => sent.events.find((event) => event.event_type === 'tag_click'))
      .toMatchObject({ entity_id: tag, entity_type: 'taxonomy', taxonomy_type: 'tag', via: 'fetch' });
    // One session for everything, and nothing sent twice (the cancelled retry stayed cancelled).
    await page.waitForTimeout(1500);
    expect(new Set(sent.events.map((event) => event.session_id)).size).toBe(1);
    expect(sent.events.filter((event) => event.event_type === 'search_result_click')).toHaveLength(1);
  });
});
