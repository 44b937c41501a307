import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMediaRoutes } from './media.routes';
import { createMediaStore } from './media-store';

let dir = '';
const everyKey = async () => true;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'backdrop-media-routes-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const NOT_FOUND = { error: { code: 'not_found', message: 'Image not found' } };

/** Real photo thumbnails; originals and backgrounds stubbed, they are slow to draw and tested elsewhere. */
function app(options: { allowOriginals?: boolean } = {}) {
  const store = createMediaStore({
    dir,
    isUsedKey: everyKey,
    renderBackground: async (index, format) => Buffer.from(`background ${index}.${format}`),
  });
  return createMediaRoutes(store, options);
}

describe('media routes', () => {
  it('serves a thumbnail with its type, immutable caching and an ETag', async () => {
    const res = await app().request('/p/sepia-h-3-warm-7/thumb.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 400]);

    const again = await app().request('/p/sepia-h-3-warm-7/thumb.webp', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('serves JPEG thumbnails for browsers without WebP', async () => {
    const res = await app().request('/p/mono-s-0-neutral-9/thumb.jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
  });

  it.each([
    '/p/sepia-h-3-warm-12/thumb.webp',
    '/p/not-a-key/thumb.webp',
    '/p/sepia-h-3-warm-7/huge.webp',
    '/p/sepia-h-3-warm-7/thumb.png',
    '/p/sepia-h-3-warm-7/thumb',
    '/p/sepia-h-3-warm-7/original.jpg',
    '/p/..%2F..%2Fetc/thumb.webp',
    '/logos/0.svg',
    '/logos/12.svg',
    '/logos/1.png',
    '/backgrounds/0.webp',
    '/backgrounds/51.webp',
    '/backgrounds/1.avif',
    '/elsewhere',
  ])('answers %s with a 404 in the error envelope', async (url) => {
    const res = await app().request(url);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(NOT_FOUND);
  });

  it('answers 404 without drawing for a well-formed key that no photo uses', async () => {
    let renders = 0;
    const store = createMediaStore({
      dir,
      isUsedKey: async (key) => key === 'sepia-h-3-warm-7',
      renderPhoto: async () => {
        renders++;
        return Buffer.from('image');
      },
    });
    const routes = createMediaRoutes(store);
    for (const file of ['thumb.webp', 'preview.webp', 'preview.avif', 'thumb.jpg']) {
      const res = await routes.request(`/p/sepia-h-3-warm-8/${file}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
    expect(renders).toBe(0);
    expect((await routes.request('/p/sepia-h-3-warm-7/thumb.webp')).status).toBe(200);
    expect(renders).toBe(1);
  });

  it('answers 503 with Retry-After when too many renders already wait', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const store = createMediaStore({
      dir,
      isUsedKey: everyKey,
      concurrency: 1,
      maxWaitingPerClient: 1,
      renderPhoto: async () => {
        await gate;
        return Buffer.from('image');
      },
    });
    const routes = createMediaRoutes(store);
    const first = routes.request('/p/mono-h-1-warm-0/thumb.webp');
    const second = routes.request('/p/mono-h-1-warm-1/thumb.webp');
    await vi.waitFor(() => expect(store.waitingRenders()).toBe(1));
    const refused = await routes.request('/p/mono-h-1-warm-2/thumb.webp');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect((await refused.json()).error.code).toBe('rate_limited');
    open();
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
  });

  it('serves originals only when they are opened', async () => {
    const store = createMediaStore({
      dir,
      isUsedKey: everyKey,
      renderPhoto: async () => Buffer.from('original bytes'),
    });
    const res = await createMediaRoutes(store, { allowOriginals: true }).request(
      '/p/sepia-h-3-warm-7/original.jpg',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
  });

  it('serves the eleven studio logos as SVG', async () => {
    for (let id = 1; id <= 11; id++) {
      const res = await app().request(`/logos/${id}.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await res.text()).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
    }
  });

  it('serves backgrounds as WebP and JPEG', async () => {
    const webp = await app().request('/backgrounds/50.webp');
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(await webp.text()).toBe('background 50.webp');
    const jpg = await app().request('/backgrounds/1.jpg');
    expect(jpg.headers.get('content-type')).toBe('image/jpeg');
  });
});
