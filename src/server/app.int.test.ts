import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPhoto, createUser } from '../test/factories';
import { createTestApp, PRODUCTION_ENV } from '../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../test/test-database';
import { typedClient } from '../test/typed-client';

describe.each(TEST_DATABASES)('API basics on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db.drop());
  beforeEach(() => db.reset());

  it('GET /api/health reports the database and the number of live photos', async () => {
    const app = await createTestApp(db.handle);
    const creator = await createUser(db.handle);
    await createPhoto(db.handle, { creatorId: creator.id });
    await createPhoto(db.handle, { creatorId: creator.id });
    await createPhoto(db.handle, { creatorId: creator.id, photo_status: 'draft' });
    const response = await typedClient(app, null).health.$get();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: kind, photos: 2 });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /api/photos/count counts live photos only', async () => {
    const app = await createTestApp(db.handle);
    const creator = await createUser(db.handle);
    await createPhoto(db.handle, { creatorId: creator.id });
    await createPhoto(db.handle, { creatorId: creator.id, photo_status: 'submitted' });
    const count = (target: typeof app, headers: Record<string, string> = {}) =>
      typedClient(target, null).photos.count.$get(undefined, { headers });
    const response = await count(app);
    expect(await response.json()).toEqual({ count: 1 });
    // Tagged from the value, so a browser revalidating its copy gets 304.
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await count(app, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await createPhoto(db.handle, { creatorId: creator.id });
    const fresh = await createTestApp(db.handle);
    const changed = await count(fresh, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ count: 2 });
  });

  it('answers unknown API routes with the error envelope, never the web app', async () => {
    const app = await createTestApp(db.handle);
    // Raw: a path no route has, which the typed client cannot name.
    const response = await app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No API route for GET /api/nothing-here' },
    });
  });

  it('compresses text responses for clients that accept it', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'backdrop-app-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webRoot, 'assets', 'app-1a2b3c.js'), 'console.log("backdrop");\n'.repeat(500));
    try {
      const app = await createTestApp(db.handle, { webRoot });
      // Raw: the web app's files and pages are not API routes.
      const response = await app.request('/assets/app-1a2b3c.js', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const page = await app.request('/photo/42');
      expect(await page.text()).toContain('<div id="root">');
    } finally {
      rmSync(webRoot, { recursive: true, force: true });
    }
  });

  it('the development outbox lists the newest mails to one address, and any limit gets a whole number', async () => {
    const app = await createTestApp(db.handle);
    for (const [to, subject] of [
      ['Avery@Example.com', 'first'],
      ['someone@example.com', 'other'],
      ['avery@example.com', 'second'],
    ]) {
      await db.handle.raw('insert into mail_outbox ("to", subject, text, html) values ($1, $2, $3, $4)', [
        to,
        subject,
        'text',
        '<p>html</p>',
      ]);
    }
    // Raw: the development outbox is mounted outside ApiType (development only).
    const mine = await (await app.request('/api/dev/outbox?to=AVERY@example.com')).json();
    expect(mine.total).toBe(2);
    expect(mine.items.map((item: { subject: string }) => item.subject).sort()).toEqual(['first', 'second']);
    // issue 29: `limit=1.5` was a 500 (a fraction in LIMIT).
    const one = await app.request('/api/dev/outbox?limit=1.5');
    expect(one.status).toBe(200);
    const body = await one.json();
    expect(body).toMatchObject({ total: 3, limit: 1 });
    expect(body.items).toHaveLength(1);
    expect(typeof body.items[0].created_at).toBe('string');
  });

  it('removes every development aid in production', async () => {
    const app = await createTestApp(db.handle, { env: PRODUCTION_ENV });
    // Raw: the outbox is outside ApiType, and this app's origin (APP_URL) is not the typed client's.
    expect((await app.request('/api/dev/outbox')).status).toBe(404);
    expect((await app.request('/api/human-check', { method: 'POST' })).status).toBe(404);
    expect(await (await app.request('/api/auth/config')).json()).toEqual({
      google: false,
      humanCheck: { kind: 'turnstile', siteKey: 'site-key' },
    });
  });

  it('sends security headers on every response', async () => {
    const app = await createTestApp(db.handle);
    const response = await typedClient(app, null).health.$get();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // JSON is never a document: it gets the short API policy (pages get the full one).
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });
});
