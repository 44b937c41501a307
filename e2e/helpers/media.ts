import { expect, type Page } from '@playwright/test';

/**
 * Waits until the server has drawn all the home backgrounds: a first start draws them before
 * anything else, and until then the hero shows only those drawn (issue 22). Slow on a busy
 * machine, so the caller's test needs a longer timeout.
 */
export async function waitForAllBackgrounds(page: Page): Promise<void> {
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/background-images')).json()) as { complete: boolean }).complete,
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(true);
}
