import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { paths } from '../core/paths';
import type { AppDeps, AppEnv } from './app-env';
import { currentSession, isAdmin, sessionToken } from './auth/guards';
import { catalogueHandle, readYourWrites } from './db/read-replica-routing';
import { AppError, errorBody, HTTP_STATUS } from './errors';
import { accountRoutes } from './features/account/account.routes';
import { authSupportRoutes } from './features/account/auth-support.routes';
import { betterAuthPaths } from './features/account/better-auth.openapi';
import { betterAuthHandler } from './features/account/better-auth.routes';
import { viewerOf } from './features/account/profile.service';
import { adminAccountsRoutes } from './features/admin-accounts/admin-accounts.routes';
import { adminCollectionsRoutes } from './features/admin-catalogue/admin-collections.routes';
import { adminEventsRoutes } from './features/admin-catalogue/admin-events.routes';
import { adminCompaniesRoutes } from './features/admin-companies/admin-companies.routes';
import { adminOrdersRoutes } from './features/admin-orders/admin-orders.routes';
import { adminSearchRoutes } from './features/admin-search/admin-search.routes';
import { adminSiteRoutes } from './features/admin-site/admin-site.routes';
import { analyticsAdminRoutes, trackingRoutes } from './features/analytics';
import { auditRoutes } from './features/audit/audit.routes';
import { cartRoutes } from './features/cart/cart.routes';
import { checkoutRoutes, ordersRoutes, paymentWebhookRoutes } from './features/checkout/checkout.routes';
import { clearanceRoutes } from './features/clearance/clearance.routes';
import { companiesRoutes } from './features/companies/companies.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { creatorsRoutes } from './features/creators/creators.routes';
import { curationRoutes } from './features/curation/curation.routes';
import { devRoutes } from './features/dev/dev.routes';
import { documentRoutes } from './features/documents';
import { healthRoutes } from './features/health/health.routes';
import { peopleAdminRoutes } from './features/people/people.routes';
import { regroupRoutes } from './features/people/regroup.routes';
import { photoFacesRoutes } from './features/photo-faces/photo-faces.routes';
import { photoPageAnswers } from './features/photos/page-answers';
import { photoAdminRoutes } from './features/photos/photo-admin.routes';
import { photosRoutes } from './features/photos/photos.routes';
import { countLivePhotos } from './features/photos/photos.service';
import { popularRoutes } from './features/popular/popular.routes';
import { projectsRoutes } from './features/projects/projects.routes';
import { downloadsRoutes, purchasesRoutes } from './features/purchases/purchases.routes';
import { searchInsightsRoutes } from './features/search-insights/search-insights.routes';
import { seoRoutes } from './features/site/seo.routes';
import { siteRoutes } from './features/site/site.routes';
import { photoMediaAccess } from './features/studio/media-access';
import { photoMetadataRoutes } from './features/studio/photo-metadata.routes';
import { studioAdminRoutes, studioRoutes } from './features/studio/photo-status.routes';
import { taxonomyRoutes } from './features/taxonomy/taxonomy.routes';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { sharedWishlistsRoutes, wishlistsRoutes } from './features/wishlists/wishlists.routes';
import { apiGuards } from './http/api-guards';
import { apiResponses } from './http/api-responses';
import { authBodyGuard } from './http/body-guard';
import { clientAddress } from './http/client-address';
import { developmentAidsOnly, isDevelopmentAidAllowed } from './http/development-aids';
import { memoiseFor } from './http/memo';
import { closeWhenBodyUnread } from './http/node-bindings';
import { apiDocs, openApiRoute } from './http/openapi';
import { overloadAnswer, overloadGuard, overloadKind } from './http/overload';
import { headMetaFor } from './http/page-meta';
import { pageScriptsOf } from './http/page-preloads';
import { requestLog } from './http/request-log';
import { writeOrigins } from './http/same-origin-writes';
import { securityHeaders } from './http/security-headers';
import { webAppRoutes } from './http/web-app';
import { createMediaRoutes } from './media/media.routes';
import type { MediaStore } from './media/media-store';

/**
 * Writes that need no same-origin `Origin`: a human-check token changes nothing on the server
 * (scripts and test tools ask for one too), and payment providers deliver their events server to
 * server, proven by their signature.
 */
const WITHOUT_ORIGIN = ['/api/human-check', '/api/payments/webhooks/stripe', '/api/payments/webhooks/test'];

/** The description's version: changes when a route changes in a way a client must know. */
const API_VERSION = '1.0.0';

export interface AppOptions {
  media?: MediaStore;
}

/**
 * Every `/api` route, chained so that `ApiType` carries their shapes to the web's typed client.
 * Where paths overlap the first mounted wins: the regroup routes come before the people routes,
 * whose `/people/:id` would take `/people/regroup`.
 */
function createApi(media?: MediaStore) {
  return new Hono<AppEnv>()
    .route('/', healthRoutes())
    .route('/', authSupportRoutes())
    .route('/', accountRoutes())
    .route('/photos', photosRoutes())
    .route('/', taxonomyRoutes())
    .route('/', creatorsRoutes())
    .route('/', curationRoutes())
    .route('/', popularRoutes())
    .route('/', siteRoutes(media))
    .route('/', contactRoutes())
    .route('/', trackingRoutes())
    .route('/cart', cartRoutes())
    .route('/checkout', checkoutRoutes())
    .route('/orders', ordersRoutes())
    .route('/', documentRoutes())
    .route('/payments', paymentWebhookRoutes())
    .route('/purchases', purchasesRoutes())
    .route('/downloads', downloadsRoutes())
    .route('/companies', companiesRoutes())
    .route('/projects', projectsRoutes())
    .route('/wishlists', wishlistsRoutes())
    .route('/shared-wishlists', sharedWishlistsRoutes())
    .route('/uploads', uploadsRoutes())
    .route('/admin/photos', photoAdminRoutes())
    .route('/admin', adminOrdersRoutes())
    .route('/admin', adminCompaniesRoutes())
    .route('/admin', adminAccountsRoutes())
    .route('/admin', adminSiteRoutes())
    .route('/admin', adminSearchRoutes())
    .route('/admin', analyticsAdminRoutes())
    .route('/admin', searchInsightsRoutes())
    .route('/admin', adminEventsRoutes())
    .route('/admin', adminCollectionsRoutes())
    .route('/admin', auditRoutes())
    .route('/studio', clearanceRoutes())
    .route('/studio', photoMetadataRoutes())
    .route('/studio', studioRoutes())
    .route('/admin', studioAdminRoutes())
    .route('/admin', regroupRoutes())
    .route('/admin', peopleAdminRoutes())
    .route('/admin', photoFacesRoutes());
}

/** The API's routes and their request/response types, for `hc<ApiType>` in the web app. */
export type ApiType = ReturnType<typeof createApi>;

/** Builds the whole HTTP app from its dependencies; no module state, so tests build many. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  // spec §9: the photo count may be a day old in the browser; a minute here spares the database
  // a count on every page's footer and every health check.
  const liveCount = memoiseFor(60_000, () => countLivePhotos(deps.handle));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('clientAddress', clientAddress(c, deps.config.trustProxyHops));
    c.set('liveCount', liveCount);
    await next();
  });
  app.use('*', requestLog(deps.logger));
  app.use('*', closeWhenBodyUnread);
  app.use(
    '*',
    securityHeaders({
      turnstile: deps.humanCheck.kind === 'turnstile',
      https: deps.config.appUrl.startsWith('https:'),
    }),
  );
  // A request that would wait past the budget, for the thread or the database, gets 503 (issue 29).
  app.use('*', overloadGuard(deps.config.dbQueue.budgetMs));
  // API answers are buffered JSON, which apiResponses tags (ETag, for spec §9 revalidation) and
  // compresses in one pass; everything else streams through hono's compress (below the API).
  app.use('/api/*', apiResponses);
  app.use(
    '/api/*',
    apiGuards({
      allowedOrigins: writeOrigins(deps.config),
      withoutOrigin: WITHOUT_ORIGIN,
      rateLimits: deps.config.rateLimits,
    }),
  );
  app.use('/api/auth/*', authBodyGuard);
  // Decision 024: a browser that just changed the catalogue reads it from the primary for a while.
  app.use('/api/*', readYourWrites);
  app.use('/api/dev/*', developmentAidsOnly);
  app.use('/api/human-check', developmentAidsOnly);
  app.route('/api', createApi(options.media));
  app.on(['GET', 'POST'], '/api/auth/*', betterAuthHandler);
  if (!deps.config.isProduction) app.route('/api/dev', devRoutes());
  // The API's description, from the routes above as they are mounted (issue 24 item 4).
  app.get(
    '/api/openapi.json',
    apiDocs('Site')({ summary: 'This API’s OpenAPI 3.1 description', answer: 'The document.' }),
    openApiRoute(app, { version: API_VERSION, extraPaths: betterAuthPaths, withoutOrigin: WITHOUT_ORIGIN }),
  );
  app.all('/api/*', (c, next) =>
    // The reference page at /api/docs is the web app's (features/api-docs), served below.
    c.req.path === paths.apiDocs.path && c.req.method === 'GET' && deps.webRoot
      ? next()
      : c.json(errorBody('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`), 404),
  );
  // Registered after every API route, so API requests, answered above, never pass through it.
  app.use('*', compress());
  // The outbox page is the web app's, but only this machine may open it (the API refuses anyway).
  app.get('/dev/*', (c, next) => (isDevelopmentAidAllowed(c) ? next() : c.text('Not found', 404)));
  if (options.media)
    app.route('/media', createMediaRoutes(options.media, { access: photoMediaAccess(deps.handle) }));
  app.route('/', seoRoutes());
  if (deps.webRoot)
    app.route(
      '/',
      webAppRoutes(deps.webRoot, {
        headMeta: (pathname) => headMetaFor(deps.handle, deps.config.appUrl, pathname),
        pageScripts: pageScriptsOf(deps.webRoot),
        viewer: async (c) => {
          // No cookie, no session: most page views are guests', and they cost no lookup.
          if (!sessionToken(c)) return null;
          const session = await currentSession(c);
          return session ? { me: await viewerOf(deps.handle, session), admin: isAdmin(session) } : null;
        },
        answers: (c, viewer) =>
          photoPageAnswers(catalogueHandle(c), new URL(c.req.url), viewer, deps.searchTuning),
      }),
    );

  app.onError((error, c) => {
    if (error instanceof AppError) {
      return c.json(errorBody(error.code, error.message, error.fields), HTTP_STATUS[error.code]);
    }
    // Refused by the database's admission queue (issue 29) or out of its statement budget.
    const overload = overloadKind(error);
    if (overload) {
      // Refusals come by the thousand under overload: only a statement that ran too long warns.
      const level = overload === 'busy' ? 'debug' : 'warn';
      deps.logger[level]({ requestId: c.get('requestId'), path: c.req.path }, `database ${overload}`);
      return overloadAnswer(c, overload);
    }
    // Malformed JSON bodies and the like are the caller's mistake, not ours.
    if (error instanceof SyntaxError) {
      return c.json(errorBody('INVALID', 'The request body is not valid JSON.'), 400);
    }
    const status = 'status' in error && typeof error.status === 'number' ? error.status : 500;
    if (status < 500) return c.json(errorBody('INVALID', error.message), status as ContentfulStatusCode);
    deps.logger.error({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'unhandled error');
    return c.json(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'), 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
