import { zValidator } from '@hono/zod-validator';
import { type Context, Hono } from 'hono';
import { GUEST_RESULT_CAP, SEARCH_PAGE_SIZE, searchParamsSchema } from '../../../core/search-params';
import type { AppEnv } from '../../app-env';
import { isAdmin, isSignedIn, requireUser } from '../../auth/guards';
import { catalogueHandle } from '../../db/read-replica-routing';
import { AppError } from '../../errors';
import { documentValidator } from '../../http/openapi';
import { tagSmallAnswer } from '../../http/small-answer';
import { photoFacets } from './facets.service';
import { originalFactsOfPhoto } from './original-file';
import { photoDetail } from './photo-detail.service';
import { photosDocs } from './photos.openapi';
import { searchPhotos } from './search.service';
import { similarPeople, similarPhotos } from './similar.service';

/** Search parameters, or 400 naming the first bad one (spec §3 filters). */
export const validSearchQuery = documentValidator(
  zValidator('query', searchParamsSchema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = String(issue?.path[0] ?? 'query');
      throw new AppError('INVALID', issue?.message ?? 'Invalid search', {
        [field]: issue?.message ?? 'Invalid value',
      });
    }
  }),
  'query',
  searchParamsSchema,
);

export function photosRoutes() {
  return new Hono<AppEnv>()
    .get('/count', photosDocs.count, async (c) => {
      const count = await c.get('liveCount')();
      // spec §9: the photo count stays fresh for 24 h in the client; an hour at shared caches.
      tagSmallAnswer(c, { count }, 'public, max-age=3600');
      return c.json({ count });
    })
    .get('/search', photosDocs.search, validSearchQuery, async (c) => {
      const signedIn = await isSignedIn(c);
      const result = await searchPhotos(catalogueHandle(c), c.req.valid('query'), {
        signedIn,
        pageSize: SEARCH_PAGE_SIZE,
        guestCap: GUEST_RESULT_CAP,
        tuning: c.get('deps').searchTuning,
      });
      // Guests all see the same first page: shared caches may keep it (spec §9: search fresh 5 min).
      c.header('Cache-Control', signedIn ? 'private, no-store' : 'public, max-age=300');
      c.header('Vary', 'Cookie');
      return c.json(result);
    })
    .get('/facets', photosDocs.facets, validSearchQuery, async (c) => {
      const facets = await photoFacets(catalogueHandle(c), c.req.valid('query'));
      // The same for guests and members; spec §9: taxonomy lookups stay fresh 10 minutes.
      c.header('Cache-Control', 'public, max-age=600');
      return c.json(facets);
    })
    .get('/:key', photosDocs.detail, requireUser, async (c) => {
      const detail = await photoDetail(catalogueHandle(c), c.req.param('key'), {
        admin: isAdmin(c.get('session')),
      });
      c.header('Cache-Control', 'private, max-age=300');
      return c.json(detail);
    })
    .get('/:key/original', photosDocs.original, requireUser, async (c) => {
      // issue 22: pixels, bytes and print size of the file a buyer receives, made if need be.
      const { handle, storage } = c.get('deps');
      if (!storage)
        throw new AppError(
          'UNAVAILABLE',
          'File details are not available right now. Please try again later.',
        );
      const facts = await originalFactsOfPhoto(handle, storage, c.req.param('key'), {
        admin: isAdmin(c.get('session')),
      });
      c.header('Cache-Control', 'private, max-age=300');
      return c.json(facts);
    })
    .get('/:key/similar', photosDocs.similar, requireUser, async (c) => {
      const result = await similarPhotos(catalogueHandle(c), c.req.param('key'), listOptions(c));
      // spec §9: similar photos and people stay fresh 10 minutes.
      c.header('Cache-Control', 'private, max-age=600');
      return c.json(result);
    })
    .get('/:key/similar-people', photosDocs.similarPeople, requireUser, async (c) => {
      const result = await similarPeople(catalogueHandle(c), c.req.param('key'), listOptions(c));
      // spec §9: similar photos and people stay fresh 10 minutes.
      c.header('Cache-Control', 'private, max-age=600');
      return c.json(result);
    });
}

/** Who asks (admins see photos that are not live) and which page of a similar list. */
function listOptions(c: Context<AppEnv>): { admin: boolean; offset: number } {
  return { admin: isAdmin(c.get('session')), offset: offsetOf(c.req.query('offset')) };
}

function offsetOf(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 0;
  if (!/^\d+$/.test(raw) || Number(raw) > 10_000)
    throw new AppError('INVALID', 'offset must be between 0 and 10000');
  return Number(raw);
}
