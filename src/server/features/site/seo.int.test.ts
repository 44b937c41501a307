import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';

// Raw requests (app.request) throughout: robots.txt and sitemap.xml are not API routes.

describe('robots.txt and sitemap.xml', () => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    db = await createTestDatabase('pglite');
    app = await createTestApp(db.handle);
  });
  afterAll(() => db.drop());

  it('sends /search-test (spec §2) to the search page with its words, for good', async () => {
    const response = await app.request('/search-test?q=kitchen%20table');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/search?q=kitchen%20table');
    expect((await app.request('/search-test')).headers.get('Location')).toBe('/search');
  });

  it('lets crawlers in, keeps them out of private pages and points at the sitemap', async () => {
    const response = await app.request('/robots.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('User-agent: *\nAllow: /');
    for (const prefix of ['/admin', '/api', '/profile', '/account', '/cart', '/checkout'])
      expect(text).toContain(`Disallow: ${prefix}\n`);
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('lists the public pages with absolute addresses', async () => {
    const response = await app.request('/sitemap.xml');
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const path of ['/', '/pricing', '/license', '/about', '/search'])
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('/profile');
  });
});
