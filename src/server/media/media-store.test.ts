import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageRecipe } from '../demo/illustrator';
import { createMediaStore } from './media-store';

let dir = '';
const everyKey = async () => true;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'backdrop-media-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A stand-in renderer that counts calls and tracks how many run at once. */
function fakeRenderer(delayMs = 10) {
  const state = { calls: 0, active: 0, maxActive: 0, fail: false };
  const render = async (recipe: ImageRecipe) => {
    state.calls++;
    state.active++;
    state.maxActive = Math.max(state.maxActive, state.active);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    state.active--;
    if (state.fail) throw new Error('render failed');
    return Buffer.from(`image of ${recipe.tone}`);
  };
  return { state, render };
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('createMediaStore', () => {
  it('renders on first request into dir/cache/<key>/<variant>.<format> and serves the cache after', async () => {
    const fake = fakeRenderer();
    const store = createMediaStore({ dir, isUsedKey: everyKey, renderPhoto: fake.render });
    const first = await store.get('sepia-h-3-warm-7', 'thumb', 'webp');
    expect(first).toEqual({
      path: path.join(dir, 'cache', 'sepia-h-3-warm-7', 'thumb.webp'),
      contentType: 'image/webp',
    });
    expect(await readFile(first?.path ?? '', 'utf8')).toBe('image of sepia');
    const second = await store.get('sepia-h-3-warm-7', 'thumb', 'webp');
    expect(second).toEqual(first);
    expect(fake.state.calls).toBe(1);
    expect(store.renderCount()).toBe(1);
    // A new store over the same directory (a restart) finds the file too.
    const restarted = createMediaStore({ dir, isUsedKey: everyKey, renderPhoto: fake.render });
    await restarted.get('sepia-h-3-warm-7', 'thumb', 'webp');
    expect(fake.state.calls).toBe(1);
  });

  it('shares one render between concurrent requests for the same file', async () => {
    const fake = fakeRenderer(30);
    const store = createMediaStore({ dir, isUsedKey: everyKey, renderPhoto: fake.render });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => store.get('mono-v-2-cool-1', 'preview', 'jpg')),
    );
    expect(new Set(results.map((r) => r?.path)).size).toBe(1);
    expect(fake.state.calls).toBe(1);
  });

  it('renders at most two files at once', async () => {
    const fake = fakeRenderer(20);
    const store = createMediaStore({ dir, isUsedKey: everyKey, renderPhoto: fake.render });
    await Promise.all(
      [0, 1, 2, 3, 4, 5].map((variant) => store.get(`color-s-1-muted-${variant}`, 'thumb', 'webp')),
    );
    expect(fake.state.calls).toBe(6);
    expect(fake.state.maxActive).toBe(2);
  });

  it('refuses invalid keys, variants and formats without rendering', async () => {
    const fake = fakeRenderer();
    const store = createMediaStore({ dir, isUsedKey: everyKey, renderPhoto: fake.render });
    expect(await store.get('../../etc/passwd', 'thumb', 'webp')).toBeNull();
    expect(await store.get('sepia-h-3-warm-12', 'thumb', 'webp')).toBeNull();
    expect(await store.getBackground(0, 'webp')).toBeNull();
    expect(await store.getBackground(51, 'jpg')).toBeNull();
    expect(fake.state.calls).toBe(0);
  });

  it('renders nothing for a well-formed key that no photo uses', async () => {
    const fake = fakeRenderer();
    const store = createMediaStore({
      dir,
      isUsedKey: async (key) => key === 'sepia-h-3-warm-7',
      renderPhoto: fake.render,
    });
    expect(await store.get('sepia-h-3-warm-8', 'thumb', 'webp')).toBeNull();
    expect(await store.get('mono-v-0-cool-0', 'preview', 'avif')).toBeNull();
    expect(fake.state.calls).toBe(0);
    expect(await store.get('sepia-h-3-warm-7', 'thumb', 'webp')).not.toBeNull();
    expect(fake.state.calls).toBe(1);
  });

  it('leaves no file behind when a render fails, and tries again on the next request', async () => {
    const fake = fakeRenderer();
    fake.state.fail = true;
    const store = createMediaStore({ dir, isUsedKey: everyKey, renderPhoto: fake.render });
    await expect(store.get('faded-h-0-cool-9', 'thumb', 'webp')).rejects.toThrow('render failed');
    expect(await listFiles(dir)).toEqual([]);
    fake.state.fail = false;
    expect(await store.get('faded-h-0-cool-9', 'thumb', 'webp')).not.toBeNull();
    expect(await listFiles(dir)).toEqual(['thumb.webp']);
  });

  it('warms files one at a time and stops when asked', async () => {
    const fake = fakeRenderer(5);
    const store = createMediaStore({ dir, isUsedKey: everyKey, renderPhoto: fake.render });
    const keys = ['mono-h-1-warm-0', 'mono-h-1-warm-1', 'mono-h-1-warm-2'];
    await store.warm(keys, { variants: ['thumb', 'preview'] }).done;
    expect(fake.state.calls).toBe(6);
    expect(fake.state.maxActive).toBe(1);

    const handle = store.warm(['sepia-s-2-cool-0', 'sepia-s-2-cool-1', 'sepia-s-2-cool-2']);
    handle.stop();
    await handle.done;
    expect(fake.state.calls).toBeLessThanOrEqual(7);
  });

  it('reports failed warm-up renders instead of rejecting', async () => {
    const fake = fakeRenderer(1);
    fake.state.fail = true;
    const failures: string[] = [];
    const store = createMediaStore({
      dir,
      isUsedKey: everyKey,
      renderPhoto: fake.render,
      onWarmError: (_error, file) => failures.push(file),
    });
    await store.warm(['mono-h-1-warm-0']).done;
    expect(failures).toEqual(['mono-h-1-warm-0/thumb.webp']);
  });

  it('renders real images with the default renderer', async () => {
    const store = createMediaStore({ dir, isUsedKey: everyKey });
    const file = await store.get('color-h-3-warm-7', 'thumb', 'webp');
    const meta = await sharp(file?.path ?? '').metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 267]);
  });
});
