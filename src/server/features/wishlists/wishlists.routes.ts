import { Hono } from 'hono';
import { descriptionSchema, entityNameSchema, uuidSchema } from '../../../core/body-schemas';
import { DEFAULT_LICENSE, LICENSE_TYPES } from '../../../core/pricing';
import { validateShareCodeParam } from '../../../core/route-validity';
import { z } from '../../../core/zod';
import type { AppEnv } from '../../app-env';
import { currentSession, requireUser, sessionToken } from '../../auth/guards';
import { ownerOf } from '../../auth/owner';
import { AppError } from '../../errors';
import { type RateRule, rateLimit } from '../../http/request-rate-limit';
import { uuidParam } from '../../http/valid-id';
import { validJson } from '../../http/valid-json';
import {
  copySharedWishlist,
  sharedWishlist,
  shareWishlist,
  unshareWishlist,
} from './wishlist-sharing.service';
import {
  addToWishlist,
  createWishlist,
  deleteWishlist,
  listWishlists,
  photosInWishlists,
  removeFromWishlist,
  updateWishlist,
  wishlistDetail,
  wishlistsContaining,
} from './wishlists.service';

const licenseType = z
  .enum(LICENSE_TYPES, { error: `License type must be ${LICENSE_TYPES.join(' or ')}` })
  .default(DEFAULT_LICENSE);

/** spec §5: a wishlist needs a name and a project; its first photo may come with it. */
const createBody = z
  .object({
    name: entityNameSchema,
    description: descriptionSchema.optional(),
    project_id: uuidSchema('project_id'),
    photo_id: uuidSchema('photo_id').optional(),
    license_type: licenseType,
  })
  .strict();
const changesBody = z
  .object({
    name: entityNameSchema.optional(),
    description: descriptionSchema.optional(),
    project_id: uuidSchema('project_id').optional(),
  })
  .strict();
const itemBody = z.object({ photo_id: uuidSchema('photo_id'), license_type: licenseType }).strict();
const checkBody = z
  .object({ photo_ids: z.array(uuidSchema('photo_id')).max(500, 'At most 500 photos at once') })
  .strict();
const copyBody = z
  .object({ project_id: uuidSchema('project_id'), name: entityNameSchema.optional() })
  .strict();

/**
 * Looking up share codes: plenty for a team opening the links they were sent, while guessing one
 * of 2^40 codes at this pace would take one address thousands of years per shared list.
 */
export const SHARED_LOOKUP_RATE: RateRule = { burst: 30, perMinute: 30 };

function shareCode(value: string | undefined): string {
  const check = validateShareCodeParam(value);
  if (!check.ok) throw new AppError('INVALID', check.message);
  return check.value;
}

/** `/api/wishlists` (spec §2 dialogs, §7 Wishlists): the signed-in user's own lists. */
export function wishlistsRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .get('/', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ items: await listWishlists(c.get('deps').handle, ownerOf(c)) });
    })
    .post('/', validJson(createBody), async (c) => {
      const wishlist = await createWishlist(c.get('deps').handle, ownerOf(c), c.req.valid('json'));
      return c.json({ wishlist }, 201);
    })
    .get('/containing/:photoId', async (c) => {
      const photoId = uuidParam('photoId', c.req.param('photoId'));
      c.header('Cache-Control', 'private, no-store');
      return c.json({ items: await wishlistsContaining(c.get('deps').handle, ownerOf(c), photoId) });
    })
    .post('/check', validJson(checkBody), async (c) => {
      const photoIds = await photosInWishlists(
        c.get('deps').handle,
        ownerOf(c),
        c.req.valid('json').photo_ids,
      );
      return c.json({ photo_ids: photoIds });
    })
    .get('/:id', async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      c.header('Cache-Control', 'private, no-store');
      return c.json(await wishlistDetail(c.get('deps').handle, ownerOf(c), id));
    })
    .patch('/:id', validJson(changesBody), async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      const wishlist = await updateWishlist(c.get('deps').handle, ownerOf(c), id, c.req.valid('json'));
      return c.json({ wishlist });
    })
    .delete('/:id', async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      await deleteWishlist(c.get('deps').handle, ownerOf(c), id);
      return c.json({ id });
    })
    .post('/:id/items', validJson(itemBody), async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      return c.json(await addToWishlist(c.get('deps').handle, ownerOf(c), id, c.req.valid('json')), 201);
    })
    .delete('/:id/items/:photoId', async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      const photoId = uuidParam('photoId', c.req.param('photoId'));
      await removeFromWishlist(c.get('deps').handle, ownerOf(c), id, photoId);
      return c.json({ photo_id: photoId });
    })
    .post('/:id/share', async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      return c.json({ share_code: await shareWishlist(c.get('deps').handle, ownerOf(c), id) });
    })
    .delete('/:id/share', async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      await unshareWishlist(c.get('deps').handle, ownerOf(c), id);
      return c.json({ id });
    });
}

/**
 * `/api/shared-wishlists/:code`: read-only for anyone with the link (a director or a clearance
 * lawyer without an account); signed-in viewers may copy it into a wishlist of their own.
 */
export function sharedWishlistsRoutes() {
  // One limiter per app, made on the first request (the config comes with the request's deps).
  let limit: ReturnType<typeof rateLimit> | null = null;
  return new Hono<AppEnv>()
    .use('/:code', (c, next) => {
      limit ??= rateLimit(SHARED_LOOKUP_RATE, { enabled: c.get('deps').config.rateLimits });
      return limit(c, next);
    })
    .get('/:code', async (c) => {
      const code = shareCode(c.req.param('code'));
      // A revoked link must stop working at once: no shared cache may keep it.
      c.header('Cache-Control', 'private, no-store');
      // No cookie, no lookup: most viewers of a shared link are guests.
      const session = sessionToken(c) ? await currentSession(c) : null;
      const viewer = session ? { userId: session.user.id } : null;
      return c.json(await sharedWishlist(c.get('deps').handle, code, viewer));
    })
    .post('/:code/copy', requireUser, validJson(copyBody), async (c) => {
      const code = shareCode(c.req.param('code'));
      const wishlist = await copySharedWishlist(c.get('deps').handle, ownerOf(c), code, c.req.valid('json'));
      return c.json({ wishlist }, 201);
    });
}
