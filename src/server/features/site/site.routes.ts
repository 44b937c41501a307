import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { BACKGROUND_COUNT } from '../../demo/illustrator';
import type { MediaStore } from '../../media/media-store';
import { activeBanner } from './site-banner.service';

const ALL_BACKGROUNDS = Array.from({ length: BACKGROUND_COUNT }, (_, index) => index + 1);

/** `media`: the server's image store, which knows the backgrounds already drawn; absent in API-only tests. */
export function siteRoutes(media?: Pick<MediaStore, 'readyBackgrounds'>) {
  return new Hono<AppEnv>()
    .get('/banner', async (c) => {
      const banner = await activeBanner(c.get('deps').handle.db);
      // spec §9: banner fresh 5 minutes. Content is sanitised when saved and again when shown.
      c.header('Cache-Control', 'public, max-age=300');
      if (!banner) return c.body(null, 204);
      return c.json(banner);
    })
    .get('/background-images', async (c) => {
      // spec §9: the hero picks a random one of these. Only backgrounds already drawn are listed
      // (issue 22: no visitor waits for one); after a first start all 50 are drawn within about
      // 20 s, and until then the list is not to be cached.
      const ready = media ? await media.readyBackgrounds() : ALL_BACKGROUNDS;
      const complete = ready.length >= BACKGROUND_COUNT;
      c.header('Cache-Control', complete ? 'public, max-age=86400' : 'no-store');
      return c.json({ images: ready.map((index) => `/media/backgrounds/${index}.webp`), complete });
    });
}
