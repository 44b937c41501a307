import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../core/paths';
import type { AdminPageName } from './admin-pages';
import { PageSpinner } from './components/Spinner';
import { RequireAdmin, RequireUser } from './features/auth';
import { Layout, type RouteHandle } from './layout/Layout';
import { RouteErrorScreen } from './layout/RouteErrorScreen';

const fullBleed: RouteHandle = { fullBleed: true };

/**
 * A route's lazy page: the module's export `name` as its Component. One small helper instead of
 * the same async wrapper in every route keeps the router (part of every page's first script)
 * within the home page's budget.
 */
function page<Name extends string>(
  load: () => Promise<Record<Name, React.ComponentType>>,
  name: Name,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

/**
 * An admin page, found through admin-pages.ts when first shown: where two dozen back-office pages
 * live is kept out of the router, which every visitor's first script carries.
 */
function adminPage(name: AdminPageName): RouteObject['lazy'] {
  return async () => ({ Component: await (await import('./admin-pages')).adminPages[name]() });
}

/** Not found is rare: it loads when shown, keeping it out of every page's first script. */
const notFoundPage = page(() => import('./layout/NotFoundPage'), 'NotFoundPage');

const resetPasswordPage = page(() => import('./features/auth/ResetPasswordPage'), 'ResetPasswordPage');

/**
 * Every page, in one list: a new page is one entry here with its path from `paths`. Pages load
 * lazily; static routes of spec §2 that are not built yet fall through to the not-found page.
 * Pages that need sign-in go under `RequireUser`, admin pages under `RequireAdmin` (spec §2).
 */
export const pageRoutes: RouteObject[] = [
  {
    index: true,
    handle: fullBleed,
    lazy: page(() => import('./features/home/HomePage'), 'HomePage'),
  },
  {
    path: paths.search.path,
    lazy: page(() => import('./features/catalogue/SearchPage'), 'SearchPage'),
  },
  {
    path: paths.photos.path,
    lazy: page(() => import('./features/catalogue/BrowsePage'), 'BrowsePage'),
  },
  {
    path: paths.photosFast.path,
    lazy: page(() => import('./features/catalogue/BrowsePage'), 'BrowsePage'),
  },
  {
    path: paths.popular.path,
    lazy: page(() => import('./features/catalogue/BrowsePage'), 'BrowsePage'),
  },
  {
    path: paths.newArrivals.path,
    lazy: page(() => import('./features/catalogue/BrowsePage'), 'BrowsePage'),
  },
  {
    path: paths.taxonomy.path,
    lazy: page(() => import('./features/catalogue/TaxonomyPage'), 'TaxonomyPage'),
  },
  {
    path: paths.user.path,
    lazy: page(() => import('./features/catalogue/CreatorPage'), 'CreatorPage'),
  },
  {
    path: paths.events.path,
    lazy: page(() => import('./features/catalogue/EventsPage'), 'EventsPage'),
  },
  {
    path: paths.collections.path,
    lazy: page(() => import('./features/catalogue/CollectionsPage'), 'CollectionsPage'),
  },
  {
    path: paths.collection.path,
    lazy: page(() => import('./features/catalogue/CollectionPage'), 'CollectionPage'),
  },
  {
    path: paths.about.path,
    lazy: page(() => import('./features/site/AboutPage'), 'AboutPage'),
  },
  {
    path: paths.contact.path,
    lazy: page(() => import('./features/site/ContactPage'), 'ContactPage'),
  },
  {
    path: paths.privacy.path,
    lazy: page(() => import('./features/site/PrivacyPage'), 'PrivacyPage'),
  },
  {
    path: paths.terms.path,
    lazy: page(() => import('./features/site/TermsPage'), 'TermsPage'),
  },
  {
    path: paths.cookies.path,
    lazy: page(() => import('./features/site/CookiesPage'), 'CookiesPage'),
  },
  {
    path: paths.license.path,
    lazy: page(() => import('./features/site/LicensePage'), 'LicensePage'),
  },
  {
    path: paths.pricing.path,
    lazy: page(() => import('./features/site/PricingPage'), 'PricingPage'),
  },
  {
    path: paths.sitemap.path,
    lazy: page(() => import('./features/site/SitemapPage'), 'SitemapPage'),
  },
  {
    path: paths.auth.path,
    lazy: page(() => import('./features/auth/AuthPage'), 'AuthPage'),
  },
  { path: paths.resetPassword.path, lazy: resetPasswordPage },
  { path: paths.legacyResetPassword.path, lazy: resetPasswordPage },
  {
    // Public: a director or a clearance lawyer opens a shared list without an account.
    path: paths.sharedWishlist.path,
    lazy: page(() => import('./features/collecting/SharedWishlistPage'), 'SharedWishlistPage'),
  },
  {
    // Public: whoever holds a licence certificate (a clearance lawyer, an insurer) checks it here.
    path: paths.verifyCertificate.path,
    lazy: page(() => import('./features/verify/VerifyCertificatePage'), 'VerifyCertificatePage'),
  },
  {
    // Public: integrators read the API's reference without an account (issue 24 item 4).
    path: paths.apiDocs.path,
    lazy: page(() => import('./features/api-docs/ApiDocsPage'), 'ApiDocsPage'),
  },
  {
    path: paths.devMail.path,
    lazy: page(() => import('./features/dev-mail/DevMailPage'), 'DevMailPage'),
  },
  {
    Component: RequireUser,
    children: [
      {
        path: paths.contributeDescribe.path,
        lazy: page(() => import('./features/photo-editor/DescribePage'), 'DescribePage'),
      },
      // spec §2: photo detail needs sign-in; a visitor goes to /auth and comes back here.
      {
        path: paths.photo.path,
        lazy: page(() => import('./features/photo-detail/PhotoDetailPage'), 'PhotoDetailPage'),
      },
      {
        path: paths.photoUuid.path,
        lazy: page(() => import('./features/photo-detail/PhotoDetailPage'), 'PhotoDetailPage'),
      },
      {
        path: paths.profile.path,
        lazy: page(() => import('./pages/ProfilePage'), 'ProfilePage'),
      },
      {
        path: paths.account.path,
        lazy: page(() => import('./features/auth/AccountPage'), 'AccountPage'),
      },
      {
        path: paths.contributeReleases.path,
        lazy: page(() => import('./features/clearance/ReleasesPage'), 'ReleasesPage'),
      },
      {
        path: paths.cart.path,
        lazy: page(() => import('./features/cart/CartPage'), 'CartPage'),
      },
      {
        path: paths.checkout.path,
        lazy: page(() => import('./features/checkout/CheckoutPage'), 'CheckoutPage'),
      },
      {
        path: paths.checkoutSuccess.path,
        lazy: page(() => import('./features/checkout/CheckoutSuccessPage'), 'CheckoutSuccessPage'),
      },
      {
        // The built-in test provider's page (development): the API answers it only outside production.
        path: paths.testPayment.path,
        lazy: page(() => import('./features/checkout/TestPaymentPage'), 'TestPaymentPage'),
      },
      {
        path: paths.order.path,
        lazy: page(() => import('./features/checkout/OrderPage'), 'OrderPage'),
      },
      {
        path: paths.contributePhotos.path,
        lazy: page(() => import('./features/studio/ContributePhotosPage'), 'ContributePhotosPage'),
      },
      {
        path: paths.contributePhoto.path,
        lazy: page(() => import('./features/studio/StudioPhotoPage'), 'StudioPhotoPage'),
      },
      {
        path: paths.myPurchases.path,
        lazy: page(() => import('./features/purchases/MyPurchasesPage'), 'MyPurchasesPage'),
      },
      {
        path: paths.wishlists.path,
        lazy: page(() => import('./features/collecting/WishlistsPage'), 'WishlistsPage'),
      },
      {
        path: paths.wishlist.path,
        lazy: page(() => import('./features/collecting/WishlistPage'), 'WishlistPage'),
      },
      {
        path: paths.contribute.path,
        lazy: page(() => import('./features/uploads/UploadPage'), 'UploadPage'),
      },
    ],
  },
  {
    path: 'admin',
    Component: RequireAdmin,
    children: [
      {
        // Loaded with the first admin page: no visitor's page needs it.
        lazy: page(() => import('./layout/AdminLayout'), 'AdminLayout'),
        // Admin pages join here with their issues; meanwhile an admin sees not-found in the admin frame.
        children: [
          {
            path: paths.adminOrders.path,
            lazy: adminPage('AdminOrdersPage'),
          },
          {
            path: paths.adminOrder.path,
            lazy: adminPage('AdminOrderPage'),
          },
          {
            path: paths.adminPayments.path,
            lazy: adminPage('PaymentsPage'),
          },
          {
            // recharts loads with this page only (and its charts after the figures).
            path: paths.adminPaymentDashboard.path,
            lazy: adminPage('PaymentDashboardPage'),
          },
          {
            path: paths.adminCompanies.path,
            lazy: adminPage('AdminCompaniesPage'),
          },
          {
            path: paths.adminCompany.path,
            lazy: adminPage('AdminCompanyPage'),
          },
          {
            path: paths.adminEvents.path,
            lazy: adminPage('EventsAdminPage'),
          },
          {
            path: paths.adminCollections.path,
            lazy: adminPage('CollectionsAdminPage'),
          },
          {
            path: paths.adminCollection.path,
            lazy: adminPage('CollectionEditorPage'),
          },
          {
            path: paths.adminDescribe.path,
            lazy: adminPage('DescribePage'),
          },
          {
            path: paths.adminPhotosNew.path,
            lazy: adminPage('UploadPage'),
          },
          {
            path: paths.adminPhotos.path,
            lazy: adminPage('AdminPhotosPage'),
          },
          {
            path: paths.adminPhoto.path,
            lazy: adminPage('StudioPhotoPage'),
          },
          {
            path: paths.adminReview.path,
            lazy: adminPage('ReviewQueuePage'),
          },
          {
            path: paths.adminPeopleAliases.path,
            lazy: adminPage('PeoplePage'),
          },
          {
            path: paths.adminPhotosFaces.path,
            lazy: adminPage('PhotoFacesPage'),
          },
          {
            path: paths.adminAudit.path,
            lazy: adminPage('AuditPage'),
          },
          {
            path: paths.adminAccounts.path,
            lazy: adminPage('AccountsPage'),
          },
          {
            path: paths.adminAuthConsolidation.path,
            lazy: adminPage('ConsolidationPage'),
          },
          {
            path: paths.adminSiteBanner.path,
            lazy: adminPage('SiteBannerPage'),
          },
          {
            path: paths.adminSearchConfig.path,
            lazy: adminPage('SearchConfigPage'),
          },
          {
            // recharts loads with this page only (and its charts after the figures).
            path: paths.adminSearchAnalytics.path,
            lazy: adminPage('SearchInsightsPage'),
          },
          {
            path: 'components',
            lazy: adminPage('ComponentsPage'),
          },
          {
            path: 'styleguide',
            lazy: adminPage('StyleguidePage'),
          },
          { path: '*', lazy: notFoundPage },
        ],
      },
    ],
  },
  { path: '*', lazy: notFoundPage },
];

/** The layout, its error screen and the loading spinner around a list of pages. */
export function buildRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      path: paths.home.path,
      Component: Layout,
      errorElement: <RouteErrorScreen />,
      children: [
        // A pathless route holds the spinner, so the header and footer show while the first page loads.
        { HydrateFallback: PageSpinner, children: pages },
      ],
    },
  ];
}

export const routes = buildRoutes(pageRoutes);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
