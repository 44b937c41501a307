import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';
import { seriousViolations } from './helpers/axe';
import { queuedPhoto } from './helpers/photo-faces';

const WIDTHS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '375', width: 375, height: 812 },
] as const;

/**
 * Issue 27 item 4: the demo admin works through the queue of photos whose faces need a person:
 * assigns a face through the type-ahead, rejects a false one, draws a missed one, and marks the
 * photo as still missing faces. A buyer never sees the page.
 */
test.describe('photo faces', () => {
  test('an admin assigns, rejects and draws faces on a photo from the queue', async ({ page, baseURL }) => {
    test.slow();
    await signInThroughApi(page, baseURL ?? '', DEMO.admin);
    const photo = await queuedPhoto(page);
    await page.goto('/admin/photos-faces');
    await expect(page.getByRole('heading', { level: 1, name: 'Photo faces' })).toBeVisible();
    const queue = page.getByRole('list', { name: 'Photos whose faces need work' });
    await queue.getByRole('link', { name: new RegExp(`#${photo.photoid}\\b`) }).click();
    await expect(page).toHaveURL(new RegExp(`\\?photo=${photo.photoid}$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Faces on “/ })).toBeVisible();
    const items = page.getByTestId('face-item');
    await expect(items).toHaveCount(photo.faceCount);

    // Assign a face that has no person yet to the first person the type-ahead offers.
    const loose = items.filter({ hasText: 'No person yet' }).first();
    const looseName = (await loose.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    const face = page.getByRole('listitem', { name: looseName, exact: true });
    const picker = face.getByRole('combobox', { name: `Assign ${looseName.toLowerCase()} to a person` });
    await picker.click();
    await expect(face.getByRole('listbox', { name: 'People' }).getByRole('option').first()).toBeVisible();
    await picker.press('ArrowDown');
    const option = face.getByRole('option', { selected: true });
    const person = ((await option.locator('span.truncate').textContent()) ?? '').trim();
    expect(person).not.toBe('');
    await picker.press('Enter');
    await expect(page.getByText(`${looseName} is now ${person}.`)).toBeVisible();
    await expect(face.locator('p').first()).toHaveText(person);

    // The box of that face is selected from the list, and the list from the box.
    await face.getByRole('button', { name: `Show ${looseName.toLowerCase()} on the photo` }).click();
    await expect(page.getByRole('button', { name: `${looseName}: ${person}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Draw a missed face by dragging on the photo, and save it without a person.
    await page.getByRole('button', { name: 'Draw a missed face' }).click();
    const canvas = page.getByTestId('face-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the photo has no box');
    await page.mouse.move(box.x + box.width * 0.05, box.y + box.height * 0.62);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.12, box.y + box.height * 0.72, { steps: 4 });
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.85, { steps: 4 });
    await page.mouse.up();
    const draft = await page.getByTestId('draft-box').boundingBox();
    expect(draft?.width).toBeGreaterThan(box.width * 0.12);
    await page.getByRole('button', { name: 'Save face' }).click();
    await expect(page.getByText('The face you drew has no person yet.')).toBeVisible();
    await expect(items).toHaveCount(photo.faceCount + 1);
    const drawn = items.filter({ hasText: 'Drawn by hand' });
    await expect(drawn).toHaveCount(1);
    await expect(drawn.locator('p').first()).toHaveText('No person yet');

    // Reject another face as not a face.
    const other = items.filter({ hasNotText: 'Drawn by hand' }).filter({ hasNotText: person }).first();
    const target = (await other.count()) > 0 ? other : drawn;
    const targetName = (await target.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    const rejected = page.getByRole('listitem', { name: targetName, exact: true });
    await rejected.getByRole('button', { name: `Not a face (reject ${targetName.toLowerCase()})` }).click();
    await expect(page.getByText(`${targetName} is set aside as not a face.`)).toBeVisible();
    await expect(rejected.getByText('Rejected: not a face')).toBeVisible();
    await expect(rejected.getByRole('button', { name: `Restore ${targetName.toLowerCase()}` })).toBeVisible();

    // Mark the photo as still missing faces.
    const missing = page.getByRole('checkbox', { name: 'Faces are still missing on this photo' });
    await expect(missing).not.toBeChecked();
    await missing.click();
    await expect(page.getByText('The photo stays in the queue until its faces are drawn.')).toBeVisible();
    await expect(missing).toBeChecked();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Faces are still missing on this photo' })).toBeChecked();
    await expect(
      page.getByRole('listitem', { name: looseName, exact: true }).getByText(person, { exact: true }),
    ).toBeVisible();
    await page.screenshot({ path: '/tmp/photo-faces-journey.png', fullPage: true });
  });

  test('the keyboard draws a face too, and a new person is made from the type-ahead', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signInThroughApi(page, baseURL ?? '', DEMO.admin);
    const photo = await queuedPhoto(page);
    await page.goto(`/admin/photos-faces?photo=${photo.photoid}`);
    const items = page.getByTestId('face-item');
    await expect(items.first()).toBeVisible();
    const before = await items.count();
    await page.getByRole('button', { name: 'Draw a missed face' }).click();
    const draft = page.getByRole('button', { name: /^New face box/ });
    await draft.focus();
    const start = await draft.boundingBox();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    const after = await draft.boundingBox();
    expect(after?.x).toBeGreaterThan(start?.x ?? 0);
    expect(after?.height).toBeGreaterThan(start?.height ?? 0);
    const name = `Aunt Dora ${Date.now().toString(36)}`;
    const picker = page.getByRole('combobox', { name: 'Person (optional)' });
    await picker.fill(name);
    await expect(page.getByRole('option', { name: `Create new person “${name}”` })).toBeVisible();
    await picker.press('ArrowUp');
    await expect(page.getByRole('option', { name: `Create new person “${name}”` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await picker.press('Enter');
    await expect(page.getByText(`The new face will be assigned to new person “${name}”.`)).toBeVisible();
    await page.getByRole('button', { name: 'Save face' }).click();
    await expect(page.getByText(`The face you drew is ${name}.`)).toBeVisible();
    await expect(items).toHaveCount(before + 1);
    await expect(items.last().locator('p').first()).toHaveText(name);
  });

  for (const viewport of WIDTHS)
    test(`${viewport.name}: the queue and a photo have no serious axe violation`, async ({
      page,
      baseURL,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await signInThroughApi(page, baseURL ?? '', DEMO.admin);
      await page.goto('/admin/photos-faces');
      await expect(page.getByRole('list', { name: 'Photos whose faces need work' })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/photo-faces-queue-${viewport.name}.png`, fullPage: true });
      const photo = await queuedPhoto(page);
      await page.goto(`/admin/photos-faces?photo=${photo.photoid}`);
      await expect(page.getByTestId('face-item').first()).toBeVisible();
      await expect(page.getByRole('img', { name: /./ }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/photo-faces-photo-${viewport.name}.png`, fullPage: true });
      const picker = page.getByRole('combobox').first();
      await picker.click();
      await expect(page.getByRole('listbox', { name: 'People' }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/photo-faces-picker-${viewport.name}.png` });
      await picker.press('Escape');
      await page.getByRole('button', { name: 'Draw a missed face' }).click();
      await expect(page.getByRole('button', { name: /^New face box/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/photo-faces-draw-${viewport.name}.png`, fullPage: true });
    });

  test('a buyer does not see the page: they are sent home with "Access Denied"', async ({
    page,
    baseURL,
  }) => {
    await signInThroughApi(page, baseURL ?? '', DEMO.buyer);
    await page.goto('/admin/photos-faces');
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Photo faces' })).toHaveCount(0);
    expect((await page.request.get('/api/admin/photos-faces/queue')).status()).toBe(403);
  });
});
