import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { catalogueHandle } from '../../db/read-replica-routing';
import { creatorStorefront } from './creator.service';
import { creatorsDocs } from './creators.openapi';

export function creatorsRoutes() {
  return new Hono<AppEnv>().get('/creators/:id', creatorsDocs.storefront, async (c) => {
    const storefront = await creatorStorefront(catalogueHandle(c), c.req.param('id'));
    // Public catalogue data, the same for everyone (spec §9: taxonomy lookups fresh 10 minutes).
    c.header('Cache-Control', 'public, max-age=600');
    return c.json(storefront);
  });
}
