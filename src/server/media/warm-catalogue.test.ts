import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKGROUND_COUNT, formatImageKey, type ImageRecipe } from '../demo/illustrator';
import { createMediaStore } from './media-store';
import { warmCatalogue } from './warm-catalogue';

let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'backdrop-warm-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('warmCatalogue', () => {
  it("draws the first screens' thumbnails, then the rest's, each once", async () => {
    const used = [
      'kitchen-mono-h-1-warm-0',
      'kitchen-mono-h-1-warm-1',
      'kitchen-mono-h-1-warm-2',
      'beach-sepia-v-2-cool-3',
    ];
    const loadRest = async () => used;
    const drawn: string[] = [];
    const store = createMediaStore({
      dir,
      isUsedKey: async () => true,
      renderPhoto: async (recipe: ImageRecipe, variant) => {
        drawn.push(`${formatImageKey(recipe)}/${variant}`);
        return Buffer.from('image');
      },
      renderBackground: async (index, format) => {
        drawn.push(`background ${index}.${format}`);
        return Buffer.from('background');
      },
    });
    const errors: unknown[] = [];
    await warmCatalogue(store, loadRest, ['beach-sepia-v-2-cool-3', 'kitchen-mono-h-1-warm-1'], (e) =>
      errors.push(e),
    ).done;
    // issue 22: the home page's 50 backgrounds first, then the thumbnails.
    expect(new Set(drawn.slice(0, BACKGROUND_COUNT))).toEqual(
      new Set(Array.from({ length: BACKGROUND_COUNT }, (_, index) => `background ${index + 1}.webp`)),
    );
    expect(await store.readyBackgrounds()).toHaveLength(BACKGROUND_COUNT);
    expect(drawn.slice(BACKGROUND_COUNT)).toEqual([
      'beach-sepia-v-2-cool-3/thumb',
      'kitchen-mono-h-1-warm-1/thumb',
      'kitchen-mono-h-1-warm-0/thumb',
      'kitchen-mono-h-1-warm-2/thumb',
    ]);
    expect(errors).toEqual([]);
  });

  it('stops before the rest of the catalogue when asked', async () => {
    const loadRest = async () => ['kitchen-mono-h-1-warm-0', 'kitchen-mono-h-1-warm-1'];
    let renders = 0;
    const store = createMediaStore({
      dir,
      isUsedKey: async () => true,
      renderPhoto: async () => {
        renders++;
        return Buffer.from('image');
      },
      renderBackground: async () => {
        renders++;
        return Buffer.from('background');
      },
    });
    const handle = warmCatalogue(store, loadRest, ['kitchen-mono-h-1-warm-0'], () => {});
    handle.stop();
    await handle.done;
    expect(renders).toBeLessThanOrEqual(2);
  });
});
