import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhoto, createUser } from '../../test/factories';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';
import { createMediaRoutes } from '../media/media.routes';
import { createMediaStore } from '../media/media-store';
import { createUsedKeys, loadUsedImageKeys } from '../media/used-keys';

/**
 * Hardening: any of the 5,040 well-formed image keys used to be drawn on request, so anyone could
 * spend ~35 CPU-minutes on images no photo shows. Now only keys a photo row uses are drawn.
 */
describe.each(TEST_DATABASES)('media keys on %s', (kind) => {
  let db: TestDatabase;
  let dir = '';
  let creatorId = '';
  const drawn: string[] = [];

  /** The routes as main.ts wires them, on this database; renders are stubbed and counted. */
  function routes() {
    const usedKeys = createUsedKeys({ load: () => loadUsedImageKeys(db.handle), reloadAfterMs: 0 });
    const store = createMediaStore({
      dir,
      isUsedKey: usedKeys.has,
      renderPhoto: async (recipe, variant, format) => {
        drawn.push(
          `${recipe.tone}-${recipe.aspect}-${recipe.people}-${recipe.mood}-${recipe.variant}/${variant}.${format}`,
        );
        return Buffer.from('image');
      },
    });
    return createMediaRoutes(store);
  }

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    dir = await mkdtemp(path.join(tmpdir(), 'backdrop-media-keys-'));
    creatorId = (await createUser(db.handle)).id;
    await createPhoto(db.handle, { creatorId, image_key: 'sepia-h-3-warm-7' });
    await createPhoto(db.handle, { creatorId, image_key: 'mono-v-2-cool-1', photo_status: 'pending' });
  });
  afterAll(async () => {
    await db.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('draws the images of keys photos use, live or not (admins open pending photos)', async () => {
    const app = routes();
    expect((await app.request('/p/sepia-h-3-warm-7/thumb.webp')).status).toBe(200);
    expect((await app.request('/p/mono-v-2-cool-1/preview.webp')).status).toBe(200);
    expect(drawn).toEqual(['sepia-h-3-warm-7/thumb.webp', 'mono-v-2-cool-1/preview.webp']);
  });

  it('answers 404 for a well-formed key that no photo uses, and draws nothing', async () => {
    drawn.length = 0;
    const app = routes();
    for (const url of [
      '/p/sepia-h-3-warm-8/thumb.webp',
      '/p/color-s-6-vibrant-11/preview.avif',
      '/p/faded-v-0-muted-0/thumb.jpg',
    ]) {
      const response = await app.request(url);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
    }
    expect(drawn).toEqual([]);
  });

  it('draws a key as soon as a new photo uses it', async () => {
    drawn.length = 0;
    const app = routes();
    expect((await app.request('/p/color-s-6-vibrant-11/thumb.webp')).status).toBe(404);
    await createPhoto(db.handle, { creatorId, image_key: 'color-s-6-vibrant-11' });
    expect((await app.request('/p/color-s-6-vibrant-11/thumb.webp')).status).toBe(200);
    expect(drawn).toEqual(['color-s-6-vibrant-11/thumb.webp']);
  });
});
