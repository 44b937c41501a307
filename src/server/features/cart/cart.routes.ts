import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { ownerOf } from '../../auth/owner';
import { uuidParam } from '../../http/valid-id';
import { validJson } from '../../http/valid-json';
import { cartDocs } from './cart.openapi';
import { addManyToCart, addToCart, changeLicense, clearCart, getCart, removeFromCart } from './cart.service';
import { cartAddSchema, cartBatchSchema, cartLicenseSchema } from './cart-input';

/** `/api/cart` (spec §4, §7 Cart): the signed-in user's own lines, priced on the server. */
export function cartRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .get('/', cartDocs.get, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await getCart(c.get('deps').handle, ownerOf(c)));
    })
    .post('/', cartDocs.add, validJson(cartAddSchema), async (c) => {
      const item = await addToCart(c.get('deps').handle, ownerOf(c), c.req.valid('json'));
      return c.json({ item }, 201);
    })
    .post('/batch', cartDocs.batch, validJson(cartBatchSchema), async (c) => {
      const { items, project_id: projectId } = c.req.valid('json');
      return c.json(await addManyToCart(c.get('deps').handle, ownerOf(c), items, projectId ?? null));
    })
    .patch('/:id', cartDocs.license, validJson(cartLicenseSchema), async (c) => {
      const item = await changeLicense(
        c.get('deps').handle,
        ownerOf(c),
        uuidParam('id', c.req.param('id')),
        c.req.valid('json').license_type,
      );
      return c.json({ item });
    })
    .delete('/:id', cartDocs.remove, async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      await removeFromCart(c.get('deps').handle, ownerOf(c), id);
      return c.json({ id });
    })
    .delete('/', cartDocs.clear, async (c) => {
      return c.json({ removed: await clearCart(c.get('deps').handle, ownerOf(c)) });
    });
}
