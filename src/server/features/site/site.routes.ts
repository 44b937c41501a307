import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** spec §9: background images numbered 1…count, 50 by default. */
const BACKGROUND_COUNT = 50;

export function siteRoutes() {
  return new Hono<AppEnv>()
    .get('/banner', async (c) => {
      const [banner] = await c
        .get('deps')
        .handle.raw<{ id: string; content: string }>(
          `select id, content from site_banners where is_active limit 1`,
        );
      // spec §9: banner fresh 5 minutes. Content is sanitised when saved and again when shown.
      c.header('Cache-Control', 'public, max-age=300');
      if (!banner) return c.body(null, 204);
      return c.json(banner);
    })
    .get('/background-images', (c) => {
      c.header('Cache-Control', 'public, max-age=86400');
      const images = Array.from(
        { length: BACKGROUND_COUNT },
        (_, index) => `/media/backgrounds/${index + 1}.webp`,
      );
      return c.json({ images });
    });
}
