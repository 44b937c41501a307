import { Hono } from 'hono';
import { GUEST_RESULT_CAP, SEARCH_PAGE_SIZE } from '../../../core/search-params';
import type { AppEnv } from '../../app-env';
import { isSignedIn } from '../../auth/guards';
import { catalogueHandle } from '../../db/read-replica-routing';
import { validSearchQuery } from '../photos';
import { curationDocs } from './curation.openapi';
import { collectionPhotos, listCollections, listEvents } from './curation.service';

// spec §9: taxonomy lookups (event and collection names) stay fresh 10 minutes.
const LIST_CACHE = 'public, max-age=600';

/** Events and collections: the catalogue's curated groupings, public to everyone. */
export function curationRoutes() {
  return new Hono<AppEnv>()
    .get('/events', curationDocs.events, async (c) => {
      c.header('Cache-Control', LIST_CACHE);
      return c.json({ items: await listEvents(catalogueHandle(c)) });
    })
    .get('/collections', curationDocs.collections, async (c) => {
      c.header('Cache-Control', LIST_CACHE);
      return c.json({ items: await listCollections(catalogueHandle(c)) });
    })
    .get('/collections/:id', curationDocs.collection, validSearchQuery, async (c) => {
      const signedIn = await isSignedIn(c);
      const page = await collectionPhotos(catalogueHandle(c), c.req.param('id'), c.req.valid('query'), {
        signedIn,
        pageSize: SEARCH_PAGE_SIZE,
        guestCap: GUEST_RESULT_CAP,
      });
      // Guests all see the same first page; members page further (spec §9: search fresh 5 min).
      c.header('Cache-Control', signedIn ? 'private, no-store' : 'public, max-age=300');
      c.header('Vary', 'Cookie');
      return c.json(page);
    });
}
