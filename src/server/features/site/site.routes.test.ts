import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../app-env';
import { siteRoutes } from './site.routes';

const app = (ready: number[] | null) =>
  new Hono<AppEnv>().route(
    '/',
    siteRoutes(ready === null ? undefined : { readyBackgrounds: async () => ready }),
  );

describe('GET /background-images (spec §9, issue 22)', () => {
  it('lists only the backgrounds already drawn, uncached while some are missing', async () => {
    const answer = await app([2, 5]).request('/background-images');
    expect(await answer.json()).toEqual({
      images: ['/media/backgrounds/2.webp', '/media/backgrounds/5.webp'],
      complete: false,
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('lists all 50 for a day once they are drawn (and when no store says otherwise)', async () => {
    const all = Array.from({ length: 50 }, (_, index) => index + 1);
    for (const ready of [all, null]) {
      const answer = await app(ready).request('/background-images');
      const body = (await answer.json()) as { images: string[]; complete: boolean };
      expect(body.images).toHaveLength(50);
      expect(body.images[49]).toBe('/media/backgrounds/50.webp');
      expect(body.complete).toBe(true);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    }
  });
});
