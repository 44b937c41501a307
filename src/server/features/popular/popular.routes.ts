import { Hono } from 'hono';
import { GUEST_RESULT_CAP } from '../../../core/search-rules';
import type { AppEnv } from '../../app-env';
import { isSignedIn } from '../../auth/guards';
import { catalogueHandle } from '../../db/read-replica-routing';
import { AppError } from '../../errors';
import { popularDocs } from './popular.openapi';
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
    .get('/popular/photos', popularDocs.photos, async (c) => {
      const asked = limitOf(c.req.query('limit'), 10, 100);
      // spec §9: a guest sees at most GUEST_RESULT_CAP photos of any list, this one too; only a
      // longer list depends on who asks (and costs a session lookup).
      const member = asked > GUEST_RESULT_CAP && (await isSignedIn(c));
      const limit = member ? asked : Math.min(asked, GUEST_RESULT_CAP);
      if (asked > GUEST_RESULT_CAP) c.header('Vary', 'Cookie');
      c.header('Cache-Control', member ? 'private, max-age=300' : POPULAR_CACHE);
      return c.json({ items: await popularPhotos(catalogueHandle(c), limit), limit, offset: 0 });
    })
    .get('/popular/tags', popularDocs.tags, async (c) => {
      const limit = limitOf(c.req.query('limit'), 20, 100);
      const { items, fallback } = await popularTags(catalogueHandle(c), limit);
      c.header('Cache-Control', POPULAR_CACHE);
      return c.json({ items, total: items.length, limit, offset: 0, fallback });
    })
    .get('/trending', popularDocs.trending, async (c) => {
      const items = await trending(catalogueHandle(c));
      c.header('Cache-Control', POPULAR_CACHE);
      return c.json({ items, total: items.length, limit: 20, offset: 0 });
    });
}
