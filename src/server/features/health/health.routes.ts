import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { countLivePhotos } from '../photos/photos.service';

export function healthRoutes() {
  return new Hono<AppEnv>().get('/health', async (c) => {
    const { handle } = c.get('deps');
    const photos = await countLivePhotos(handle);
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' as const, database: handle.kind, photos });
  });
}
