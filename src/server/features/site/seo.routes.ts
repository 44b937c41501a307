import { Hono } from 'hono';
import { SITEMAP_GROUPS } from '../../../core/page-meta';
import type { AppEnv } from '../../app-env';

/** Pages crawlers have no business in: accounts, checkout, the back office and the API. */
const PRIVATE_PREFIXES = [
  '/admin',
  '/api',
  '/profile',
  '/account',
  '/cart',
  '/checkout',
  '/my-purchases',
  '/auth',
  '/contribute',
];

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

/**
 * /sitemap.xml and /robots.txt, served beside the web app, addressed by APP_URL; and /search-test
 * (spec §2), the earlier site's page for trying searches out: the search page is that page now
 * (admins preview a term's expansion in /admin/search-config), so an old link lands on it with
 * its words.
 */
export function seoRoutes() {
  return new Hono<AppEnv>()
    .get('/search-test', (c) => {
      const query = new URL(c.req.url).search;
      return c.redirect(`/search${query}`, 301);
    })
    .get('/robots.txt', (c) => {
      const appUrl = c.get('deps').config.appUrl;
      const lines = [
        'User-agent: *',
        'Allow: /',
        ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
        '',
        `Sitemap: ${new URL('/sitemap.xml', appUrl)}`,
        '',
      ];
      c.header('Cache-Control', 'public, max-age=86400');
      return c.text(lines.join('\n'));
    })
    .get('/sitemap.xml', (c) => {
      const appUrl = c.get('deps').config.appUrl;
      const urls = SITEMAP_GROUPS.flatMap((group) => group.paths).map(
        (path) => `  <url><loc>${escapeXml(new URL(path, appUrl).toString())}</loc></url>`,
      );
      c.header('Cache-Control', 'public, max-age=86400');
      c.header('Content-Type', 'application/xml; charset=utf-8');
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
    });
}
