import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhoto, createUser } from '../../test/factories';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';
import { formatImageKey, parseImageKey } from '../demo/illustrator';
import { createMediaRoutes } from '../media/media.routes';
import { createMediaStore } from '../media/media-store';
import { createUsedKeys, photoKeyLookups } from '../media/used-keys';

// Raw requests (app.request) throughout: the /p/ media paths, which are not API routes.

/**
 * Hardening: any well-formed image key used to be drawn on request, so anyone could spend CPU on
 * images no photo shows. Only keys a photo row uses are drawn: a key names its photo's #photoid,
 * and keys of the first catalogues (no photo named) are checked against the set still in use.
 */
describe.each(TEST_DATABASES)('media keys on %s', (kind) => {
  let db: TestDatabase;
  let dir = '';
  let creatorId = '';
  const drawn: string[] = [];
  let live = '';
  let pending = '';

  /** The routes as main.ts wires them, on this database; renders are stubbed and counted. */
  function routes() {
    const usedKeys = createUsedKeys({ ...photoKeyLookups(db.handle), reloadAfterMs: 0 });
    const store = createMediaStore({
      dir,
      isUsedKey: usedKeys.has,
      renderPhoto: async (recipe, variant, format) => {
        drawn.push(`${formatImageKey(recipe)}/${variant}.${format}`);
        return Buffer.from('image');
      },
    });
    return createMediaRoutes(store);
  }

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    dir = await mkdtemp(path.join(tmpdir(), 'backdrop-media-keys-'));
    creatorId = (await createUser(db.handle)).id;
    live = (await createPhoto(db.handle, { creatorId })).image_key;
    pending = (await createPhoto(db.handle, { creatorId, photo_status: 'submitted' })).image_key;
    await createPhoto(db.handle, { creatorId, image_key: 'sepia-h-3-warm-7' });
  });
  afterAll(async () => {
    await db.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('draws the images of keys photos use, live or not (admins open pending photos)', async () => {
    const app = routes();
    expect((await app.request(`/p/${live}/thumb.webp`)).status).toBe(200);
    expect((await app.request(`/p/${pending}/preview.webp`)).status).toBe(200);
    // A database seeded before keys named their photo: its keys still draw.
    expect((await app.request('/p/sepia-h-3-warm-7/thumb.webp')).status).toBe(200);
    expect(drawn).toEqual([
      `${live}/thumb.webp`,
      `${pending}/preview.webp`,
      'picnic-sepia-h-3-warm-7/thumb.webp',
    ]);
  });

  it('answers 404 for a well-formed key that no photo uses, and draws nothing', async () => {
    drawn.length = 0;
    const app = routes();
    const recipe = parseImageKey(live);
    if (!recipe) throw new Error(`not a key: ${live}`);
    const otherScene = recipe.scene === 'beach' ? 'kitchen' : 'beach';
    for (const key of [
      // Another photo's seed, the right photo with another scene, a photo that does not exist.
      formatImageKey({ ...recipe, seed: recipe.seed + 1000 }),
      formatImageKey({ ...recipe, scene: otherScene }),
      formatImageKey({ ...recipe, tone: recipe.tone === 'mono' ? 'color' : 'mono' }),
      'sepia-h-3-warm-8',
      'color-s-6-vibrant-11',
    ]) {
      const response = await app.request(`/p/${key}/thumb.webp`);
      expect(response.status, key).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
    }
    expect(drawn).toEqual([]);
  });

  it('draws a key as soon as a new photo uses it', async () => {
    drawn.length = 0;
    const app = routes();
    const key = 'kitchen-color-s-6-vibrant-900000';
    expect((await app.request(`/p/${key}/thumb.webp`)).status).toBe(404);
    await createPhoto(db.handle, { creatorId, photoid: 900000, image_key: key });
    expect((await app.request(`/p/${key}/thumb.webp`)).status).toBe(200);
    expect(drawn).toEqual([`${key}/thumb.webp`]);
  });
});
