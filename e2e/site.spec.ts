import { expect, test } from './fixtures';
import { choose } from './helpers/catalogue';

test.describe('static pages', () => {
  for (const [path, heading, title] of [
    ['/about', 'About Backdrop', 'About Backdrop · Backdrop'],
    ['/license', 'Photo licences', 'Photo licences · Backdrop'],
    ['/pricing', 'Pricing', 'Pricing · Backdrop'],
    ['/privacy', 'Privacy policy', 'Privacy policy · Backdrop'],
    ['/terms', 'Terms of service', 'Terms of service · Backdrop'],
    ['/cookies', 'Cookie policy', 'Cookie policy · Backdrop'],
    ['/contact', 'Contact us', 'Contact us · Backdrop'],
    ['/sitemap', 'Sitemap', 'Sitemap · Backdrop'],
  ] as const) {
    test(`${path} shows its heading and title`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
    });
  }

  test('pricing works an example through the volume discount', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('cell', { name: '25–49' })).toBeVisible();
    const example = page.getByRole('region', { name: 'Dressing a 1970s family home' });
    await expect(example).toContainText('Subtotal (30 photos)$456.00');
    await expect(example).toContainText('Volume discount (5%)−$22.80');
    await expect(example).toContainText('Total$433.20');
  });

  test('the sitemap page links every public page', async ({ page }) => {
    await page.goto('/sitemap');
    await page.getByRole('link', { name: 'Photo licences' }).click();
    await expect(page).toHaveURL('/license');
  });

  test('robots.txt and sitemap.xml answer', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Disallow: /admin');
    const sitemap = await request.get('/sitemap.xml');
    expect(await sitemap.text()).toContain('/pricing</loc>');
  });
});

test.describe('contact form', () => {
  test('says what is missing, then sends the message', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please choose what your message is about')).toBeVisible();
    await expect(page.getByText('Please write your message')).toBeVisible();

    await page.getByLabel('Your name').fill('Dana Props');
    await page.getByLabel('E-mail').fill('dana@studio.example');
    await choose(page, 'What is it about?', 'Clearance paperwork');
    await page.getByLabel('Message').fill('Can you send the releases for photo #12 to our lawyer?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you — your message is on its way' })).toBeVisible();
    await expect(
      page.getByText('We will reply to dana@studio.example within one working day.'),
    ).toBeVisible();
  });
});
