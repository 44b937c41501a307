import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';
import { seriousViolations } from './helpers/axe';

interface StudioPhoto {
  title: string;
  tags: string[];
  price_cents: number;
  version: number;
}

/**
 * Issue 26 item 3: an admin describes photos together (keywords and price for the selection), one
 * on its own (its title), and by CSV, and reads what each did; axe-clean at 1280 and 375 px.
 */
test.describe('describing photos', () => {
  test('bulk keywords and price, one title, a CSV report', async ({ page, baseURL }) => {
    test.slow();
    const base = baseURL ?? '';
    const stamp = Date.now().toString(36);
    const keyword = `describe${stamp}`;
    const title = `Described kitchen ${stamp}`;
    await signInThroughApi(page, base, DEMO.admin);
    await page.setViewportSize({ width: 1280, height: 900 });
    const found = (await (await page.request.get('/api/photos/search?q=garden&limit=3')).json()) as {
      items: { photoid: number }[];
    };
    const ids = found.items.map((photo) => photo.photoid);
    expect(ids).toHaveLength(3);
    const [first] = ids;
    const studio = async (photoid: number) =>
      (await (await page.request.get(`/api/studio/photos/${photoid}`)).json()) as StudioPhoto;
    const before = await Promise.all(ids.map(studio));

    await page.goto(`/admin/photos/describe?ids=${ids.join(',')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Describe photos' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '3 photos' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Bulk: tick all, add a keyword, set a price.
    await page.getByRole('checkbox', { name: 'Select all' }).click();
    await expect(page.getByText('3 selected.')).toBeVisible();
    const add = page.getByRole('combobox', { name: 'Keywords to add' });
    await add.fill(keyword);
    await add.press('Enter');
    await expect(page.getByRole('list', { name: 'Keywords to add, in order' })).toContainText(keyword);
    await page.getByRole('textbox', { name: 'Price (US dollars)' }).fill('65');
    await page.getByRole('button', { name: 'Apply to 3 photos' }).click();
    const results = page.getByRole('table', { name: 'Result per photo' });
    await expect(results.getByRole('row')).toHaveCount(4);
    await expect(results.getByText('Applied')).toHaveCount(3);
    for (const photoid of ids) {
      const now = await studio(photoid);
      expect(now.tags).toContain(keyword);
      expect(now.price_cents).toBe(6500);
    }

    // One photo on its own: its title.
    await page.getByRole('button', { name: `Describe #${first} here` }).click();
    const dialog = page.getByRole('dialog', { name: `Describe #${first}` });
    await expect(dialog.getByText(/keywords \(5–50; the first 10 weigh most\)/)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Details saved')).toBeVisible();
    expect((await studio(first ?? 0)).title).toBe(title);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // CSV: a file that is not among these photos, and a column we do not know.
    await page
      .getByRole('textbox', { name: 'Or paste the CSV' })
      .fill('file_name,title,camera\nIMG_0404.jpg,A kitchen,Nikon');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const report = page.getByRole('table', { name: 'Import report' });
    await expect(report).toContainText('No file named “IMG_0404.jpg” in this batch.');
    await expect(page.getByText('Ignored columns (not fields we know): camera.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download the template' })).toHaveAttribute(
      'download',
      'backdrop-describe-template.csv',
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('heading', { level: 1, name: 'Describe photos' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Put the demo photos back as they were, for the specs after this one.
    for (const [index, photoid] of ids.entries()) {
      const was = before[index];
      if (!was) continue;
      const now = await studio(photoid);
      const restored = await page.request.patch(`/api/studio/photos/${photoid}`, {
        headers: { origin: base },
        data: { version: now.version, title: was.title, tags: was.tags, price_cents: was.price_cents },
      });
      expect(restored.status()).toBe(200);
    }
  });
});
