import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';
import { seriousViolations } from './helpers/axe';
import { ownPersons } from './helpers/people';

const WIDTHS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '375', width: 375, height: 812 },
] as const;

/** Issue 27 item 3: an admin merges two people, undoes it, splits a face off, renames and hides. */
test.describe('faces & people', () => {
  test('an admin merges, undoes, splits, renames and hides people', async ({ page, baseURL }) => {
    test.slow();
    const base = baseURL ?? '';
    const tag = `E2E${Date.now().toString(36)}`;
    await signInThroughApi(page, base, DEMO.admin);
    const { keep } = await ownPersons(page, base, tag);
    await page.goto(`/admin/people-aliases?q=${tag}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Faces & people' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'People' });
    await expect(grid.getByRole('listitem')).toHaveCount(2);

    // Merge Dupe into Keep.
    await grid.getByRole('checkbox', { name: `Select Keep ${tag}` }).check();
    await grid.getByRole('checkbox', { name: `Select Dupe ${tag}` }).check();
    const bar = page.getByRole('region', { name: 'Selected people' });
    await expect(bar.getByText('2 selected')).toBeVisible();
    await bar.getByRole('button', { name: 'Merge' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge people' });
    await dialog.getByRole('radio', { name: new RegExp(`^Keep ${tag}`) }).check();
    await expect(dialog.getByText(/keeps this name and cover/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Merge 2 people' }).click();
    await expect(page.getByText('People merged')).toBeVisible();
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    await expect(grid.getByText(`Keep ${tag}`)).toBeVisible();
    await expect(grid.getByText('3 faces', { exact: false })).toBeVisible();
    const lastMerge = page.getByText(`Last merge: Dupe ${tag} into Keep ${tag}`);
    await expect(lastMerge).toBeVisible();

    // Undo it from the last-merge line.
    await page.getByRole('button', { name: 'Undo', exact: true }).last().click();
    await expect(page.getByText('Merge undone')).toBeVisible();
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    await expect(lastMerge).toHaveCount(0);

    // Open Keep, split one face off into a new person.
    await grid.getByRole('button', { name: new RegExp(`^Keep ${tag}`) }).click();
    await expect(page).toHaveURL(new RegExp(`person=${keep.id}`));
    const panel = page.getByRole('dialog', { name: `Keep ${tag}` });
    await expect(panel.getByRole('checkbox')).toHaveCount(2);
    await panel.getByRole('checkbox').first().check();
    await panel.getByRole('textbox', { name: 'Name of the new person (optional)' }).fill(`Split ${tag}`);
    await panel.getByRole('button', { name: 'Split into a new person' }).click();
    await expect(page.getByText('Faces split off')).toBeVisible();
    await expect(panel.getByRole('checkbox')).toHaveCount(1);

    // Rename (Enter saves).
    const name = panel.getByRole('textbox', { name: 'Name' });
    await name.fill(`Kept ${tag}`);
    await name.press('Enter');
    await expect(page.getByText('Name saved')).toBeVisible();
    await expect(page.getByRole('dialog', { name: `Kept ${tag}` })).toBeVisible();

    // Hide it: it leaves the visible grid and shows under Hidden.
    await page.getByRole('button', { name: 'Hide this person' }).click();
    await expect(page.getByText('Person hidden')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(grid.getByText(`Kept ${tag}`)).toHaveCount(0);
    await expect(grid.getByText(`Split ${tag}`)).toBeVisible();
    await page.getByRole('button', { name: 'Hidden', exact: true }).click();
    await expect(grid.getByText(`Kept ${tag}`)).toBeVisible();
  });

  for (const viewport of WIDTHS)
    test(`${viewport.name}: the people page, a merge and a person have no serious axe violation`, async ({
      page,
      baseURL,
    }) => {
      test.slow();
      const base = baseURL ?? '';
      const tag = `AXE${viewport.name}${Date.now().toString(36)}`;
      await page.setViewportSize(viewport);
      await signInThroughApi(page, base, DEMO.admin);
      await ownPersons(page, base, tag);
      await page.goto('/admin/people-aliases');
      await expect(page.getByRole('list', { name: 'People' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/people-page-grid-${viewport.name}.png`, fullPage: true });
      await page.goto(`/admin/people-aliases?q=${tag}`);
      const grid = page.getByRole('list', { name: 'People' });
      await expect(grid.getByRole('listitem')).toHaveCount(2);
      await grid.getByRole('checkbox', { name: `Select Keep ${tag}` }).check();
      await grid.getByRole('checkbox', { name: `Select Dupe ${tag}` }).check();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/people-page-selected-${viewport.name}.png` });
      await page
        .getByRole('region', { name: 'Selected people' })
        .getByRole('button', { name: 'Merge' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Merge people' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/people-page-merge-${viewport.name}.png` });
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await grid.getByRole('button', { name: new RegExp(`^Keep ${tag}`) }).click();
      const panel = page.getByRole('dialog', { name: `Keep ${tag}` });
      await expect(panel.getByRole('checkbox')).toHaveCount(2);
      await panel.getByRole('checkbox').first().check();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/people-page-person-${viewport.name}.png` });
    });

  test('a buyer cannot reach the page', async ({ page, baseURL }) => {
    await signInThroughApi(page, baseURL ?? '', DEMO.buyer);
    await page.goto('/admin/people-aliases');
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Faces & people' })).toHaveCount(0);
    expect((await page.request.get('/api/admin/people')).status()).toBe(403);
  });
});
