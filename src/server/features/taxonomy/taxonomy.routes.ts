import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { isSignedIn } from '../../auth/guards';
import { taxonomyDocs } from './taxonomy.openapi';
import { taxonomyPage } from './taxonomy.service';

export function taxonomyRoutes() {
  return new Hono<AppEnv>().get('/taxonomy/:type/:id', taxonomyDocs.page, async (c) => {
    const signedIn = await isSignedIn(c);
    const page = await taxonomyPage(
      c.get('deps').handle,
      { type: c.req.param('type'), id: c.req.param('id'), query: c.req.query() },
      { signedIn, liveCount: c.get('liveCount'), tuning: c.get('deps').searchTuning },
    );
    // spec §9: taxonomy lookups fresh 10 minutes; guests share pages, members' are their own.
    c.header('Cache-Control', signedIn ? 'private, no-store' : 'public, max-age=300');
    c.header('Vary', 'Cookie');
    return c.json(page);
  });
}
