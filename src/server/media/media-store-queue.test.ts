import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatImageKey, type ImageRecipe } from '../demo/illustrator';
import type { ImageVariant } from './image-formats';
import { createMediaStore, type MediaStore } from './media-store';
import { RenderQueueFullError } from './render-queue';

let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'backdrop-media-queue-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const everyKey = async () => true;

/** Records the order renders start in; every render waits until `open()`, so the rest queue up. */
function gatedRenderer() {
  const started: string[] = [];
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const render = async (recipe: ImageRecipe, variant: ImageVariant) => {
    started.push(`${formatImageKey(recipe)}/${variant}`);
    await gate;
    return Buffer.from('image');
  };
  return { started, open: () => open(), render };
}

/** Waits until `count` renders wait in the queue (the store stats files before queueing). */
async function queued(store: MediaStore, count: number) {
  await vi.waitFor(() => expect(store.waitingRenders()).toBe(count));
}

const key = (seed: number, people = 1) => `kitchen-mono-h-${people}-warm-${seed}`;

describe('media store render queue', () => {
  it("draws a visitor's thumbnail before previews and warm-up work queued earlier", async () => {
    const renderer = gatedRenderer();
    const store = createMediaStore({
      dir,
      isUsedKey: everyKey,
      concurrency: 1,
      renderPhoto: renderer.render,
    });
    const blocker = store.get(key(0), 'thumb', 'webp', { client: 'someone' });
    await vi.waitFor(() => expect(renderer.started).toHaveLength(1));
    const previews = [1, 2, 3, 4, 5].map((v) => store.get(key(v), 'preview', 'webp', { client: 'bulk' }));
    await queued(store, 5);
    const warming = store.warm([key(6), key(7)], { priority: 'idle' });
    await queued(store, 6);
    const visitor = store.get(key(8), 'thumb', 'webp', { client: 'visitor' });
    await queued(store, 7);
    renderer.open();
    await Promise.all([blocker, visitor, ...previews, warming.done]);
    expect(renderer.started.slice(0, 2)).toEqual([`${key(0)}/thumb`, `${key(8)}/thumb`]);
    // The five previews were asked for at once: each first checks the disk, so they queue in the
    // order those checks return. Their order among themselves is not the point; their place is.
    expect(renderer.started.slice(2, 7).sort()).toEqual([1, 2, 3, 4, 5].map((v) => `${key(v)}/preview`));
    expect(renderer.started.slice(7)).toEqual([`${key(6)}/thumb`, `${key(7)}/thumb`]);
  });

  it('lets clients take turns, so one asking for many images does not hold up another', async () => {
    const renderer = gatedRenderer();
    const store = createMediaStore({
      dir,
      isUsedKey: everyKey,
      concurrency: 1,
      renderPhoto: renderer.render,
    });
    const blocker = store.get(key(0), 'thumb', 'webp', { client: 'someone' });
    await vi.waitFor(() => expect(renderer.started).toHaveLength(1));
    const bulk = [1, 2, 3, 4, 5, 6, 7, 8].map((v) => store.get(key(v), 'thumb', 'webp', { client: 'bulk' }));
    await queued(store, 8);
    const visitor = store.get(key(9), 'thumb', 'webp', { client: 'visitor' });
    await queued(store, 9);
    renderer.open();
    await Promise.all([blocker, visitor, ...bulk]);
    // The bulk client's first thumbnail, then the visitor's: not behind all eight.
    // (Which of the eight comes first depends on the order their disk checks return.)
    const [first, second, third] = renderer.started;
    expect(first).toBe(`${key(0)}/thumb`);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((v) => `${key(v)}/thumb`)).toContain(second);
    expect(third).toBe(`${key(9)}/thumb`);
  });

  it('answers a cached thumbnail at once while many renders wait', async () => {
    const renderer = gatedRenderer();
    const store = createMediaStore({
      dir,
      isUsedKey: everyKey,
      concurrency: 2,
      maxWaitingPerClient: 100,
      renderPhoto: renderer.render,
    });
    renderer.open();
    await store.get(key(0), 'thumb', 'webp');
    expect(store.renderCount()).toBe(1);

    const slow = gatedRenderer();
    const busy = createMediaStore({
      dir,
      isUsedKey: everyKey,
      concurrency: 2,
      maxWaitingPerClient: 100,
      renderPhoto: slow.render,
    });
    const renders = Array.from({ length: 40 }, (_, i) =>
      busy.get(key(i % 12, 1 + Math.floor(i / 12)), 'preview', 'webp', { client: 'bulk' }),
    );
    await queued(busy, 38);
    const cached = await busy.get(key(0), 'thumb', 'webp', { client: 'visitor' });
    expect(cached?.path).toBe(path.join(dir, 'cache', key(0), 'thumb.webp'));
    // Answered while every render was still waiting or drawing.
    expect(busy.renderCount()).toBe(0);
    expect(busy.waitingRenders()).toBe(38);
    slow.open();
    await Promise.all(renders);
    expect(busy.renderCount()).toBe(40);
  });

  it('moves a queued warm-up render up when a visitor asks for the same file', async () => {
    const renderer = gatedRenderer();
    const store = createMediaStore({
      dir,
      isUsedKey: everyKey,
      concurrency: 1,
      renderPhoto: renderer.render,
    });
    const blocker = store.get(key(0), 'thumb', 'webp', { client: 'someone' });
    await vi.waitFor(() => expect(renderer.started).toHaveLength(1));
    const warming = store.warm([key(1)], { priority: 'idle' });
    await queued(store, 1);
    const preview = store.get(key(2), 'preview', 'webp', { client: 'bulk' });
    await queued(store, 2);
    const visitor = store.get(key(1), 'thumb', 'webp', { client: 'visitor' });
    renderer.open();
    await Promise.all([blocker, warming.done, preview, visitor]);
    expect(renderer.started).toEqual([`${key(0)}/thumb`, `${key(1)}/thumb`, `${key(2)}/preview`]);
    expect(store.renderCount()).toBe(3);
  });

  it('refuses new renders past its bounds, overall and per client, and serves again once drained', async () => {
    const renderer = gatedRenderer();
    const store = createMediaStore({
      dir,
      isUsedKey: everyKey,
      concurrency: 1,
      maxWaiting: 4,
      maxWaitingPerClient: 2,
      renderPhoto: renderer.render,
    });
    const running = store.get(key(0), 'thumb', 'webp', { client: 'a' });
    await vi.waitFor(() => expect(renderer.started).toHaveLength(1));
    const waiting = [
      store.get(key(1), 'thumb', 'webp', { client: 'a' }),
      store.get(key(2), 'thumb', 'webp', { client: 'a' }),
    ];
    await queued(store, 2);
    await expect(store.get(key(3), 'thumb', 'webp', { client: 'a' })).rejects.toThrow(RenderQueueFullError);
    waiting.push(
      store.get(key(4), 'thumb', 'webp', { client: 'b' }),
      store.get(key(5), 'thumb', 'webp', { client: 'c' }),
    );
    await queued(store, 4);
    await expect(store.get(key(6), 'thumb', 'webp', { client: 'd' })).rejects.toThrow(RenderQueueFullError);
    renderer.open();
    await Promise.all([running, ...waiting]);
    expect(await store.get(key(3), 'thumb', 'webp', { client: 'a' })).not.toBeNull();
    expect(renderer.started).toHaveLength(6);
  });
});
