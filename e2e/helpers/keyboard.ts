import { expect, type Locator, type Page } from '@playwright/test';

/** What has focus, in words for a failing assertion. */
export async function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) return 'body';
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
    return `${active.tagName.toLowerCase()} "${name}"`;
  });
}

/** Fails when focus has fallen to <body> (or nowhere): a keyboard user would start over at the top. */
export async function expectFocusNotLost(page: Page): Promise<void> {
  expect(await focusedElement(page), 'focus fell to <body>').not.toBe('body');
}

/** Tab when `target` comes after the focused element in the page, Shift+Tab when before. */
async function keyToward(target: Locator): Promise<string> {
  const before = await target.evaluate((element) => {
    const active = document.activeElement;
    if (active === null || active === document.body) return false;
    return Boolean(element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  return before ? 'Shift+Tab' : 'Tab';
}

/**
 * Presses `key` (Tab, or Shift+Tab; by default whichever goes toward `target`, so focus never
 * wraps round the page through the browser's own controls) until `target` has focus, checking
 * after each press that focus is somewhere; fails after `max` presses. Answers how many it took.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, key }: { max?: number; key?: string } = {},
): Promise<number> {
  key ??= await keyToward(target);
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(key);
    await expectFocusNotLost(page);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      return presses;
    }
  }
  throw new Error(
    `${max} presses of ${key} did not reach the target; focus is on ${await focusedElement(page)}`,
  );
}

/** Tab and Shift+Tab `presses` times each: focus never leaves `container` (an open modal dialog). */
export async function expectFocusTrappedIn(page: Page, container: Locator, presses = 12): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 1; press <= presses; press += 1) {
      await page.keyboard.press(key);
      const inside = await container.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `${key} #${press} left the dialog for ${await focusedElement(page)}`).toBe(true);
    }
  }
}

/** Whether the focused element draws a ring: an outline or a box-shadow that is not none. */
export async function focusRingOf(page: Page): Promise<{ element: string; ring: string }> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { element: 'body', ring: 'none' };
    const style = getComputedStyle(active);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = outline
      ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
      : style.boxShadow !== 'none'
        ? `box-shadow ${style.boxShadow}`
        : 'none';
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
    return { element: `${active.tagName.toLowerCase()} "${name}"`, ring };
  });
}

/** Presses a key and checks focus lands on `target` (waiting for what the key started). */
export async function pressAndExpectFocus(page: Page, key: string, target: Locator): Promise<void> {
  await page.keyboard.press(key);
  await expect(target).toBeFocused();
}
