import type { APIRequestContext, Page } from '@playwright/test';
import type { CartAnswer } from '../src/core/cart';
import type { WishlistSummary } from '../src/core/collecting';
import { expect, test } from './fixtures';
import { createAccount, uniqueEmail } from './helpers/auth';

/**
 * Issue 12: wishlists, from a buyer's first one (made with its company and project on the way)
 * to a read-only link for someone without an account. Texts are spec §2 Dialogs, §5 and §8.
 */

interface SearchPhoto {
  id: string;
  photoid: number;
  title: string | null;
}

/** The newest photos of the catalogue, as the signed-in buyer's search answers them. */
async function newestPhotos(request: APIRequestContext, count: number): Promise<SearchPhoto[]> {
  const answer = await request.get(`/api/photos/search?limit=${count}&sort=newest`);
  expect(answer.status(), 'GET /api/photos/search').toBe(200);
  const { items } = (await answer.json()) as { items: SearchPhoto[] };
  expect(items.length).toBeGreaterThanOrEqual(count);
  return items.slice(0, count);
}

/**
 * A company, a project and a wishlist holding `photos`, made through the API: for tests about
 * what comes after (the first test makes them on screen). Writes carry our Origin (the API's
 * cross-site guard).
 */
async function wishlistWith(
  request: APIRequestContext,
  baseURL: string,
  name: string,
  photos: readonly SearchPhoto[],
): Promise<string> {
  const headers = { origin: baseURL };
  const company = await request.post('/api/companies', { headers, data: { name: 'Harbour Pictures' } });
  expect(company.status(), 'POST /api/companies').toBe(201);
  const project = await request.post('/api/projects', {
    headers,
    data: { name: 'Tide Line', company: 'Harbour Pictures' },
  });
  expect(project.status(), 'POST /api/projects').toBe(201);
  const projectId = ((await project.json()) as { project: { id: string } }).project.id;
  const [first, ...rest] = photos;
  const created = await request.post('/api/wishlists', {
    headers,
    data: { name, project_id: projectId, ...(first ? { photo_id: first.id } : {}) },
  });
  expect(created.status(), 'POST /api/wishlists').toBe(201);
  const id = ((await created.json()) as { wishlist: { id: string } }).wishlist.id;
  for (const photo of rest) {
    const added = await request.post(`/api/wishlists/${id}/items`, { headers, data: { photo_id: photo.id } });
    expect(added.status(), 'POST /api/wishlists/:id/items').toBe(201);
  }
  return id;
}

async function wishlists(request: APIRequestContext): Promise<WishlistSummary[]> {
  return ((await (await request.get('/api/wishlists')).json()) as { items: WishlistSummary[] }).items;
}

async function cartCount(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/cart')).json()) as CartAnswer).summary.item_count;
}

/** A toast's title and description, both shown (sonner lists toasts bottom-right). */
async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toasts = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  const toast = description ? toasts.filter({ hasText: description }) : toasts.filter({ hasText: title });
  await expect(toast.getByText(title, { exact: true }).first()).toBeVisible();
  if (description) await expect(toast.getByText(description, { exact: true }).first()).toBeVisible();
}

test.describe('wishlists', () => {
  test('a buyer saves a photo to a first wishlist, making its company and project on the way', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await createAccount(page.request, baseURL ?? '', { email: uniqueEmail('wish'), firstName: 'Wren' });

    await page.goto('/search?sort=newest');
    const cards = page.getByRole('grid', { name: 'Search results' }).getByRole('gridcell');
    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/photo\/\d+$/);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();

    const choose = page.getByRole('dialog', { name: 'Add to wishlist' });
    await expect(choose.getByText('No wishlists yet. Create your first one!')).toBeVisible();
    await choose.getByRole('button', { name: 'Create new wishlist' }).click();

    // No project yet: the form offers to make one, and cannot create the wishlist without it.
    const create = page.getByRole('dialog', { name: 'Create wishlist' });
    await expect(create.getByText('No Projects Found')).toBeVisible();
    await expect(create.getByRole('button', { name: 'Create Wishlist' })).toBeDisabled();
    await create.getByRole('button', { name: 'Create Your First Project' }).click();

    const project = page.getByRole('dialog', { name: 'Create Project for Wishlist' });
    await expect(project.getByRole('heading', { name: 'Create Project for Wishlist' })).toBeVisible();
    // A new account has no companies: the picker starts in its input mode (spec §4).
    const newCompany = project.getByRole('group', { name: 'Add New Company' });
    const companyName = newCompany.getByLabel('Company name');
    const saveCompany = newCompany.getByRole('button', { name: 'Save Company' });
    // spec §5 company name rules, under the field once "Save Company" is tried.
    await saveCompany.click();
    await expect(newCompany.getByText('Company name is required')).toBeVisible();
    await companyName.fill('A');
    await expect(newCompany.getByText('Company name must be at least 2 characters long')).toBeVisible();
    await companyName.fill('<b>');
    await expect(newCompany.getByText('Company name contains invalid characters')).toBeVisible();
    await companyName.fill('L'.repeat(101));
    await expect(newCompany.getByText('Company name must be less than 100 characters')).toBeVisible();
    await saveCompany.click();
    await expect(newCompany.getByText('Company name must be less than 100 characters')).toBeVisible();
    expect(((await (await page.request.get('/api/companies')).json()) as { items: unknown[] }).items).toEqual(
      [],
    );

    await companyName.fill('Lantern   Films ');
    await saveCompany.click();
    await expect(newCompany.getByText('Saved!')).toBeVisible();
    await expectToast(page, 'Company created', 'Created new company "Lantern Films"');
    // After a second the picker lists the companies, the new one chosen.
    await expect(project.getByRole('combobox', { name: 'Company' })).toHaveText('Lantern Films');
    await project.getByRole('button', { name: 'Next' }).click();

    // Step 2, the project's name: spec §5 generic name rules.
    const projectName = project.getByLabel('Project name');
    const createProject = project.getByRole('button', { name: 'Create Project' });
    await expect(project.getByText('Company: Lantern Films')).toBeVisible();
    await expect(createProject).toBeDisabled();
    await projectName.fill('A');
    await projectName.blur();
    await expect(project.getByText('Name must be at least 2 characters long')).toBeVisible();
    await projectName.fill('');
    await expect(project.getByText('Name is required')).toBeVisible();
    await expect(createProject).toBeDisabled();
    await projectName.fill('Night "Market"');
    await expect(project.getByText('Name contains invalid characters')).toBeVisible();
    await projectName.fill('Night <Market>');
    await expect(project.getByText('Name contains invalid characters')).toBeVisible();
    await projectName.fill('N'.repeat(101));
    await expect(project.getByText('Name must be less than 100 characters')).toBeVisible();
    await createProject.click();
    await expect(project.getByText('Name must be less than 100 characters')).toBeVisible();
    await projectName.fill('Night Market');
    await createProject.click();
    await expectToast(page, 'Success', 'Project created successfully');

    // Back on the wishlist form, the new project chosen (spec §4).
    await expect(create.getByRole('combobox', { name: 'Project' })).toHaveText(
      'Night Market · Lantern Films',
    );
    const wishlistName = create.getByLabel('Name', { exact: true });
    const createWishlist = create.getByRole('button', { name: 'Create Wishlist' });
    await expect(createWishlist).toBeDisabled();
    await wishlistName.fill('A');
    await wishlistName.blur();
    await expect(create.getByText('Name must be at least 2 characters long')).toBeVisible();
    await wishlistName.fill('');
    await expect(create.getByText('Name is required')).toBeVisible();
    await expect(createWishlist).toBeDisabled();
    await wishlistName.fill("Director's picks");
    await expect(create.getByText('Name contains invalid characters')).toBeVisible();
    await wishlistName.fill('W'.repeat(101));
    await expect(create.getByText('Name must be less than 100 characters')).toBeVisible();
    await wishlistName.fill('Night market stalls');
    await expect(create.getByText(/^Name /)).toHaveCount(0);
    await createWishlist.click();
    await expectToast(page, 'Wishlist created', 'New wishlist created and photo added successfully');
    await expect(create).toHaveCount(0);

    // The photo page now says so, and the dialog shows the wishlist as "Added", not clickable.
    const manage = page.getByRole('button', { name: 'Manage wishlists' });
    await expect(manage).toBeVisible();
    await manage.click();
    const saved = page
      .getByRole('dialog', { name: 'Add to wishlist' })
      .getByRole('list', { name: 'Your wishlists' })
      .getByRole('button', { name: /Night market stalls/ });
    await expect(saved).toContainText('Added');
    await expect(saved).toContainText('Night Market · 1 photo');
    await expect(saved).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const [only, ...others] = await wishlists(page.request);
    expect(others).toEqual([]);
    expect(only).toMatchObject({
      name: 'Night market stalls',
      project_name: 'Night Market',
      company: 'Lantern Films',
      item_count: 1,
    });
  });

  test('the heart on a grid card adds another photo to the same wishlist', async ({ page, baseURL }) => {
    await createAccount(page.request, baseURL ?? '', { email: uniqueEmail('wish'), firstName: 'Sol' });
    const [first, second] = await newestPhotos(page.request, 2);
    if (!first || !second) throw new Error('the demo catalogue has fewer than 2 photos');
    const id = await wishlistWith(page.request, baseURL ?? '', 'Harbour at dusk', [first]);

    await page.goto('/search?sort=newest');
    const results = page.getByRole('grid', { name: 'Search results' });
    const cardOf = (photo: SearchPhoto) =>
      results.getByRole('gridcell').filter({ has: page.locator(`a[href="/photo/${photo.photoid}"]`) });
    // The first photo is in the wishlist already: its heart says so (one batch check).
    const firstCard = cardOf(first);
    await firstCard.hover();
    await expect(
      firstCard.getByRole('button', { name: /is in a wishlist\. Manage wishlists$/ }),
    ).toBeVisible();

    const card = cardOf(second);
    await card.hover();
    await card.getByRole('button', { name: /^Save .+ to a wishlist$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to wishlist' });
    await dialog.getByRole('button', { name: /Harbour at dusk/ }).click();
    await expectToast(page, 'Added to wishlist', 'Photo added to Harbour at dusk wishlist');
    await expect(dialog).toHaveCount(0);
    await card.hover();
    await expect(card.getByRole('button', { name: /is in a wishlist\. Manage wishlists$/ })).toBeVisible();
    await expect
      .poll(async () => (await wishlists(page.request)).find((list) => list.id === id)?.item_count)
      .toBe(2);
  });

  test('a wishlist page adds all its photos to the cart and removes one after asking', async ({
    page,
    baseURL,
  }) => {
    await createAccount(page.request, baseURL ?? '', { email: uniqueEmail('wish'), firstName: 'Ira' });
    const photos = await newestPhotos(page.request, 3);
    const id = await wishlistWith(page.request, baseURL ?? '', 'Dockside kitchens', photos);

    // The header's Wishlists link opens the profile's tab; the card opens the list.
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Wishlists' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=wishlists$/);
    await page
      .getByRole('list', { name: 'Your wishlists' })
      .getByRole('link', { name: /Dockside kitchens/ })
      .click();
    await expect(page).toHaveURL(`/wishlists/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dockside kitchens' })).toBeVisible();
    await expect(page.getByText('Tide Line · Harbour Pictures · 3 photos')).toBeVisible();
    const items = page.getByRole('list', { name: 'Photos in this wishlist' }).getByRole('listitem');
    await expect(items).toHaveCount(3);

    // One batch for all three (spec §4), then the header counts them.
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    await expectToast(page, 'Added 3 photos to your cart');
    await expect(header.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    expect(await cartCount(page.request)).toBe(3);
    // Again: nothing new goes in, and it says so.
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    await expectToast(page, 'Photos already in cart', 'All 3 photos are already in your cart.');
    expect(await cartCount(page.request)).toBe(3);

    const last = photos[2];
    const title = last?.title ?? `Photo #${last?.photoid}`;
    await items.getByRole('button', { name: `Remove ${title} from wishlist` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this photo from your wishlist?' });
    await confirm.getByRole('button', { name: 'Remove photo' }).click();
    await expectToast(page, 'Photo removed', 'Photo removed from your wishlist');
    await expect(confirm).toHaveCount(0);
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: title })).toHaveCount(0);
    await expect(page.getByText('Tide Line · Harbour Pictures · 2 photos')).toBeVisible();
    expect((await wishlists(page.request)).find((list) => list.id === id)?.item_count).toBe(2);
  });

  test('a share link shows the list read-only to someone signed out, until it is revoked', async ({
    page,
    baseURL,
    browser,
  }) => {
    await createAccount(page.request, baseURL ?? '', { email: uniqueEmail('wish'), firstName: 'Rowan' });
    const photos = await newestPhotos(page.request, 2);
    const id = await wishlistWith(page.request, baseURL ?? '', 'Pier lights', photos);

    await page.goto(`/wishlists/${id}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    // The clipboard may be refused to a headless browser: the description says either way.
    await expectToast(page, 'Share link created');
    const panel = page.getByRole('region', { name: 'Shared by link' });
    const field = panel.getByRole('textbox', { name: 'Share link' });
    await expect(field).toHaveValue(/\/shared-wishlist\/[0-9a-f]{10}$/);
    const link = await field.inputValue();
    const code = link.slice(-10);
    expect((await wishlists(page.request)).find((list) => list.id === id)?.share_code).toBe(code);

    // Someone without an account: a browser of their own, its console watched as the fixture does.
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    const problems: string[] = [];
    let revoked = false;
    guest.on('console', (message) => {
      if (message.type() !== 'error') return;
      // Once revoked the page asks for the list and the API answers 404, which Chromium logs.
      const expected =
        revoked &&
        /status of 404/.test(message.text()) &&
        message.location().url.endsWith(`/api/shared-wishlists/${code}`);
      if (!expected) problems.push(`console.error: ${message.text()} (${message.location().url})`);
    });
    guest.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    const asked: string[] = [];
    guest.on('request', (request) => {
      if (request.url().includes('/api/shared-wishlists/')) asked.push(new URL(request.url()).pathname);
    });
    try {
      await guest.goto(link);
      await expect(guest.getByRole('heading', { level: 1, name: 'Pier lights' })).toBeVisible();
      await expect(guest.getByText('Shared by Rowan · Tide Line · Harbour Pictures')).toBeVisible();
      const shared = guest.getByRole('list', { name: 'Photos in this wishlist' }).getByRole('listitem');
      await expect(shared).toHaveCount(2);
      for (const photo of photos) await expect(shared.getByText(`#${photo.photoid}`)).toBeVisible();
      await expect(guest.getByText('Sign in to copy this wishlist')).toBeVisible();
      // Read-only: nothing to change, remove, share or buy from here.
      for (const name of [/Remove/, /^Share$/, 'Stop sharing', 'Add all to cart', /^Edit/, /^Delete/])
        await expect(guest.getByRole('button', { name })).toHaveCount(0);

      // The owner stops sharing, asked once more.
      await panel.getByRole('button', { name: 'Stop sharing' }).click();
      const confirm = page.getByRole('dialog', { name: 'Stop sharing this wishlist?' });
      await confirm.getByRole('button', { name: 'Stop sharing' }).click();
      await expectToast(page, 'Sharing stopped', 'The old link no longer works.');
      await expect(panel).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();

      revoked = true;
      await guest.reload();
      await expect(guest.getByRole('heading', { name: 'Shared wishlist not found' })).toBeVisible();
      await expect(
        guest.getByText(
          'This shared wishlist does not exist or is no longer shared. Ask the person who sent the link for a new one.',
        ),
      ).toBeVisible();
      await expect(guest.getByText('Pier lights')).toHaveCount(0);

      // Codes of the wrong length fail the route check (spec §2, §5: 10 lowercase hex
      // characters): the site's not-found page, and no request for them.
      for (const malformed of [code.slice(0, 9), `${code}a`]) {
        await guest.goto(new URL(`/shared-wishlist/${malformed}`, link).href);
        await expect(guest.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
        await expect(guest.getByText(`/shared-wishlist/${malformed}`, { exact: true })).toBeVisible();
        expect(asked).not.toContain(`/api/shared-wishlists/${malformed}`);
      }
    } finally {
      await guestContext.close();
    }
    expect(problems, 'the guest browser reported errors').toEqual([]);
  });
});
