import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWER_ELEMENT_ID } from '../../core/page-meta';
import { signUpByLink } from '../../test/auth-helpers';
import { createPhoto, createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';
import { typedClient } from '../../test/typed-client';

const webRoot = mkdtempSync(path.join(tmpdir(), 'backdrop-meta-'));
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  '<!doctype html><html><head><meta name="description" content="Backdrop." /><title>Backdrop</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

describe.each(TEST_DATABASES)('page meta in the served HTML on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let live = { photoid: 0, id: '' };
  let draft = 0;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle, { webRoot });
    const creatorId = (await createUser(db.handle)).id;
    const photo = await createPhoto(db.handle, {
      creatorId,
      title: 'Birthday <cake> in the kitchen',
      description: null,
      decade_taken: '1970s',
      location_country: 'Canada',
    });
    live = { photoid: photo.photoid, id: photo.id };
    draft = (await createPhoto(db.handle, { creatorId, title: 'Secret draft', photo_status: 'draft' }))
      .photoid;
  });
  afterAll(() => db.drop());

  // Raw: these tests read the pages the server renders, which are not API routes.
  const html = async (url: string) => (await app.request(url)).text();

  it('gives a live photo its title, description and preview image as Open Graph tags', async () => {
    for (const url of [`/photo/${live.photoid}`, `/photo-uuid/${live.id}`]) {
      const page = await html(url);
      expect(page, url).toContain('<title>Birthday &lt;cake&gt; in the kitchen · Backdrop</title>');
      expect(page, url).toContain(
        '<meta property="og:title" content="Birthday &lt;cake&gt; in the kitchen" />',
      );
      expect(page, url).toMatch(
        /<meta property="og:image" content="http:\/\/localhost:3000\/media\/[^"]+" \/>/,
      );
      expect(page, url).toContain('(1970s, Canada)');
    }
  });

  it('says nothing of a photo that is not live, or does not exist', async () => {
    for (const url of [`/photo/${draft}`, '/photo/999999', '/photo/abc']) {
      const page = await html(url);
      expect(page, url).not.toContain('og:');
      expect(page, url).not.toContain('Secret draft');
      expect(page, url).toContain('<title>Backdrop</title>');
    }
  });

  it('gives public static pages their own title and description', async () => {
    const page = await html('/pricing');
    expect(page).toContain('<title>Pricing · Backdrop</title>');
    expect(page).toContain('<meta property="og:url" content="http://localhost:3000/pricing" />');
    expect(await html('/profile')).toContain('<title>Backdrop</title>');
  });

  /** The JSON of the page's viewer block, or undefined when the page has none. */
  const viewerIn = (page: string): unknown => {
    const block = new RegExp(`<script type="application/json" id="${VIEWER_ELEMENT_ID}">(.*?)</script>`).exec(
      page,
    );
    return block ? JSON.parse(block[1] ?? '') : undefined;
  };

  it('tells the app a guest is signed out, and lets caches revalidate the page', async () => {
    for (const cookie of ['', 'better-auth.session_token=forged.token']) {
      const response = await app.request(`/photo/${live.photoid}`, {
        headers: cookie ? { Cookie: cookie } : {},
      });
      const page = await response.text();
      expect(viewerIn(page), cookie).toBeNull();
      expect(page, cookie).not.toContain('rel="preload"');
      expect(response.headers.get('cache-control'), cookie).toBe('no-cache');
      expect(response.headers.get('vary'), cookie).toContain('Cookie');
    }
  });

  it('carries a member as /api/me answers, in a page no cache keeps, with the photo asked for early', async () => {
    const cookie = await signUpByLink(app, 'viewer@example.com', 'Ann');
    const response = await app.request(`/photo/${live.photoid}`, { headers: { Cookie: cookie } });
    const page = await response.text();
    const me = await (await typedClient(app, cookie).me.$get()).json();
    expect(viewerIn(page)).toEqual(me);
    expect(me).toMatchObject({ user: { email: 'viewer@example.com' }, isAdmin: false });
    expect(page).toMatch(/<link rel="preload" as="image" href="\/media\/[^"]+" fetchpriority="high" \/>/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // Pages without a photo carry the viewer too, and no preload.
    const pricing = await (await app.request('/pricing', { headers: { Cookie: cookie } })).text();
    expect(viewerIn(pricing)).toEqual(me);
    expect(pricing).not.toContain('rel="preload"');
  });
});
