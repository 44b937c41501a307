/**
 * The typed path registry (STYLE.md §6): every route of spec §2 once, used by the router, links,
 * redirects and the route-validity check. `path` is the react-router pattern; `href` builds a URL.
 */

/** Names of the `:params` in a pattern, e.g. `'/taxonomy/:taxonomyType/:taxonomyId'` → both names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = Record<PathParamNames<P>, string | number>;

/** Query values that are undefined or empty are left out, so callers can pass optional values as they are. */
export type QueryParams = Record<string, string | number | undefined>;

/**
 * Where a route sits in spec §2; admin routes require an admin, `dev` exists only outside production,
 * `legacy` paths are named outside §2's lists (spec §7: legacy users reset at /auth/reset-password),
 * `reference` pages are for developers (the API's reference, issue 24).
 */
export type RouteKind = 'static' | 'param' | 'admin' | 'dev' | 'legacy' | 'reference';

export interface StaticRoute<P extends string> {
  readonly kind: 'static' | 'admin' | 'dev' | 'legacy' | 'reference';
  readonly path: P;
  href(query?: QueryParams): string;
}

export interface ParamRoute<P extends string> {
  readonly kind: 'param' | 'admin';
  readonly path: P;
  href(params: PathParams<P>, query?: QueryParams): string;
}

/**
 * Builds `?a=1&b=2` with encodeURIComponent, so a space becomes `%20` (never `+`): the same
 * encoding the search box and the spec's "URL-encoded term" use everywhere.
 */
export function queryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const parts = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function staticRoute<P extends string>(path: P, kind: StaticRoute<P>['kind'] = 'static'): StaticRoute<P> {
  return { kind, path, href: (query) => `${path}${queryString(query)}` };
}

function paramRoute<P extends string>(path: P, kind: ParamRoute<P>['kind'] = 'param'): ParamRoute<P> {
  return {
    kind,
    path,
    href: (params, query) => {
      const values: Record<string, string | number> = params;
      const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
        encodeURIComponent(String(values[name] ?? '')),
      );
      return `${filled}${queryString(query)}`;
    },
  };
}

export const paths = {
  // spec §2 static routes
  home: staticRoute('/'),
  about: staticRoute('/about'),
  contact: staticRoute('/contact'),
  privacy: staticRoute('/privacy'),
  terms: staticRoute('/terms'),
  cookies: staticRoute('/cookies'),
  sitemap: staticRoute('/sitemap'),
  license: staticRoute('/license'),
  pricing: staticRoute('/pricing'),
  photos: staticRoute('/photos'),
  photosFast: staticRoute('/photos-fast'),
  popular: staticRoute('/popular'),
  newArrivals: staticRoute('/new'),
  /** query `q`: the search term. */
  search: staticRoute('/search'),
  searchTest: staticRoute('/search-test'),
  /** query `mode`: login | signup | forgot-password; `returnUrl` after sign-in. */
  auth: staticRoute('/auth'),
  resetPassword: staticRoute('/reset-password'),
  /** spec §7: where legacy (WordPress) users set their new password; query `token` or `error`. */
  legacyResetPassword: staticRoute('/auth/reset-password', 'legacy'),
  /** query `tab`, e.g. `wishlists`. */
  profile: staticRoute('/profile'),
  account: staticRoute('/account'),
  events: staticRoute('/events'),
  collections: staticRoute('/collections'),
  wishlists: staticRoute('/wishlists'),
  cart: staticRoute('/cart'),
  checkout: staticRoute('/checkout'),
  checkoutSuccess: staticRoute('/checkout/success'),
  myPurchases: staticRoute('/my-purchases'),
  /** A contributor describes their batch or photos (issue 26); query `batch` or `ids`. */
  contributeDescribe: staticRoute('/contribute/describe'),
  /** A signed-in member with a storefront offers photos here (issue 26 item 1). */
  contribute: staticRoute('/contribute'),

  // spec §2 parameterised routes
  photo: paramRoute('/photo/:photoid'),
  photoUuid: paramRoute('/photo-uuid/:id'),
  user: paramRoute('/user/:id'),
  wishlist: paramRoute('/wishlists/:id'),
  sharedWishlist: paramRoute('/shared-wishlist/:shareCode'),
  collection: paramRoute('/collections/:id'),
  order: paramRoute('/orders/:id'),
  /** Anyone can check a licence certificate here (issue 13): its code is printed on it. */
  verifyCertificate: paramRoute('/verify/:code'),
  /** The built-in test payment provider's page (outside production, when Stripe is not configured). */
  testPayment: paramRoute('/checkout/test-payment/:sessionId'),
  taxonomy: paramRoute('/taxonomy/:taxonomyType/:taxonomyId'),

  // spec §2 admin routes (the payment dashboard's path is not given by the spec)
  adminEvents: staticRoute('/admin/events', 'admin'),
  adminCollections: staticRoute('/admin/collections', 'admin'),
  /** One collection's editor (issue 25 item 2): its details, photos in order, publication. */
  adminCollection: paramRoute('/admin/collections/:id', 'admin'),
  adminOrders: staticRoute('/admin/orders', 'admin'),
  /** One order in the back office (issue 13 item 7): its timeline, provider events and refunds. */
  adminOrder: paramRoute('/admin/orders/:id', 'admin'),
  adminCompanies: staticRoute('/admin/companies', 'admin'),
  adminCompany: paramRoute('/admin/companies/:id', 'admin'),
  adminSearchConfig: staticRoute('/admin/search-config', 'admin'),
  adminSearchAnalytics: staticRoute('/admin/search-analytics', 'admin'),
  adminSiteBanner: staticRoute('/admin/site-banner', 'admin'),
  adminComponents: staticRoute('/admin/components', 'admin'),
  adminStyleguide: staticRoute('/admin/styleguide', 'admin'),
  adminPayments: staticRoute('/admin/payments', 'admin'),
  /** issue 13 item 7: the payment dashboard (revenue, refunds, failed provider events). */
  adminPaymentDashboard: staticRoute('/admin/payments/dashboard', 'admin'),
  adminPeopleAliases: staticRoute('/admin/people-aliases', 'admin'),
  adminPhotosFaces: staticRoute('/admin/photos-faces', 'admin'),
  adminAuthConsolidation: staticRoute('/admin/auth-consolidation', 'admin'),
  /** People and their roles (issue 25 item 6; the spec names only the consolidation page). */
  adminAccounts: staticRoute('/admin/accounts', 'admin'),
  /** The catalogue's photos for admins: find, tick, add to a collection or tag with an event (issue 25). */
  adminPhotos: staticRoute('/admin/photos', 'admin'),
  /** Describe a batch or a selection of photos: bulk edit and CSV import (issue 26); query `batch` or `ids`. */
  adminDescribe: staticRoute('/admin/photos/describe', 'admin'),
  /** Upload photos for a creator's storefront (issue 26 item 1). */
  adminPhotosNew: staticRoute('/admin/photos/new', 'admin'),
  /** Every change admins made, who and when (issue 25). */
  adminAudit: staticRoute('/admin/audit', 'admin'),
  /** A contributor's release library: signed model and property releases (issue 26). */
  contributeReleases: staticRoute('/contribute/releases'),
  /** One photo in the studio for an admin: its state, moves, details, clearance and history (issue 26). */
  adminPhoto: paramRoute('/admin/photos/:photoid', 'admin'),
  /** Submitted photos, oldest first, one at a time with keyboard shortcuts (issue 26). */
  adminReview: staticRoute('/admin/review', 'admin'),
  /** A contributor's own photos and their states (issue 26). */
  contributePhotos: staticRoute('/contribute/photos'),
  /** One of a contributor's photos in the studio (issue 26). */
  contributePhoto: paramRoute('/contribute/photos/:photoid'),

  /** The API's reference page, drawn from /api/openapi.json (issue 24 item 4). */
  apiDocs: staticRoute('/api/docs', 'reference'),

  // development aid (ARCHITECTURE.md runtime modes): the local mail outbox
  devMail: staticRoute('/dev/mail', 'dev'),
} as const;

export type PathName = keyof typeof paths;
