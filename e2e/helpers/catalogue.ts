import { expect, type Locator, type Page } from '@playwright/test';

/** The photos of a grid, by its accessible name ("Search results", "All photos", …). */
export function gridPhotos(page: Page, label: string): Locator {
  return page.getByLabel(label, { exact: true }).locator('img');
}

/** Picks `option` in the labelled dropdown (Radix Select: a combobox and a listbox of options). */
export async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** The first real option of a labelled dropdown (not its "All …" entry), as its visible name. */
export async function firstOption(page: Page, label: string): Promise<string> {
  await page.getByRole('combobox', { name: label }).click();
  const options = page.getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  // Options read "1970s (80)": the value, then its count of photos.
  const name = ((await options.nth(1).textContent()) ?? '').replace(/\s*\([\d,]+\)$/, '').trim();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  return name;
}
