import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { webAppRoutes } from './web-app';

const root = mkdtempSync(path.join(tmpdir(), 'backdrop-web-'));
mkdirSync(path.join(root, 'assets'));
writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Backdrop</title><div id="root"></div>');
writeFileSync(path.join(root, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
writeFileSync(path.join(root, 'assets', 'index-3f9a1c.js.br'), 'brotli bytes');
writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('webAppRoutes', () => {
  const app = webAppRoutes(root);

  it('serves hashed assets as immutable', async () => {
    const response = await app.request('/assets/index-3f9a1c.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('app');
  });

  it('serves index.html without caching, for / and for client routes', async () => {
    for (const url of ['/', '/index.html', '/search?q=kitchen', '/photo/12', '/no/such/page']) {
      const response = await app.request(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control'), url).toBe('no-cache');
      expect(await response.text(), url).toContain('<div id="root">');
    }
  });

  it("sends the build's Brotli copy to browsers that take it, the plain file to others", async () => {
    const brotli = await app.request('/assets/index-3f9a1c.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(await brotli.text()).toBe('brotli bytes');
    const plain = await app.request('/assets/index-3f9a1c.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('app');
  });

  it('serves other public files with a short cache', async () => {
    const response = await app.request('/favicon.svg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('does not fall back to the app for a missing hashed asset', async () => {
    const response = await app.request('/assets/missing-000.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
  });
});
