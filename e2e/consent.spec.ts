import type { Locator, Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { HERO_USAGE_NEEDS_RELEASES, type PhotoPeopleAnswer } from '../src/core/people';
import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/auth';
import { seriousViolations } from './helpers/axe';
import { samplePhotos } from './helpers/sample-photos';

/**
 * Issue 27 item 6 in Chromium: the demo contributor uploads a real photograph with faces, the
 * detection job finds them, and each person is linked to a release of the library on the
 * clearance file until "Everyone shown is released."
 */

/** A one-page signed release, made here: the library checks its content, not its name. */
function releasePdf(signer: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(`Model release signed by ${signer} on ${new Date().toISOString()}`);
    doc.end();
  });
}

function rowOf(page: Page, name: string): Locator {
  return page.getByRole('list').getByRole('listitem').filter({ hasText: name });
}

/** The people the detection job found on the photo, waited for up to `ms`. */
async function peopleFound(page: Page, photoid: number, ms: number): Promise<PhotoPeopleAnswer | null> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const answer = await page.request.get(`/api/studio/photos/${photoid}/people`);
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as PhotoPeopleAnswer;
    if (body.faces.length > 0) return body;
    await page.waitForTimeout(2000);
  }
  return null;
}

test.describe('consent on the clearance file', () => {
  test('the demo contributor links each person found on a photograph to a release', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(300_000);
    const base = baseURL ?? '';
    const stamp = Date.now().toString(36);
    // The first sample's left half: a portrait, one face.
    const files = await samplePhotos(1, `consent-${stamp}`);
    const name = files[0]?.split('/').at(-1) ?? '';
    await signInThroughApi(page, base, DEMO.contributor);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/contribute');
    await page.getByLabel('Choose photographs to upload').setInputFiles(files);
    await expect(rowOf(page, name)).toContainText('Ready for description', { timeout: 120_000 });
    const batch = new URL(page.url()).searchParams.get('batch') ?? '';
    const rows = (await (await page.request.get(`/api/uploads?batch=${batch}`)).json()) as {
      items: { file_name: string; photo: { photoid: number } | null }[];
    };
    const photoid = rows.items.find((row) => row.file_name === name)?.photo?.photoid;
    if (!photoid) throw new Error('the upload made no photo');

    await page.goto(`/contribute/photos/${photoid}`);
    const people = page.getByRole('region', { name: 'People in this photo' });
    await expect(people).toBeVisible();
    const found = await peopleFound(page, photoid, 90_000);
    await people.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/consent-people-found-1280.png' });
    // Face detection (issue 27 item 1) finds the faces of the packaged sample within 90 s.
    if (!found) throw new Error('No face was found on the uploaded photograph within 90 s.');

    // Spec §8 "No People Identified": faces no person holds yet (a lone new face waits for a
    // second one before clustering makes a person). The photo is a draft: an admin opens its page.
    if (found.faces.every((face) => face.personId === null)) {
      const adminContext = await browser.newContext({ baseURL: base });
      const admin = await adminContext.newPage();
      await signInThroughApi(admin, base, DEMO.admin);
      for (const width of [1280, 375]) {
        await admin.setViewportSize({ width, height: 900 });
        await admin.goto(`/photo/${photoid}`);
        await admin.getByRole('tab', { name: 'Similar people' }).click();
        await expect(
          admin.getByRole('tabpanel', { name: 'Similar people' }).getByText('No People Identified'),
        ).toBeVisible();
        expect(await seriousViolations(admin)).toEqual([]);
      }
      await adminContext.close();
    } else {
      test.info().annotations.push({
        type: 'note',
        description: 'clustering gave the new faces a person already: "No People Identified" not shown here',
      });
    }

    // One release per person, in the contributor's own library.
    for (const [index] of found.faces.entries()) {
      const form = {
        kind: 'person',
        signer: `Sitter ${index + 1} ${stamp}`,
        signer_role: 'the person shown',
        signed_on: '2024-05-01',
        covers: `Person ${index + 1} on photo #${photoid}`,
      };
      const upload = await page.request.post('/api/studio/releases', {
        headers: { origin: base },
        multipart: {
          ...form,
          file: {
            name: `sitter-${index + 1}.pdf`,
            mimeType: 'application/pdf',
            buffer: await releasePdf(form.signer),
          },
        },
      });
      expect(upload.status()).toBe(201);
    }

    await page.reload();
    await expect(people.getByTestId('people-consent')).toHaveText(
      `0 of ${found.total} ${found.total === 1 ? 'person' : 'people'} released. Hero usage is blocked until everyone is released.`,
    );
    for (const [index, face] of found.faces.entries()) {
      await people.getByRole('combobox', { name: `Release of ${face.personName}` }).click();
      await page.getByRole('option', { name: new RegExp(`^Sitter ${index + 1} ${stamp}`) }).click();
      await expect(page.getByRole('listbox')).toHaveCount(0);
    }
    await expect(people.getByTestId('people-consent')).toHaveText('Everyone shown is released.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/consent-people-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(people.getByTestId('people-consent')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/consent-people-375.png', fullPage: true });
  });

  test('a buyer reads why hero usage is not available, and can still license background dressing', async ({
    page,
    baseURL,
  }) => {
    await signInThroughApi(page, baseURL ?? '', DEMO.buyer);
    // The demo's people are all released: the photo's answer is changed on its way to say they
    // are not, as the server says of a photograph whose detected people have not all signed. The
    // page is opened from search, so the photo is read through the API (a landing page carries
    // its first answer inside).
    await page.route(/\/api\/photos\/\d+$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, hero_usage_available: false } });
    });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/search?q=family');
      await page.getByLabel('Search results', { exact: true }).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/photo\/\d+$/);
      const licence = page.getByRole('group', { name: 'Licence' });
      await expect(licence.getByRole('radio', { name: /Hero usage/ })).toBeDisabled();
      await expect(licence.getByRole('radio', { name: /Background dressing/ })).toBeChecked();
      await expect(licence.getByText(HERO_USAGE_NEEDS_RELEASES)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
      expect(await seriousViolations(page)).toEqual([]);
      await licence.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/consent-hero-blocked-${width}.png` });
    }
  });
});
