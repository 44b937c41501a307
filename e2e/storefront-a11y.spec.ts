import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, DEMO, signInThroughApi, uniqueEmail } from './helpers/auth';
import { seriousViolations } from './helpers/axe';
import { buyerWithCart, payThroughApi } from './helpers/checkout';

/**
 * A fresh buyer's own things, made through the API: a company, a project, a shared wishlist
 * holding a photo, and that photo in the cart. Answers the routes of issue 12's pages.
 */
async function buyersOwnRoutes(page: Page, baseURL: string): Promise<string[]> {
  await createAccount(page.request, baseURL, { email: uniqueEmail('a11y'), firstName: 'Ally' });
  const search = await page.request.get('/api/photos/search?q=kitchen&limit=1');
  const photo = ((await search.json()) as { items: { id: string }[] }).items[0];
  if (!photo) throw new Error('the demo catalogue has no kitchen photo');
  const post = async <T>(path: string, data: unknown = {}): Promise<T> => {
    const answer = await page.request.post(path, { data, headers: { origin: baseURL } });
    expect(answer.ok(), `POST ${path}`).toBe(true);
    return (await answer.json()) as T;
  };
  await post('/api/companies', { name: 'Harbour Pictures' });
  const { project } = await post<{ project: { id: string } }>('/api/projects', {
    name: 'Tide Line',
    company: 'Harbour Pictures',
  });
  const { wishlist } = await post<{ wishlist: { id: string } }>('/api/wishlists', {
    name: 'Kitchens',
    project_id: project.id,
    photo_id: photo.id,
  });
  const { share_code: code } = await post<{ share_code: string }>(`/api/wishlists/${wishlist.id}/share`);
  await post('/api/cart', { photo_id: photo.id });
  return [
    '/cart',
    '/wishlists',
    `/wishlists/${wishlist.id}`,
    '/profile?tab=wishlists',
    '/profile?tab=projects',
    '/profile?tab=companies',
    '/account',
    `/shared-wishlist/${code}`,
  ];
}

/**
 * Issue 10's quality bar: axe reports no serious or critical violation on any storefront route,
 * signed out and signed in, at 1280 px and 375 px; and the run keeps screenshots of the main
 * pages at both widths as artefacts (test-results/screenshots).
 */

interface Catalogue {
  photoid: number;
  creatorId: string;
  decade: string;
  collectionId: string | null;
}

async function catalogue(request: APIRequestContext): Promise<Catalogue> {
  const search = await request.get('/api/photos/search?q=kitchen&limit=1');
  expect(search.ok(), 'a demo photo to look at').toBe(true);
  const [photo] = (
    (await search.json()) as { items: { photoid: number; user_id: string; decade_taken: string }[] }
  ).items;
  if (!photo) throw new Error('the demo catalogue has no kitchen photo');
  const collections = await request.get('/api/collections');
  const collectionId = collections.ok()
    ? (((await collections.json()) as { items: { id: string }[] }).items[0]?.id ?? null)
    : null;
  return { photoid: photo.photoid, creatorId: photo.user_id, decade: photo.decade_taken, collectionId };
}

function publicRoutes(data: Catalogue): string[] {
  return [
    '/',
    '/search?q=kitchen',
    '/photos',
    '/photos-fast',
    '/popular',
    '/new',
    `/taxonomy/decade/${encodeURIComponent(data.decade)}`,
    `/user/${data.creatorId}`,
    '/events',
    '/collections',
    ...(data.collectionId ? [`/collections/${data.collectionId}`] : []),
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/cookies',
    '/license',
    '/pricing',
    '/sitemap',
  ];
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
}

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

for (const size of WIDTHS) {
  test.describe(`accessibility at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('signed out: no serious or critical axe violation on any storefront route', async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const data = await catalogue(request);
      const problems: string[] = [];
      for (const route of publicRoutes(data)) {
        await page.goto(route);
        await settle(page);
        for (const violation of await seriousViolations(page)) problems.push(`${route} — ${violation}`);
      }
      expect(problems).toEqual([]);
    });

    test('signed in: no serious or critical axe violation, photo detail included', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const data = await catalogue(request);
      await signInThroughApi(page, baseURL ?? '', DEMO.buyer);
      const problems: string[] = [];
      for (const route of [...publicRoutes(data), `/photo/${data.photoid}`]) {
        await page.goto(route);
        await settle(page);
        for (const violation of await seriousViolations(page)) problems.push(`${route} — ${violation}`);
      }
      expect(problems).toEqual([]);
    });

    test("a buyer's own pages: no serious or critical axe violation on the cart, wishlists, profile tabs and account", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const problems: string[] = [];
      for (const route of await buyersOwnRoutes(page, baseURL ?? '')) {
        await page.goto(route);
        await settle(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        for (const violation of await seriousViolations(page)) problems.push(`${route} — ${violation}`);
      }
      expect(problems).toEqual([]);
    });

    test('checkout and after: no serious or critical axe violation on checkout, the order, My purchases and a certificate check', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const base = baseURL ?? '';
      // A long project name, as productions have: the page must still fit a phone.
      await buyerWithCart(page, base, 2, {
        offset: 60,
        projectName: 'Kitchen Sink Drama, the long-running family saga of the Okafors, season two',
      });
      const problems: string[] = [];
      const check = async (route: string) => {
        await page.goto(route);
        await settle(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${route} — ${overflow} px wider than the screen`);
        for (const violation of await seriousViolations(page)) problems.push(`${route} — ${violation}`);
      };
      await check('/checkout');
      const orderId = await payThroughApi(page, base);
      const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
        certificate_code: string;
      };
      for (const route of [
        `/checkout/success?order=${orderId}`,
        `/orders/${orderId}`,
        '/my-purchases',
        `/verify/${order.certificate_code}`,
      ])
        await check(route);
      expect(problems).toEqual([]);
    });

    test('admin: no serious or critical axe violation on orders, an order, payments, the dashboard, components and styleguide', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      // An order paid through the provider, so its page shows lines, history and provider events.
      await buyerWithCart(page, baseURL ?? '', 2, { offset: 80 });
      const orderId = await payThroughApi(page, baseURL ?? '');
      await page.context().clearCookies();
      await signInThroughApi(page, baseURL ?? '', DEMO.admin);
      const problems: string[] = [];
      for (const route of [
        '/admin/orders',
        `/admin/orders/${orderId}`,
        '/admin/payments',
        '/admin/payments/dashboard',
        '/admin/components',
        '/admin/styleguide',
      ]) {
        await page.goto(route);
        await settle(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${route} — ${overflow} px wider than the screen`);
        for (const violation of await seriousViolations(page)) problems.push(`${route} — ${violation}`);
      }
      expect(problems).toEqual([]);
    });

    test('screenshots of home, search, a taxonomy page and a photo detail', async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000);
      const data = await catalogue(request);
      await signInThroughApi(page, baseURL ?? '', DEMO.buyer);
      const pages: [string, string][] = [
        ['home', '/'],
        ['search', '/search?q=kitchen'],
        ['taxonomy', `/taxonomy/decade/${encodeURIComponent(data.decade)}`],
        ['photo-detail', `/photo/${data.photoid}`],
      ];
      for (const [name, route] of pages) {
        await page.goto(route);
        await settle(page);
        const path = `test-results/screenshots/${name}-${size.width}.png`;
        await page.screenshot({ path });
        await testInfo.attach(`${name} at ${size.width} px`, { path, contentType: 'image/png' });
      }
    });
  });
}
