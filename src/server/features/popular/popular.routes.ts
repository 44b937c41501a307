import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../errors';
import { popularPhotos, popularTags, trending } from './popular.service';

function limitOf(raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw new AppError('INVALID', `limit must be a whole number between 1 and ${max}`);
  }
  return Number(raw);
}

// spec §9: popular content fresh 5 minutes.
const POPULAR_CACHE = 'public, max-age=300';

export function popularRoutes() {
  return new Hono<AppEnv>()
    .get('/popular/photos', async (c) => {
      const limit = limitOf(c.req.query('limit'), 10, 100);
      c.header('Cache-Control', POPULAR_CACHE);
      return c.json({ items: await popularPhotos(c.get('deps').handle, limit), limit, offset: 0 });
    })
    .get('/popular/tags', async (c) => {
      const limit = limitOf(c.req.query('limit'), 20, 100);
      const { items, fallback } = await popularTags(c.get('deps').handle, limit);
      c.header('Cache-Control', POPULAR_CACHE);
      return c.json({ items, total: items.length, limit, offset: 0, fallback });
    })
    .get('/trending', async (c) => {
      const items = await trending(c.get('deps').handle);
      c.header('Cache-Control', POPULAR_CACHE);
      return c.json({ items, total: items.length, limit: 20, offset: 0 });
    });
}
