import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageRecipe } from '../demo/illustrator';
import { createLocalStore } from './local-store';
import type { ObjectStore } from './object-store';
import { ensureOriginal, originalKey } from './originals';

describe('originals', () => {
  let dataDir: string;
  let store: ObjectStore;
  const imageKey = 'kitchen-faded-h-3-warm-1042';

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'backdrop-originals-'));
    store = createLocalStore(dataDir);
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  function countingRender() {
    const recipes: ImageRecipe[] = [];
    const render = async (recipe: ImageRecipe) => {
      recipes.push(recipe);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Buffer.from(`jpeg of ${recipe.scene} ${recipe.seed}`);
    };
    return { recipes, render };
  }

  it('keeps the original of an image key under originals/', () => {
    expect(originalKey(imageKey)).toBe('originals/kitchen-faded-h-3-warm-1042.jpg');
  });

  it('draws a demo original once, however many ask at the same moment, then finds it stored', async () => {
    const { recipes, render } = countingRender();
    const [first, second] = await Promise.all([
      ensureOriginal(store, imageKey, render),
      ensureOriginal(store, imageKey, render),
    ]);
    const size = 'jpeg of kitchen 1042'.length;
    expect(first).toEqual({ key: 'originals/kitchen-faded-h-3-warm-1042.jpg', size });
    expect(second).toEqual(first);
    expect(recipes).toEqual([
      { scene: 'kitchen', tone: 'faded', aspect: 'h', people: 3, mood: 'warm', seed: 1042 },
    ]);
    const stored = await store.read(first?.key ?? '');
    stored?.stream.destroy();
    expect(stored).toMatchObject({ contentType: 'image/jpeg', size });

    // Found stored later: its real size, read from the store.
    expect(await ensureOriginal(store, imageKey, render)).toEqual(first);
    expect(recipes).toHaveLength(1);
  });

  it('draws again after a failed render instead of remembering the failure', async () => {
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('renderer down');
    };
    await expect(
      Promise.all([ensureOriginal(store, imageKey, failing), ensureOriginal(store, imageKey, failing)]),
    ).rejects.toThrow('renderer down');
    expect(calls).toBe(1);
    expect(await store.has(originalKey(imageKey))).toBe(false);

    const { recipes, render } = countingRender();
    expect((await ensureOriginal(store, imageKey, render))?.key).toBe(originalKey(imageKey));
    expect(recipes).toHaveLength(1);
  });

  it('answers null for a key that is not an image key, without drawing or storing', async () => {
    const { recipes, render } = countingRender();
    for (const key of ['../etc/passwd', 'kitchen-faded-h-3-warm-01042', 'Kitchen-faded-h-3-warm-1', '']) {
      expect(await ensureOriginal(store, key, render)).toBeNull();
    }
    expect(recipes).toEqual([]);
  });
});
