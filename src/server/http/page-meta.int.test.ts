import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhoto, createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';

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
});
