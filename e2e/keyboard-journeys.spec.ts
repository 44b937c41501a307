import type { Locator, Page } from '@playwright/test';
import { REFUND_MESSAGES } from '../src/core/admin-orders';
import type { OrderDetail } from '../src/core/checkout';
import { expect, test } from './fixtures';
import { createAccount, DEMO, signInThroughApi, uniqueEmail } from './helpers/auth';
import { seriousViolations } from './helpers/axe';
import { buyerWithCart, payThroughApi } from './helpers/checkout';
import { pressAndExpectFocus, tabTo } from './helpers/keyboard';

/**
 * Issue 23: the main journeys with the keyboard alone — no click — and focus never on <body>:
 * after every key the test checks where focus is, as a screen-reader user would hear it.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };
/** A page's first visit on a busy machine (its script still on its way). */
const PAGE_LOAD_MS = 20_000;

/** The layout's polite region that says the new page's title. */
async function expectPageAnnounced(page: Page, title: string | RegExp): Promise<void> {
  const region = page.locator('[role="status"][aria-live="polite"][aria-atomic="true"]');
  await expect(region).toHaveText(title);
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

async function newestPhoto(page: Page): Promise<{ id: string; photoid: number; title: string | null }> {
  const answer = await page.request.get('/api/photos/search?sort=newest&limit=1');
  const photo = ((await answer.json()) as { items: { id: string; photoid: number; title: string | null }[] })
    .items[0];
  if (!photo) throw new Error('the demo catalogue is empty');
  return photo;
}

test.describe('keyboard journeys (issue 23)', () => {
  test.describe('signing in', () => {
    // The wrong password on purpose.
    test.use({ allowedConsoleErrors: [{ text: /status of 401/, url: /\/api\/auth\/sign-in\/email$/ }] });

    test('signs in with the human check and lands on the photo page, its heading focused', async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(DESKTOP);
      const photo = await newestPhoto(page);
      // Signed out, the photo page sends the visitor to sign in (the first load: focus stays put).
      await page.goto(`/photo/${photo.photoid}`);
      const email = page.getByLabel('Email');
      await expect(email).toBeVisible({ timeout: PAGE_LOAD_MS });

      await tabTo(page, email, { max: 40, key: 'Tab' });
      await page.keyboard.type(DEMO.buyer.email);
      await tabTo(page, page.getByRole('button', { name: 'Use password instead' }), { max: 40, key: 'Tab' });
      // The password field shows above the toggle: focus goes into it.
      await pressAndExpectFocus(page, 'Enter', page.getByLabel('Password'));
      await page.keyboard.type('not-the-password');

      // Without the human check: the check says so, and takes focus.
      const check = page.getByRole('button', { name: 'Verify you are human' });
      await tabTo(page, page.getByRole('button', { name: 'Sign in', exact: true }), { max: 40, key: 'Tab' });
      await pressAndExpectFocus(page, 'Enter', check);
      await expect(check).toHaveAttribute('aria-invalid', 'true');
      await expect(
        page.getByText('Verification required. Please complete the human verification.'),
      ).toBeVisible();
      await expectAxeClean(page);

      // Verifying keeps focus on the check, now "Verified", and says so.
      await page.keyboard.press('Space');
      const verified = page.getByRole('button', { name: 'Verified' });
      await expect(verified).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: 'Verified as human' })).toHaveCount(1);

      // A refused password: the field is marked, described by the message, and focused.
      await tabTo(page, page.getByRole('button', { name: 'Sign in', exact: true }), { max: 40, key: 'Tab' });
      const password = page.getByLabel('Password');
      await pressAndExpectFocus(page, 'Enter', password);
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
      const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
      expect(describedBy).toBe(await page.getByRole('alert').getAttribute('id'));
      await expectAxeClean(page);

      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(DEMO.buyer.password);
      await tabTo(page, page.getByRole('button', { name: 'Verify you are human' }), { max: 40, key: 'Tab' });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Verified' })).toBeFocused();
      await tabTo(page, page.getByRole('button', { name: 'Sign in', exact: true }), { max: 40, key: 'Tab' });
      await page.keyboard.press('Enter');

      // The photo page: focus on its heading, its title announced.
      // Password hashing and the session take a moment on a busy machine.
      await expect(page).toHaveURL(new RegExp(`/photo/${photo.photoid}$`), { timeout: PAGE_LOAD_MS });
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeFocused();
      await expectPageAnnounced(page, /· Backdrop$/);
    });
  });

  test('saves a photo to a first wishlist, making its company and project, all by keyboard', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize(DESKTOP);
    await createAccount(page.request, baseURL ?? '', { email: uniqueEmail('keys'), firstName: 'Kit' });
    const photo = await newestPhoto(page);
    await page.goto(`/photo/${photo.photoid}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The licence: a radio group, changed with the arrow keys.
    const background = page.getByRole('radio', { name: /Background dressing/ });
    await tabTo(page, background, { max: 60, key: 'Tab' });
    await pressAndExpectFocus(page, 'ArrowDown', page.getByRole('radio', { name: /Hero usage/ }));
    await expect(page.getByRole('radio', { name: /Hero usage/ })).toBeChecked();

    const addToWishlist = page.getByRole('button', { name: 'Add to wishlist' });
    await tabTo(page, addToWishlist, { max: 40, key: 'Tab' });
    await page.keyboard.press('Enter');
    const choose = page.getByRole('dialog', { name: 'Add to wishlist' });
    await expect(choose.getByText('No wishlists yet. Create your first one!')).toBeVisible();
    // Escape hands focus back to the button that opened the dialog.
    await pressAndExpectFocus(page, 'Escape', addToWishlist);
    await expect(choose).toHaveCount(0);

    await page.keyboard.press('Enter');
    await tabTo(page, choose.getByRole('button', { name: 'Create new wishlist' }), { max: 5, key: 'Tab' });
    const create = page.getByRole('dialog', { name: 'Create wishlist' });
    await pressAndExpectFocus(page, 'Enter', create.getByLabel('Name', { exact: true }));
    await page.keyboard.type('Night market stalls');
    await tabTo(page, create.getByRole('button', { name: 'Create Your First Project' }), {
      max: 5,
      key: 'Tab',
    });

    // Each step focuses its first field: a new account has no company, so its name.
    const project = page.getByRole('dialog', { name: 'Create Project for Wishlist' });
    await pressAndExpectFocus(page, 'Enter', project.getByLabel('Company name'));
    await page.keyboard.type('Lantern Films');
    const saveCompany = project.getByRole('button', { name: 'Save Company' });
    await tabTo(page, saveCompany, { max: 3, key: 'Tab' });
    await page.keyboard.press('Enter');
    // Busy, then saved: it keeps focus; back in the list, focus goes to the list.
    await expect(project.getByText('Saved!')).toBeVisible();
    const companyList = project.getByRole('combobox', { name: 'Company' });
    await expect(companyList).toHaveText('Lantern Films');
    await expect(companyList).toBeFocused();
    await expectAxeClean(page);

    await tabTo(page, project.getByRole('button', { name: 'Next' }), { max: 4, key: 'Tab' });
    await pressAndExpectFocus(page, 'Enter', project.getByLabel('Project name'));
    await page.keyboard.type('Night Market');
    await tabTo(page, project.getByRole('button', { name: 'Create Project' }), { max: 4, key: 'Tab' });
    // Back on the wishlist form, with what was typed: focus on its first field again.
    await pressAndExpectFocus(page, 'Enter', create.getByLabel('Name', { exact: true }));
    await expect(create.getByLabel('Name', { exact: true })).toHaveValue('Night market stalls');
    await expect(create.getByRole('combobox', { name: 'Project' })).toHaveText(
      'Night Market · Lantern Films',
    );

    await tabTo(page, create.getByRole('button', { name: 'Create Wishlist' }), { max: 8, key: 'Tab' });
    await page.keyboard.press('Enter');
    await expect(create).toHaveCount(0);
    // The dialog was opened from code: focus goes back to the photo page's wishlist button.
    await expect(page.getByRole('button', { name: /Add to wishlist|Manage wishlists/ })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Manage wishlists' })).toBeVisible();
  });

  test('changes a licence in the cart and removes lines, focus staying in the list', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize(DESKTOP);
    const cart = await buyerWithCart(page, baseURL ?? '', 3);
    const names = cart.items.map((line) => line.photo.title?.trim() || `Photo #${line.photo.photoid}`);
    const [first = '', second = '', third = ''] = names;
    await page.goto('/cart');
    const licence = page.getByRole('combobox', { name: `Licence for ${first}` });
    await expect(licence).toBeVisible();
    await expectAxeClean(page);

    await tabTo(page, licence, { max: 40, key: 'Tab' });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    // The open list focuses the chosen licence a moment after it shows; a key pressed before that
    // is lost, so each step waits for the option it leaves from and goes to.
    await expect(page.getByRole('option', { name: /^Background dressing/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: /^Hero usage/ })).toBeFocused();
    await page.keyboard.press('Enter');
    // Busy while the cart is read again, yet focused the whole time.
    await expect(licence).toBeFocused();
    await expect(licence).toContainText('Hero usage');
    await expect(licence).not.toHaveAttribute('aria-busy', 'true');
    await expect(licence).toBeFocused();

    // Removing the first line hands focus to the next line's name.
    await tabTo(page, page.getByRole('button', { name: `Remove ${first} from cart` }), {
      max: 10,
      key: 'Tab',
    });
    await pressAndExpectFocus(page, 'Enter', page.getByRole('link', { name: second, exact: true }));
    // Removing the last line of the list hands focus to the list's heading.
    await tabTo(page, page.getByRole('button', { name: `Remove ${third} from cart` }), {
      max: 20,
      key: 'Tab',
    });
    await page.keyboard.press('Enter');
    await expect(page.locator('#cart-lines-heading')).toBeFocused();
    await expect(page.locator('#cart-lines-heading')).toHaveText(/^1 photo/);
    await expectAxeClean(page);
  });

  test('checks out, pays on the test page, and reads the order, each page focused at its heading', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize(DESKTOP);
    await buyerWithCart(page, baseURL ?? '', 2);
    await page.goto('/cart');
    const proceed = page.getByRole('link', { name: 'Proceed to checkout' });
    await expect(proceed).toBeVisible();
    await tabTo(page, proceed, { max: 40, key: 'Tab' });

    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();
    await expectPageAnnounced(page, 'Checkout · Backdrop');

    await tabTo(page, page.getByLabel('Billing name'), { max: 40, key: 'Tab' });
    await page.keyboard.type('Harbour Pictures Ltd');
    await tabTo(page, page.getByLabel('Billing address'), { max: 3, key: 'Tab' });
    await page.keyboard.type('1 Quay Street');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Bristol BS1 4DJ');
    await tabTo(page, page.getByRole('combobox', { name: 'Billing country' }), { max: 3, key: 'Tab' });
    await page.keyboard.type('United Kingdom');
    await expect(page.getByRole('combobox', { name: 'Billing country' })).toHaveValue('GB');
    const terms = page.getByRole('checkbox', { name: /I accept the/ });
    await tabTo(page, terms, { max: 6, key: 'Tab' });
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    const pay = page.getByRole('button', { name: /^Pay / });
    await tabTo(page, pay, { max: 10, key: 'Tab' });
    await expectAxeClean(page);

    // The test provider's page, then the confirmation, then the order: each heading focused.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/test-payment\/tps_[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Test payment' })).toBeFocused();
    await expectPageAnnounced(page, 'Test payment · Backdrop');
    await expectAxeClean(page);
    await tabTo(page, page.getByRole('button', { name: /^Pay / }), { max: 20, key: 'Tab' });
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/checkout\/success/);
    const confirmation = page.getByRole('heading', { level: 1, name: 'Order confirmation' });
    await expect(confirmation).toBeFocused();
    await expectPageAnnounced(page, 'Order confirmation · Backdrop');
    const viewOrder = page.getByRole('link', { name: 'View your order' });
    await expect(viewOrder).toBeVisible();
    await expectAxeClean(page);
    await tabTo(page, viewOrder, { max: 10, key: 'Tab' });
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    const orderHeading = page.getByRole('heading', { level: 1, name: /^Order BD-\d+$/ });
    await expect(orderHeading).toBeFocused();
    await expectPageAnnounced(page, /^Order BD-\d+ · Backdrop$/);
    await expectAxeClean(page);
  });

  test('an admin refunds a line: Escape and Cancel hand focus back, an empty reason takes it', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const base = baseURL ?? '';
    // A buyer's paid order, made through the API in a context of its own.
    const buyerContext = await browser.newContext({ baseURL: base });
    const buyer = await buyerContext.newPage();
    await buyerWithCart(buyer, base, 2);
    const orderId = await payThroughApi(buyer, base);
    const order = (await (await buyer.request.get(`/api/orders/${orderId}`)).json()) as OrderDetail;
    await buyerContext.close();

    await page.setViewportSize(DESKTOP);
    await signInThroughApi(page, base, DEMO.admin);
    await page.goto(`/admin/orders?q=${order.order_number}`);
    const link = page.getByRole('link', { name: order.order_number });
    await expect(link).toBeVisible();
    await expectAxeClean(page);
    await tabTo(page, link, { max: 60, key: 'Tab' });
    await page.keyboard.press('Enter');

    const heading = page.getByRole('heading', { level: 1, name: `Order ${order.order_number}` });
    await expect(heading).toBeFocused();
    await expectPageAnnounced(page, `Order ${order.order_number} · Backdrop`);

    const lines = page.getByRole('table', { name: 'Order lines' });
    await tabTo(page, lines.getByRole('checkbox').first(), { max: 20, key: 'Tab' });
    await page.keyboard.press('Space');
    const refundSelected = page.getByRole('button', { name: 'Refund selected lines' });
    await tabTo(page, refundSelected, { max: 10, key: 'Tab' });

    const dialog = page.getByRole('dialog', { name: 'Refund the selected lines?' });
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await pressAndExpectFocus(page, 'Enter', reason);
    await pressAndExpectFocus(page, 'Escape', refundSelected);
    await expect(dialog).toHaveCount(0);

    await pressAndExpectFocus(page, 'Enter', reason);
    await tabTo(page, dialog.getByRole('button', { name: 'Cancel' }), { max: 4, key: 'Tab' });
    await pressAndExpectFocus(page, 'Enter', refundSelected);
    await expect(dialog).toHaveCount(0);

    // No reason: focus goes to the reason, which its message describes.
    await pressAndExpectFocus(page, 'Enter', reason);
    const refund = dialog.getByRole('button', { name: /^Refund \$/ });
    await tabTo(page, refund, { max: 4, key: 'Tab' });
    await pressAndExpectFocus(page, 'Enter', reason);
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(REFUND_MESSAGES.reasonRequired)).toBeVisible();
    await expectAxeClean(page);

    await page.keyboard.type('Cut from the episode');
    await tabTo(page, refund, { max: 4, key: 'Tab' });
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Lines' })).toBeFocused();
  });

  test('the skip link and the date fields show rings of at least 3:1', async ({ page, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: PAGE_LOAD_MS });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    // The ring against the dark header it sits on, and against the page when the header is gone.
    expect(await ringContrast(skip, 'header')).toBeGreaterThanOrEqual(3);
    expect(await ringContrast(skip, 'page')).toBeGreaterThanOrEqual(3);

    await signInThroughApi(page, baseURL ?? '', DEMO.admin);
    await page.goto('/admin/orders');
    const from = page.getByLabel('From');
    await expect(from).toBeVisible({ timeout: PAGE_LOAD_MS });
    await tabTo(page, from, { max: 60, key: 'Tab' });
    expect(await ringContrast(from, 'parent')).toBeGreaterThanOrEqual(3);
  });

  for (const [label, size] of [
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const) {
    /** Opens `path`, waits for `ready`, and checks axe finds nothing serious. */
    const visit = async (page: Page, path: string, ready: Locator) => {
      await page.goto(path);
      await expect(ready).toBeVisible({ timeout: PAGE_LOAD_MS });
      expect(await seriousViolations(page), path).toEqual([]);
    };

    test(`the buyer's pages of these journeys are axe clean at ${label} px`, async ({ page, baseURL }) => {
      test.setTimeout(180_000);
      const base = baseURL ?? '';
      await page.setViewportSize(size);
      await visit(page, '/auth?mode=login', page.getByLabel('Email'));
      await buyerWithCart(page, base, 2);
      await visit(page, '/cart', page.getByRole('heading', { level: 1, name: 'Your cart' }));
      await visit(page, '/checkout', page.getByRole('button', { name: /^Pay / }));
      const orderId = await payThroughApi(page, base);
      await visit(
        page,
        `/checkout/success?order=${orderId}`,
        page.getByRole('link', { name: 'View your order' }),
      );
      await visit(page, `/orders/${orderId}`, page.getByRole('heading', { level: 1, name: /^Order BD-/ }));
    });

    test(`the admin's pages of these journeys are axe clean at ${label} px`, async ({ page, baseURL }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(size);
      await signInThroughApi(page, baseURL ?? '', DEMO.admin);
      await visit(page, '/admin/components', page.getByRole('heading', { level: 2, name: 'Focus' }));
      const firstOrder = page.getByRole('link', { name: /^BD-\d+$/ }).first();
      await visit(page, '/admin/orders', firstOrder);
      await visit(
        page,
        (await firstOrder.getAttribute('href')) ?? '',
        page.getByRole('heading', { name: 'Lines' }),
      );
    });
  }
});

/**
 * The contrast between an element's focus ring and what surrounds it: the header's colour, the
 * page's, or the element's parent's. A two-tone ring counts its better-contrasted band.
 */
async function ringContrast(element: Locator, around: 'header' | 'page' | 'parent'): Promise<number> {
  return element.evaluate((node, where) => {
    const parse = (color: string): [number, number, number, number] => {
      const parts = color.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: string, bottom: [number, number, number]): [number, number, number] => {
      const [r, g, b, a] = parse(top);
      return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a)];
    };
    const luminance = ([r, g, b]: [number, number, number]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: [number, number, number], b: [number, number, number]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const pageColour = over(getComputedStyle(document.body).backgroundColor, [255, 255, 255]);
    const opaque = (start: Element | null): [number, number, number] => {
      const chain: string[] = [];
      for (let at = start; at; at = at.parentElement) chain.push(getComputedStyle(at).backgroundColor);
      return chain
        .reverse()
        .reduce<[number, number, number]>((below, colour) => over(colour, below), [255, 255, 255]);
    };
    const background =
      where === 'header'
        ? opaque(document.querySelector('header'))
        : where === 'page'
          ? over(getComputedStyle(document.documentElement).backgroundColor, pageColour)
          : opaque(node.parentElement);
    const style = getComputedStyle(node);
    const outline = over(style.outlineColor, background);
    const shadow = style.boxShadow.match(/rgba?\([^)]*\)/)?.[0];
    // A two-tone ring (a light outline in a dark shadow) shows by its outline against the
    // background, or by its dark band against the background with the light one against it.
    const plain = ratio(outline, background);
    if (!shadow) return plain;
    const band = over(shadow, background);
    return Math.max(plain, Math.min(ratio(band, background), ratio(outline, band)));
  }, around);
}
