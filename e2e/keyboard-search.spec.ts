import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, uniqueEmail } from './helpers/auth';
import { seriousViolations } from './helpers/axe';

/**
 * Issue 23, the search journeys by keyboard alone (no click): after every key the focus is on the
 * control the user expects next, never on <body>, and the Tab presses are counted against the
 * issue's targets — home → first result ≤ 12, photo page top → Add to Cart ≤ 8, past a grid of
 * 97 results ≤ 110.
 */

const LOAD = { timeout: 20_000 };

/** A fresh buyer (empty cart), signed in on the page. */
async function freshBuyer(page: Page, baseURL: string, label: string): Promise<void> {
  await createAccount(page.request, baseURL, { email: uniqueEmail(label), firstName: 'Kit' });
}

/** Fails when the focus has fallen back to the page (<body>) or nowhere. */
async function expectFocusNotLost(page: Page): Promise<void> {
  const lost = await page.evaluate(
    () => document.activeElement === null || document.activeElement === document.body,
  );
  expect(lost, 'focus fell back to <body>').toBe(false);
}

/** One key, then: the focus is not lost, and it is on `expected` (once the app has moved it). */
async function press(page: Page, key: string, expected: Locator, timeout = 5_000): Promise<void> {
  await page.keyboard.press(key);
  await expect(expected).toBeFocused({ timeout });
  await expectFocusNotLost(page);
}

/**
 * Presses Tab until `target` has the focus; every stop on the way must satisfy `onTheWay` (a
 * place the user expects to pass). Returns the number of presses.
 */
async function tabTo(page: Page, target: Locator, max: number, onTheWay: Locator): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    await expectFocusNotLost(page);
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
    const expectedStop = await onTheWay.evaluateAll((elements) =>
      elements.some(
        (element) => element === document.activeElement || element.contains(document.activeElement),
      ),
    );
    const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? '');
    expect(expectedStop, `Tab ${presses} stopped on ${where}`).toBe(true);
  }
  throw new Error(`${max} Tab presses did not reach the target`);
}

/** The index in the list of the grid card that holds the focus (-1: none). */
function focusedCard(page: Page): Promise<number> {
  return page.evaluate(() => {
    const cell = document.activeElement?.closest('[role="gridcell"]');
    return cell ? Number(cell.getAttribute('data-photo-index')) : -1;
  });
}

function results(page: Page): Locator {
  return page.getByRole('grid', { name: 'Search results' });
}

/** A card's photo link: named by its title and number (issue 23: titles repeat). */
function cardLink(grid: Locator, index: number): Locator {
  return grid.locator(`[data-photo-index="${index}"]`).getByRole('link', { name: /#\d+$/ });
}

test.describe('keyboard only at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('home → first search result in ≤ 12 Tabs, then Add to Cart ≤ 8 Tabs from the photo page top, focus on "In Cart"', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await freshBuyer(page, baseURL ?? '', 'keys-home');
    await page.goto('/');
    const searchBox = page.getByRole('searchbox', { name: /search/i }).first();
    await expect(searchBox).toBeVisible();
    // The cart badge's count is the header's last part to arrive: the Tab order is settled then.
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toBeVisible(LOAD);

    // Through the skip link and the header to the hero's search box.
    const header = page.getByRole('banner').or(page.getByRole('link', { name: 'Skip to content' }));
    let tabs = await tabTo(page, searchBox, 12, header);
    await page.keyboard.type('kitchen');
    await expectFocusNotLost(page);
    // A page change: the focus goes to the results page's heading (helper A's route focus).
    await press(
      page,
      'Enter',
      page.getByRole('heading', { level: 1, name: 'Results for "kitchen"' }),
      LOAD.timeout,
    );
    await expect(cardLink(results(page), 0)).toBeVisible(LOAD);
    const skip = page.getByRole('link', { name: 'Skip to results' });
    tabs += await tabTo(page, skip, 1, skip);
    await expect(skip).toBeVisible();
    await press(page, 'Enter', cardLink(results(page), 0));
    test.info().annotations.push({ type: 'Tabs from home to the first result', description: String(tabs) });
    expect(tabs, 'Tab presses from the top of home to the first result').toBeLessThanOrEqual(12);

    // Enter opens the photo; the focus starts at its title.
    const photoHref = (await cardLink(results(page), 0).getAttribute('href')) ?? '';
    await press(page, 'Enter', page.getByRole('heading', { level: 1 }), LOAD.timeout);
    await expect(page).toHaveURL(new RegExp(`${photoHref}$`));
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await expect(addToCart).toBeVisible(LOAD);
    // Title, the facts' links (decade, family), the licence, then Add to Cart.
    const main = page.getByRole('main');
    const toCart = await tabTo(page, addToCart, 8, main);
    test
      .info()
      .annotations.push({ type: 'Tabs from the photo page top to Add to Cart', description: String(toCart) });
    expect(toCart, 'Tab presses from the photo page top to Add to Cart').toBeLessThanOrEqual(8);
    // "Add to Cart" becomes "In Cart", and the focus goes with it (issue 23 finding 4).
    await page.keyboard.press('Enter');
    const inCart = page.getByRole('link', { name: 'In Cart', exact: true });
    await expect(inCart).toBeFocused(LOAD);
    await expectFocusNotLost(page);
  });

  test("a card's Add to Cart hands the focus to its In Cart link", async ({ page, baseURL }) => {
    test.slow();
    const grid = await newestAtSkipLink(page, baseURL ?? '', 'keys-card');
    await press(page, 'Enter', cardLink(grid, 0));
    const card = grid.locator('[data-photo-index="0"]');
    await press(page, 'ArrowRight', cardLink(grid, 1));
    const second = grid.locator('[data-photo-index="1"]');
    // The card's own buttons are the next Tab stops (only this card's: one Tab stop per card).
    await press(page, 'Tab', second.getByRole('button', { name: /^Add .+ #\d+ to cart$/ }));
    await page.keyboard.press('Enter');
    await expect(second.getByRole('link', { name: /^In Cart: .+ #\d+\. Go to your cart$/ })).toBeFocused(
      LOAD,
    );
    await expectFocusNotLost(page);
    // Back to the photo, and to the first card by arrow.
    await press(page, 'ArrowLeft', cardLink(grid, 0));
    await expect(card.getByRole('button', { name: /^Add .+ to cart$/ })).toHaveAttribute('tabindex', '0');
    await expect(second.getByRole('link', { name: /^In Cart: / })).toHaveAttribute('tabindex', '-1');
  });

  test('past a grid of 97 results in ≤ 110 presses: arrows through every card, across pages and unmounted rows', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const grid = await newestAtSkipLink(page, baseURL ?? '', 'keys-grid');
    // Counted from here: the skip link into the grid, through it, and out of it.
    await press(page, 'Enter', cardLink(grid, 0));
    let presses = 1;
    // 96 presses of → visit the 97 cards; the first page holds 75, the rest load on the way, and
    // the rows scrolled far away leave the page while the focused card stays.
    for (let index = 1; index < 97; index++) {
      await page.keyboard.press('ArrowRight');
      presses += 1;
      // The focus is on card `index` (so not on <body>), once the app has moved it: at once, or
      // when the next page has arrived.
      await page.waitForFunction(
        (expected) =>
          document.activeElement?.closest('[role="gridcell"]')?.getAttribute('data-photo-index') ===
          String(expected),
        index,
        { timeout: 15_000 },
      );
    }
    await expect(cardLink(grid, 96)).toBeFocused();
    const inPage = await grid.getByRole('gridcell').count();
    expect(inPage, 'rows far from the screen are not in the page').toBeLessThan(97);
    // Out of the grid: the card's two buttons, then whatever follows the grid.
    const card = grid.locator('[data-photo-index="96"]');
    await press(page, 'Tab', card.getByRole('button', { name: /^Add .+ to cart$/ }));
    await press(page, 'Tab', card.getByRole('button', { name: /^Save .+ to a wishlist$/ }));
    await page.keyboard.press('Tab');
    presses += 3;
    await expectFocusNotLost(page);
    expect(await focusedCard(page), 'the focus has left the grid').toBe(-1);
    test.info().annotations.push({ type: 'presses past 97 results', description: String(presses) });
    expect(presses, 'presses to pass 97 results').toBeLessThanOrEqual(110);
    // Shift+Tab comes back to the card the grid was on, not to its first.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(cardLink(grid, 96)).toBeFocused();
  });
});

for (const size of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`Skip to results lands on the current card, and the grid with a focused card is axe-clean at ${size.width} px`, async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize(size);
    await freshBuyer(page, baseURL ?? '', 'keys-axe');
    await page.goto('/search?q=kitchen');
    const grid = results(page);
    await expect(cardLink(grid, 0)).toBeVisible(LOAD);
    await expect(page.getByRole('heading', { level: 2, name: 'Results' })).toBeAttached();
    // Away from the grid and back by the skip link: it remembers its card.
    const skip = page.getByRole('link', { name: 'Skip to results' });
    await skip.focus();
    await press(page, 'Enter', cardLink(grid, 0));
    await press(page, 'ArrowRight', cardLink(grid, 1));
    await skip.focus();
    await press(page, 'Enter', cardLink(grid, 1));
    expect(await seriousViolations(page)).toEqual([]);
  });
}

/**
 * A new buyer's search page, newest first, with the focus Tabbed to "Skip to results" from the
 * top (at most 12 Tabs); the results grid.
 */
async function newestAtSkipLink(page: Page, baseURL: string, label: string): Promise<Locator> {
  await freshBuyer(page, baseURL, label);
  await page.goto('/search?sort=newest');
  const grid = results(page);
  await expect(cardLink(grid, 0)).toBeVisible(LOAD);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toBeVisible(LOAD);
  const skip = page.getByRole('link', { name: 'Skip to results' });
  await tabTo(
    page,
    skip,
    12,
    page.getByRole('banner').or(page.getByRole('link', { name: 'Skip to content' })),
  );
  return grid;
}
