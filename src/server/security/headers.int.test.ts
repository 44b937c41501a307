import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

// Raw requests (app.request) throughout: the response headers of pages, unknown paths and API answers alike, read as a browser gets them.

describe('response headers (finding 9)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
  });
  afterAll(() => db.drop());

  it('sends HSTS only when the public URL is https', async () => {
    const local = await createTestApp(db.handle);
    expect((await local.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
    const production = await createTestApp(db.handle, { env: PRODUCTION_ENV });
    expect((await production.request('/api/health')).headers.get('strict-transport-security')).toBe(
      'max-age=15552000; includeSubDomains',
    );
  });

  it('refuses framing the way CSP says, for browsers that only read X-Frame-Options too', async () => {
    const app = await createTestApp(db.handle);
    const response = await app.request('/api/nothing');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('gives pages the document policy and API answers the short one', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'backdrop-headers-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    try {
      const app = await createTestApp(db.handle, { webRoot });
      const page = await app.request('/search?q=kitchen');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      const api = await app.request('/api/photos/count');
      expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(api.headers.get('x-content-type-options')).toBe('nosniff');
      expect(api.headers.get('cross-origin-opener-policy')).toBeNull();
    } finally {
      rmSync(webRoot, { recursive: true, force: true });
    }
  });

  it('turns off the browser features the site never uses, on its pages (issue 29 item 6)', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'backdrop-headers-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    try {
      const app = await createTestApp(db.handle, { webRoot });
      const policy = (await app.request('/')).headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
        expect(policy).toContain(feature);
    } finally {
      rmSync(webRoot, { recursive: true, force: true });
    }
  });

  it('lets no cache keep an API error: 401 and 404 answers say no-store (issue 29 item 6)', async () => {
    const app = await createTestApp(db.handle);
    for (const url of ['/api/cart', '/api/nothing', '/api/photos/999999999']) {
      const response = await app.request(url);
      expect([401, 404], url).toContain(response.status);
      expect(response.headers.get('cache-control'), url).toBe('no-store');
    }
  });

  it('serves nothing from the web root but the app (no build stamp, no dotfiles)', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'backdrop-headers-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webRoot, '.build-stamp'), 'a1b2c3');
    writeFileSync(path.join(webRoot, 'assets', '.secret'), 'x');
    try {
      const app = await createTestApp(db.handle, { webRoot });
      for (const url of ['/.build-stamp', '/assets/.secret', '/%2Ebuild-stamp']) {
        const response = await app.request(url);
        expect(await response.text(), url).not.toMatch(/a1b2c3|^x$/);
      }
    } finally {
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
