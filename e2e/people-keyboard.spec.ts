import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';
import {
  expectFocusNotLost,
  expectFocusTrappedIn,
  focusedElement,
  focusRingOf,
  pressAndExpectFocus,
  tabTo,
} from './helpers/keyboard';
import { ownPersons } from './helpers/people';
import { queuedPhoto } from './helpers/photo-faces';

const WIDTHS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '375', width: 375, height: 812 },
] as const;

const SHOTS = '/tmp/kbd-shots';
/** A page's first visit on a busy machine (its script still on its way). */
const PAGE_LOAD_MS = 20_000;
/** A change saved and the list fetched again on a busy machine, before its toast shows. */
const SAVED_MS = 15_000;

/**
 * Tabs through every stop of the page once, until focus comes back round to the first (which
 * also proves there is no keyboard trap), checking each draws a ring; answers the stops without one.
 */
async function stopsWithoutRing(page: Page, max = 250): Promise<string[]> {
  const bare: string[] = [];
  let first: string | null = null;
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press('Tab');
    const { element, ring } = await focusRingOf(page);
    // Past the last stop focus leaves for the browser's own controls, then comes back round.
    if (element === 'body') continue;
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      return active ? `${[...document.querySelectorAll('*')].indexOf(active)}` : '';
    });
    if (where === first) return bare;
    first ??= where;
    if (ring === 'none') bare.push(element);
  }
  throw new Error(`${max} presses of Tab never came back to the first stop: a keyboard trap?`);
}

/**
 * Issue 27 by keyboard alone: an admin works the people page and a photo's faces with Tab,
 * Shift+Tab, Space, Enter, the arrows, Escape and typing — never the mouse — and focus is never
 * dropped to <body> on the way.
 */
test.describe('faces & people by keyboard', () => {
  test('people: select, merge, undo, split, rename and close by keyboard', async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const base = baseURL ?? '';
    const tag = `KBD${Date.now().toString(36)}`;
    await signInThroughApi(page, base, DEMO.admin);
    await ownPersons(page, base, tag);
    await page.goto(`/admin/people-aliases?q=${tag}`);
    const grid = page.getByRole('list', { name: 'People' });
    await expect(grid.getByRole('listitem')).toHaveCount(2, { timeout: PAGE_LOAD_MS });

    // The grid's selection boxes are tab stops; Space ticks them.
    const selectKeep = grid.getByRole('checkbox', { name: `Select Keep ${tag}` });
    const selectDupe = grid.getByRole('checkbox', { name: `Select Dupe ${tag}` });
    await tabTo(page, selectKeep);
    await page.keyboard.press('Space');
    await expect(selectKeep).toBeChecked();
    await tabTo(page, selectDupe);
    await page.keyboard.press('Space');
    await expect(selectDupe).toBeChecked();
    const bar = page.getByRole('region', { name: 'Selected people' });
    await expect(bar.getByText('2 selected')).toBeVisible();

    // Merge opens a dialog that keeps focus inside; Escape closes it and focus goes back to Merge.
    const mergeButton = bar.getByRole('button', { name: 'Merge' });
    await tabTo(page, mergeButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Merge people' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: new RegExp(`^Keep ${tag}`) })).toBeChecked();
    await expectFocusTrappedIn(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(mergeButton).toBeFocused();

    // Again: the arrows choose who is kept, Enter on the main action merges.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const keepRadio = dialog.getByRole('radio', { name: new RegExp(`^Keep ${tag}`) });
    const dupeRadio = dialog.getByRole('radio', { name: new RegExp(`^Dupe ${tag}`) });
    await tabTo(page, keepRadio, { max: 10 });
    await page.keyboard.press('ArrowDown');
    await expect(dupeRadio).toBeChecked();
    await expect(dialog.getByText(`Dupe ${tag}`).locator('..')).toContainText('keeps this name and cover');
    await page.keyboard.press('ArrowUp');
    await expect(keepRadio).toBeChecked();
    await expect(dialog.getByText(`Keep ${tag}`).locator('..')).toContainText('keeps this name and cover');
    await page.screenshot({ path: `${SHOTS}/people-merge-radio-1280.png` });
    const confirm = dialog.getByRole('button', { name: 'Merge 2 people' });
    await tabTo(page, confirm, { max: 10 });
    await page.screenshot({ path: `${SHOTS}/people-merge-confirm-1280.png` });
    await page.keyboard.press('Enter');
    await expect(page.getByText('People merged')).toBeVisible({ timeout: SAVED_MS });
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    // The selection bar that opened the dialog went with the selection: focus goes to the person kept.
    await expect(grid.getByRole('checkbox', { name: `Select Keep ${tag}` })).toBeFocused();

    // Undo from the last-merge line, above the grid.
    const lastMerge = page.getByText(`Last merge: Dupe ${tag} into Keep ${tag}`);
    const undo = lastMerge.locator('..').getByRole('button', { name: 'Undo' });
    await tabTo(page, undo, { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await expect(page.getByText('Merge undone')).toBeVisible({ timeout: SAVED_MS });
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    // The line and its button are gone: focus goes to the person the undo brought back.
    await expect(selectDupe).toBeFocused();

    // Open Keep with Enter on its card; tick a face with Space and split it off.
    const openKeep = grid.getByRole('button', { name: new RegExp(`^Keep ${tag}`) });
    await tabTo(page, openKeep, { max: 6, key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: `Keep ${tag}` });
    await expect(panel.getByRole('checkbox')).toHaveCount(2);
    // The person loads into the open dialog: focus waits on the dialog, then goes to Name, not Close.
    await expect(panel.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expectFocusNotLost(page);
    await expectFocusTrappedIn(page, panel, 20);
    const firstFace = panel.getByRole('checkbox').first();
    await tabTo(page, firstFace, { max: 20 });
    await page.keyboard.press('Space');
    await expect(firstFace).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/people-person-face-1280.png` });
    const newName = panel.getByRole('textbox', { name: 'Name of the new person (optional)' });
    await tabTo(page, newName, { max: 20 });
    await page.keyboard.type(`Split ${tag}`);
    const splitButton = panel.getByRole('button', { name: 'Split into a new person' });
    await pressAndExpectFocus(page, 'Tab', splitButton);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Faces split off')).toBeVisible({ timeout: SAVED_MS });
    await expect(panel.getByRole('checkbox')).toHaveCount(1);
    // The split form went with the ticked face: focus goes to the faces left, not the dialog's top.
    await expect(panel.getByRole('checkbox').first()).toBeFocused();

    // Rename: back to the name field, replace the text, Enter saves.
    const name = panel.getByRole('textbox', { name: 'Name' });
    await tabTo(page, name, { max: 20, key: 'Shift+Tab' });
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`Kept ${tag}`);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Name saved')).toBeVisible({ timeout: SAVED_MS });
    const renamed = page.getByRole('dialog', { name: `Kept ${tag}` });
    await expect(renamed).toBeVisible();
    await expect(renamed.getByRole('textbox', { name: 'Name' })).toBeFocused();

    // Escape closes the person; focus is back on the card that opened it.
    await page.keyboard.press('Escape');
    await expect(renamed).toHaveCount(0);
    await expect(grid.getByRole('button', { name: new RegExp(`^Kept ${tag}`) })).toBeFocused();
    await expect(grid.getByRole('listitem')).toHaveCount(3);
  });

  test('photo faces: reach a face, assign it with the type-ahead, reject one, draw one', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await signInThroughApi(page, baseURL ?? '', DEMO.admin);
    // Not the photo photo-faces.spec.ts takes (the queue's first): it counts the faces drawn on it.
    const photo = await queuedPhoto(page, [(await queuedPhoto(page)).photoid]);
    await page.goto('/admin/photos-faces');
    const queue = page.getByRole('list', { name: 'Photos whose faces need work' });
    const link = queue.getByRole('link', { name: new RegExp(`#${photo.photoid}\\b`) });
    await expect(link).toBeVisible({ timeout: PAGE_LOAD_MS });
    await tabTo(page, link, { max: 80 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?photo=${photo.photoid}$`));
    const items = page.getByTestId('face-item');
    await expect(items).toHaveCount(photo.faceCount, { timeout: PAGE_LOAD_MS });

    // Reach the first face with no person on the photo itself, and choose it with Enter.
    const loose = items.filter({ hasText: 'No person yet' }).first();
    const looseName = (await loose.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    const box = page.getByRole('button', { name: `${looseName}: no person yet` });
    await tabTo(page, box, { max: 40 });
    await page.screenshot({ path: `${SHOTS}/faces-box-1280.png` });
    await page.keyboard.press('Enter');
    await expect(box).toHaveAttribute('aria-pressed', 'true');

    // The type-ahead: ArrowDown opens it and moves through the people, Enter takes one.
    const face = page.getByRole('listitem', { name: looseName, exact: true });
    const picker = face.getByRole('combobox', { name: `Assign ${looseName.toLowerCase()} to a person` });
    await tabTo(page, picker, { max: 40 });
    await page.keyboard.press('ArrowDown');
    const options = face.getByRole('listbox', { name: 'People' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const option = face.getByRole('option', { selected: true });
    const person = ((await option.locator('span.truncate').textContent()) ?? '').trim();
    expect(person).not.toBe('');
    await page.screenshot({ path: `${SHOTS}/faces-typeahead-1280.png` });
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${looseName} is now ${person}.`)).toBeVisible({ timeout: SAVED_MS });
    await expect(face.locator('p').first()).toHaveText(person);
    // The picker stays where it was, now to choose someone else.
    await expect(
      face.getByRole('combobox', { name: `Assign ${looseName.toLowerCase()} to someone else` }),
    ).toBeFocused();
    // Escape closes an open list without leaving the field.
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(options.first()).toBeHidden();
    await expectFocusNotLost(page);
    // Unassign leaves with the person: focus goes to "Not a face", which takes its place.
    await tabTo(page, face.getByRole('button', { name: 'Unassign' }), { max: 3 });
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${looseName} has no person now.`)).toBeVisible({ timeout: SAVED_MS });
    await expect(
      face.getByRole('button', { name: `Not a face (reject ${looseName.toLowerCase()})` }),
    ).toBeFocused();

    // Reject another face (or this one, on a photo of one face): focus goes on to Restore.
    const other = items.filter({ hasNotText: looseName }).first();
    const target = (await other.count()) > 0 ? other : face;
    const targetName = (await target.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    const rejected = page.getByRole('listitem', { name: targetName, exact: true });
    const reject = rejected.getByRole('button', { name: `Not a face (reject ${targetName.toLowerCase()})` });
    await tabTo(page, reject, { max: 60 });
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${targetName} is set aside as not a face.`)).toBeVisible({
      timeout: SAVED_MS,
    });
    const restore = rejected.getByRole('button', { name: `Restore ${targetName.toLowerCase()}` });
    await expect(restore).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${targetName} is a face of this photo again.`)).toBeVisible({
      timeout: SAVED_MS,
    });
    await expect(reject).toBeFocused();

    // Missing faces: Space ticks and unticks the box, which keeps focus while it saves.
    const missing = page.getByRole('checkbox', { name: 'Faces are still missing on this photo' });
    await tabTo(page, missing, { max: 40, key: 'Shift+Tab' });
    await page.keyboard.press('Space');
    await expect(page.getByText('The photo stays in the queue until its faces are drawn.')).toBeVisible({
      timeout: SAVED_MS,
    });
    await expect(missing).toBeChecked();
    await expect(missing).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByText('The photo is no longer marked as missing faces.')).toBeVisible({
      timeout: SAVED_MS,
    });
    await expect(missing).not.toBeChecked();
    await expect(missing).toBeFocused();

    // Draw a missed face without a pointer: the new box takes focus, the arrows place it.
    const before = await items.count();
    const drawButton = page.getByRole('button', { name: 'Draw a missed face' });
    await tabTo(page, drawButton, { max: 40, key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    const draft = page.getByRole('button', { name: /^New face box/ });
    await expect(draft).toBeFocused();
    const start = await draft.boundingBox();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+ArrowRight');
    const after = await draft.boundingBox();
    expect(after?.x).toBeLessThan(start?.x ?? 0);
    expect(after?.width).toBeGreaterThan(start?.width ?? 0);
    await page.screenshot({ path: `${SHOTS}/faces-draft-1280.png` });
    // Escape gives up drawing, and focus goes back to the button that began it.
    await page.keyboard.press('Escape');
    await expect(draft).toHaveCount(0);
    await expect(drawButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(draft).toBeFocused();
    const save = page.getByRole('button', { name: 'Save face' });
    await tabTo(page, save, { max: 10 });
    await page.keyboard.press('Enter');
    await expect(page.getByText('The face you drew has no person yet.')).toBeVisible({ timeout: SAVED_MS });
    await expect(items).toHaveCount(before + 1);
    // The panel is gone with the drawing: focus goes back to the button that began it.
    await expect(drawButton).toBeFocused();
  });

  for (const viewport of WIDTHS)
    test(`${viewport.name}: every tab stop of both pages shows a focus ring`, async ({ page, baseURL }) => {
      test.setTimeout(240_000);
      const base = baseURL ?? '';
      const tag = `RING${viewport.name}${Date.now().toString(36)}`;
      await page.setViewportSize(viewport);
      await signInThroughApi(page, base, DEMO.admin);
      await ownPersons(page, base, tag);
      await page.goto(`/admin/people-aliases?q=${tag}`);
      const grid = page.getByRole('list', { name: 'People' });
      await expect(grid.getByRole('listitem')).toHaveCount(2, { timeout: PAGE_LOAD_MS });
      expect(await stopsWithoutRing(page), 'people page').toEqual([]);

      const selectKeep = grid.getByRole('checkbox', { name: `Select Keep ${tag}` });
      await tabTo(page, selectKeep);
      await page.keyboard.press('Space');
      await page.screenshot({ path: `${SHOTS}/people-checkbox-${viewport.name}.png` });
      const openKeep = grid.getByRole('button', { name: new RegExp(`^Keep ${tag}`) });
      await pressAndExpectFocus(page, 'Tab', openKeep);
      await page.screenshot({ path: `${SHOTS}/people-card-${viewport.name}.png` });
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: `Keep ${tag}` });
      await expect(panel.getByRole('checkbox')).toHaveCount(2);
      expect(await stopsWithoutRing(page, 40), 'person dialog').toEqual([]);
      await tabTo(page, panel.getByRole('checkbox').first(), { max: 20 });
      await page.screenshot({ path: `${SHOTS}/people-person-checkbox-${viewport.name}.png` });
      await tabTo(page, panel.getByRole('button', { name: /as cover$/ }).first(), { max: 20 });
      await page.screenshot({ path: `${SHOTS}/people-person-cover-${viewport.name}.png` });
      await page.keyboard.press('Escape');
      await expect(openKeep).toBeFocused();

      const photo = await queuedPhoto(page);
      await page.goto(`/admin/photos-faces?photo=${photo.photoid}`);
      await expect(page.getByTestId('face-item')).toHaveCount(photo.faceCount, { timeout: PAGE_LOAD_MS });
      expect(await stopsWithoutRing(page), 'photo faces page').toEqual([]);
      const firstBox = page.getByRole('button', { name: /^Face 1: / });
      await tabTo(page, firstBox, { max: 60 });
      await page.screenshot({ path: `${SHOTS}/faces-box-${viewport.name}.png` });
      const picker = page.getByRole('combobox').first();
      await tabTo(page, picker, { max: 60 });
      await page.keyboard.press('ArrowDown');
      await page.screenshot({ path: `${SHOTS}/faces-typeahead-${viewport.name}.png` });
      await page.keyboard.press('Escape');
      const missing = page.getByRole('checkbox', { name: 'Faces are still missing on this photo' });
      await tabTo(page, missing, { max: 60, key: 'Shift+Tab' });
      await page.screenshot({ path: `${SHOTS}/faces-missing-${viewport.name}.png` });
      expect(await focusedElement(page)).not.toBe('body');
    });
});
