import type { Balancer } from './balancer';
import type { Buyer, Ledger } from './buyers';

/** Words the demo catalogue answers (and a few it does not), as people type them. */
const QUERIES = [
  'kitchen',
  'beach',
  'car',
  'wedding',
  'snow',
  'garden',
  'birthday',
  'portrait',
  'christmas',
  'dog',
  'street',
  'family dinner',
  'vintage car',
  'zebra crossing',
  '',
];

export interface Catalogue {
  photos: { id: string; photoid: number }[];
}

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};
const query = () => encodeURIComponent(pick(QUERIES));
/** What a person spends on a page before the next click: 0.5 to 1 s. */
const thinkTime = () => new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 500));

/** A guest: home, search pages, photo pages and the search API behind them. */
async function guestStep(balancer: Balancer, catalogue: Catalogue): Promise<void> {
  const roll = Math.random();
  const photo = pick(catalogue.photos);
  if (roll < 0.2) await balancer.request('page', { method: 'GET', path: '/' });
  else if (roll < 0.4) await balancer.request('page', { method: 'GET', path: `/search?q=${query()}` });
  else if (roll < 0.6) await balancer.request('page', { method: 'GET', path: `/photo/${photo.photoid}` });
  else if (roll < 0.9)
    await balancer.request('search', { method: 'GET', path: `/api/photos/search?q=${query()}` });
  else await balancer.request('search', { method: 'GET', path: `/api/photos/facets?q=${query()}` });
}

/** A signed-in buyer: searching, photo details, the cart, the wishlist, and now and then checking out. */
async function buyerStep(buyer: Buyer, catalogue: Catalogue, ledger: Ledger): Promise<void> {
  const roll = Math.random();
  const photo = pick(catalogue.photos);
  if (roll < 0.25) await buyer.call('search', { method: 'GET', path: `/api/photos/search?q=${query()}` });
  else if (roll < 0.4) await buyer.call('detail', { method: 'GET', path: `/api/photos/${photo.id}` });
  else if (roll < 0.6) await buyer.addToCart(photo.id);
  else if (roll < 0.7) await buyer.call('cart', { method: 'GET', path: '/api/cart' });
  else if (roll < 0.78)
    await buyer.call('wishlist', {
      method: 'POST',
      path: `/api/wishlists/${buyer.wishlistId}/items`,
      body: { photo_id: photo.id },
    });
  else if (roll < 0.86)
    await buyer.call('wishlist', { method: 'GET', path: `/api/wishlists/${buyer.wishlistId}` });
  else if (roll < 0.92) await buyer.call('orders', { method: 'GET', path: '/api/orders' });
  else if (buyer.cart.size >= 2) await buyer.checkout(ledger);
  else await buyer.call('cart', { method: 'GET', path: '/api/cart' });
}

/**
 * `guests` + buyers each loop with think time until `until`; a step that throws (a bad answer
 * body) is counted by the caller's `onError` and the user goes on.
 */
export async function runTraffic(options: {
  balancer: Balancer;
  catalogue: Catalogue;
  guests: number;
  buyers: readonly Buyer[];
  ledger: Ledger;
  until: number;
  onError: (error: unknown) => void;
}): Promise<void> {
  const loop = async (step: () => Promise<void>) => {
    // Spread the first requests over a second rather than all at once.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
    while (Date.now() < options.until) {
      await step().catch(options.onError);
      await thinkTime();
    }
  };
  await Promise.all([
    ...Array.from({ length: options.guests }, () =>
      loop(() => guestStep(options.balancer, options.catalogue)),
    ),
    ...options.buyers.map((buyer) => loop(() => buyerStep(buyer, options.catalogue, options.ledger))),
  ]);
}
