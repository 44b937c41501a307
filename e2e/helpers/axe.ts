import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits for the page's finite animations and transitions to end (at most 2 s): a toast fading in
 * is measured by axe at its half-way opacity and fails contrast it meets once shown.
 */
async function animationsSettled(page: Page): Promise<void> {
  // A toast starts fading in only once it is mounted: wait until every toast is fully shown.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-sonner-toast]')].every(
          (toast) => getComputedStyle(toast).opacity === '1',
        ),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/** Whether any of these elements is in a toast, or has gone since axe looked at it. */
async function inToast(page: Page, targets: string[]): Promise<boolean> {
  return page.evaluate(
    (selectors) =>
      selectors.some((selector) => {
        let element: Element | null;
        try {
          element = document.querySelector(selector);
        } catch {
          return false; // a selector into a frame or shadow root: not a toast
        }
        return element === null || element.closest('[data-sonner-toast]') !== null;
      }),
    targets,
  );
}

async function analyze(page: Page) {
  await animationsSettled(page);
  return new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
}

/**
 * Serious and critical axe findings (WCAG 2.1 A and AA) on the page as it is now, one line each.
 * A toast fading in or out while axe measures it (its time may run out mid-check) reads as low
 * contrast: when a contrast finding is in a toast, the page is measured once more after its
 * animations end, so a toast that fails contrast when fully shown still fails.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  let results = await analyze(page);
  const contrastTargets = results.violations
    .filter((violation) => violation.id === 'color-contrast')
    .flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
  if (contrastTargets.length > 0 && (await inToast(page, contrastTargets))) results = await analyze(page);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
