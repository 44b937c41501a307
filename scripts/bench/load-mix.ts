import { searchWorkload } from './search-workload';

/** What a request stands for in the storefront, for the per-kind figures. */
export type RequestKind =
  | 'page'
  | 'search'
  | 'facets'
  | 'thumbnail'
  | 'photo API'
  | 'count'
  | 'cart'
  | 'wishlists'
  | 'health';

export interface Target {
  kind: RequestKind;
  path: string;
}

/** One photo of a search answer, as far as the mix needs it. */
interface FoundPhoto {
  id: string;
  photoid: number | string | null;
  thumbnail_url: string | null;
}

/** What the catalogue answered to the workload's searches, read once before the load. */
export interface Catalogue {
  /** Each search of the workload with the thumbnails a browser would load first for it. */
  searches: { path: string; thumbnails: string[] }[];
  /** Photos seen in the answers, most popular first (for photo pages and carts). */
  photos: { id: string; key: string }[];
}

/** Thumbnails a browser loads per search: about the first two rows of a phone's grid. */
const THUMBNAILS_PER_SEARCH = 4;

/** The search benchmark's guest queries, once each (the event and creator filters need ids). */
function workloadSearches(): string[] {
  const queries = searchWorkload({ eventId: '', creatorId: '' })
    .map((entry) => entry.query)
    .filter((query) => !/event_ids=|creator=/.test(query));
  return [...new Set(queries)].map((query) => `/api/photos/search?${query}`);
}

async function itemsOf(base: string, path: string): Promise<FoundPhoto[]> {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  const answer = (await response.json()) as { items?: FoundPhoto[] };
  return answer.items ?? [];
}

/**
 * Runs every search of the mix once (which also warms the server's caches as a first visitor
 * would) and keeps, per search, the image addresses its answer gives for its first items.
 */
export async function surveyCatalogue(base: string): Promise<Catalogue> {
  const seen = new Map<string, string>();
  for (const item of await itemsOf(base, '/api/photos/search?sort=popular&limit=60'))
    seen.set(item.id, String(item.photoid ?? item.id));
  const searches: Catalogue['searches'] = [];
  for (const path of workloadSearches()) {
    const items = await itemsOf(base, path);
    for (const item of items) if (!seen.has(item.id)) seen.set(item.id, String(item.photoid ?? item.id));
    const thumbnails = items
      .map((item) => item.thumbnail_url)
      .filter((url): url is string => typeof url === 'string' && url.length > 0)
      .slice(0, THUMBNAILS_PER_SEARCH)
      .map((url) => (url.startsWith('http') ? new URL(url).pathname : url));
    searches.push({ path, thumbnails });
  }
  return { searches, photos: [...seen].map(([id, key]) => ({ id, key })) };
}

/** Every thumbnail address the mix loads, once each (for warming them before the load). */
export function thumbnailsOf(catalogue: Catalogue): string[] {
  return [...new Set(catalogue.searches.flatMap((search) => search.thumbnails))];
}

const SEARCH_PAGE_TERMS = ['kitchen', 'beach', 'car', 'christmas', 'wedding', 'snow'];

/**
 * A guest's storefront reads, in a fixed order: each search with the thumbnails of its answer,
 * and between them the pages a browser opens (home, search page, a photo's page) and the count.
 */
export function guestMix(catalogue: Catalogue): Target[] {
  const mix: Target[] = [];
  for (const [index, search] of catalogue.searches.entries()) {
    mix.push({ kind: 'search', path: search.path });
    for (const thumbnail of search.thumbnails) mix.push({ kind: 'thumbnail', path: thumbnail });
    if (index % 3 === 0)
      mix.push({ kind: 'facets', path: search.path.replace('/api/photos/search', '/api/photos/facets') });
    const photo = catalogue.photos[index % Math.max(1, catalogue.photos.length)];
    if (photo && index % 2 === 0) mix.push({ kind: 'page', path: `/photo/${photo.key}` });
    if (index % 4 === 0) mix.push({ kind: 'page', path: '/' }, { kind: 'count', path: '/api/photos/count' });
    if (index % 6 === 1) {
      const term = SEARCH_PAGE_TERMS[index % SEARCH_PAGE_TERMS.length] ?? 'kitchen';
      mix.push({ kind: 'page', path: `/search?q=${encodeURIComponent(term)}` });
    }
  }
  return mix;
}

/**
 * A signed-in buyer's reads: the guest's, with the cart and the wishlists (which every page of a
 * signed-in buyer reads for its header) and a photo's details through the API (guests cannot).
 */
export function buyerMix(catalogue: Catalogue): Target[] {
  const mix: Target[] = [];
  for (const [index, target] of guestMix(catalogue).entries()) {
    mix.push(target);
    if (index % 4 === 0) mix.push({ kind: 'cart', path: '/api/cart' });
    if (index % 8 === 2) mix.push({ kind: 'wishlists', path: '/api/wishlists' });
    const photo = catalogue.photos[index % Math.max(1, catalogue.photos.length)];
    if (photo && index % 8 === 5) mix.push({ kind: 'photo API', path: `/api/photos/${photo.key}` });
  }
  return mix;
}

/** How many requests of each kind a mix holds, e.g. "search 96, thumbnail 384, …". */
export function mixShares(mix: Target[]): string {
  const counts = new Map<RequestKind, number>();
  for (const target of mix) counts.set(target.kind, (counts.get(target.kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => `${kind} ${Math.round((100 * count) / mix.length)} %`).join(', ');
}
