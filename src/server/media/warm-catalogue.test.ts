import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatImageKey, type ImageRecipe } from './image-key';
import { createMediaStore } from './media-store';
import { createUsedKeys } from './used-keys';
import { warmCatalogue } from './warm-catalogue';

let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'backdrop-warm-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('warmCatalogue', () => {
  it("draws the first screens' thumbnails, then every other used key's, each once", async () => {
    const used = ['mono-h-1-warm-0', 'mono-h-1-warm-1', 'mono-h-1-warm-2', 'sepia-v-2-cool-3'];
    const usedKeys = createUsedKeys({ load: async () => used });
    const drawn: string[] = [];
    const store = createMediaStore({
      dir,
      isUsedKey: usedKeys.has,
      renderPhoto: async (recipe: ImageRecipe, variant) => {
        drawn.push(`${formatImageKey(recipe)}/${variant}`);
        return Buffer.from('image');
      },
    });
    const errors: unknown[] = [];
    await warmCatalogue(store, usedKeys, ['sepia-v-2-cool-3', 'mono-h-1-warm-1'], (e) => errors.push(e)).done;
    expect(drawn).toEqual([
      'sepia-v-2-cool-3/thumb',
      'mono-h-1-warm-1/thumb',
      'mono-h-1-warm-0/thumb',
      'mono-h-1-warm-2/thumb',
    ]);
    expect(errors).toEqual([]);
  });

  it('stops before the rest of the catalogue when asked', async () => {
    const usedKeys = createUsedKeys({ load: async () => ['mono-h-1-warm-0', 'mono-h-1-warm-1'] });
    let renders = 0;
    const store = createMediaStore({
      dir,
      isUsedKey: usedKeys.has,
      renderPhoto: async () => {
        renders++;
        return Buffer.from('image');
      },
    });
    const handle = warmCatalogue(store, usedKeys, ['mono-h-1-warm-0'], () => {});
    handle.stop();
    await handle.done;
    expect(renders).toBeLessThanOrEqual(1);
  });
});
