import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../../core/paths';

/**
 * The pages whose first view matters most (where visitors land from a search engine or a shared
 * link), by the module the web router loads lazily for them (paths relative to src/web, as the
 * build manifest names them). A page missing here still works: its code loads a step later.
 */
export const PAGE_MODULES: readonly (readonly [pattern: string, module: string, who?: 'members'])[] = [
  [paths.home.path, 'features/home/HomePage.tsx'],
  [paths.search.path, 'features/catalogue/SearchPage.tsx'],
  [paths.photos.path, 'features/catalogue/BrowsePage.tsx'],
  [paths.photosFast.path, 'features/catalogue/BrowsePage.tsx'],
  [paths.popular.path, 'features/catalogue/BrowsePage.tsx'],
  [paths.newArrivals.path, 'features/catalogue/BrowsePage.tsx'],
  [paths.taxonomy.path, 'features/catalogue/TaxonomyPage.tsx'],
  [paths.user.path, 'features/catalogue/CreatorPage.tsx'],
  [paths.events.path, 'features/catalogue/EventsPage.tsx'],
  [paths.collections.path, 'features/catalogue/CollectionsPage.tsx'],
  [paths.collection.path, 'features/catalogue/CollectionPage.tsx'],
  // A director or a lawyer opens a shared wishlist from a link, usually without an account.
  [paths.sharedWishlist.path, 'features/collecting/SharedWishlistPage.tsx'],
  // Guests are sent to sign in from these: they would download the page for nothing.
  [paths.photo.path, 'features/photo-detail/PhotoDetailPage.tsx', 'members'],
  [paths.photoUuid.path, 'features/photo-detail/PhotoDetailPage.tsx', 'members'],
  [paths.cart.path, 'features/cart/CartPage.tsx', 'members'],
  [paths.wishlist.path, 'features/collecting/WishlistPage.tsx', 'members'],
];

/**
 * Modules every page of a member loads lazily (a visitor's never): the cart, licences and
 * wishlists behind the photo cards' buttons (web/layout/PhotoActions.tsx), and the cards' own part.
 */
export const MEMBER_MODULES: readonly string[] = [
  'layout/MemberPhotoActions.tsx',
  // The grid cards' details and buttons (web/components/photo-grid/card-details.ts).
  'components/photo-grid/PhotoCardDetails.tsx',
];

/** A chunk of Vite's build manifest (`build.manifest`): its file and the chunks it imports statically. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** Whether a react-router pattern (`/photo/:photoid`) matches a path; a `:param` takes one segment. */
export function patternMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).split('/');
  return (
    want.length === have.length &&
    want.every((part, index) => (part.startsWith(':') ? (have[index] ?? '') !== '' : part === have[index]))
  );
}

/** A chunk and every chunk it imports statically, transitively, by manifest key. */
function withImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, into);
  return into;
}

/**
 * The script files a page needs beyond what the entry already loads: its own chunk and the
 * chunks it imports. The page asks for them in its HTML (`modulepreload`), so they download
 * alongside the entry instead of after it has run.
 */
export function pageScripts(manifest: Manifest, pathname: string, member: boolean): string[] {
  const page = PAGE_MODULES.find(([pattern]) => patternMatches(pattern, pathname));
  const modules = [
    ...(page && (page[2] !== 'members' || member) ? [page[1]] : []),
    ...(member ? MEMBER_MODULES : []),
  ].filter((module) => manifest[module]);
  if (modules.length === 0) return [];
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? withImports(manifest, entry) : new Set<string>();
  const wanted = new Set<string>();
  for (const module of modules) withImports(manifest, module, wanted);
  return [...wanted].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]?.file}`);
}

/**
 * The page-scripts lookup for a built web app, from its manifest. Without one (an old build, a
 * test's stand-in page) every page simply gets no preloads.
 */
export function pageScriptsOf(webRoot: string): (pathname: string, member: boolean) => string[] {
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    // No manifest: no preloads.
  }
  return (pathname, member) => pageScripts(manifest, pathname, member);
}
