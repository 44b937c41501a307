import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigation, useNavigationType } from 'react-router';
import { INVALID_ROUTE_TOAST, isValidRoute, pageWithOwnNotFound } from '../../core/route-validity';
import { SKIP_LINK_CLASS } from '../components/skip-link';
import { notify } from '../components/Toast';
import { removeServedShell, servedShellPath } from '../page-data';
import { Footer } from './Footer';
import { Header } from './Header';
import { PhotoActionsProviders } from './PhotoActions';
import { usePageChangeFocus } from './page-change-focus';
import { ScrollToTop } from './ScrollToTop';
import { SiteBanner } from './SiteBanner';

/** Loaded when an address is malformed: no page's first script carries it. */
const NotFoundPage = lazy(async () => ({ default: (await import('./NotFoundPage')).NotFoundPage }));

/** Route `handle` options the layout reads. */
export interface RouteHandle {
  /** The page starts under the fixed header (spec §2: home has no top padding). */
  fullBleed?: boolean;
}

function isFullBleed(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'fullBleed' in handle && handle.fullBleed === true;
}

/** A thin bar while the next lazy page or its data loads; the old page stays in place meanwhile. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden"
    >
      <div className="h-full w-1/3 animate-pulse bg-sepia-light" />
    </div>
  );
}

/**
 * spec §2: navigation asked to go to a path that fails the route-validity check says so with
 * "Navigation Error" / "Invalid route path" (a link or a return URL in the app pointing nowhere);
 * a path typed or opened from outside (the first load, Back and Forward) just shows not-found.
 */
function useInvalidRouteToast(valid: boolean) {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (valid || navigationType === 'POP') return;
    notify.error(INVALID_ROUTE_TOAST.title, INVALID_ROUTE_TOAST.description, { id: `invalid-route-${key}` });
  }, [valid, navigationType, key]);
}

/** spec §2 layout: header, page, footer. */
export function Layout() {
  const { pathname } = useLocation();
  const matches = useMatches();
  // Known patterns with malformed parameters (/user/abc) are not found too, not just unknown paths;
  // a photo page answers its own malformed key with "Photo Not Found" (spec §2).
  const valid = isValidRoute(pathname);
  useInvalidRouteToast(valid);
  const found = valid || pageWithOwnNotFound(pathname) !== null;
  const fullBleed = found && matches.some((match) => isFullBleed(match.handle));
  const mainRef = useRef<HTMLElement>(null);
  const pageAnnouncement = usePageChangeFocus(mainRef);
  // The served stand-in goes once another page is shown (its own page removes it when drawn).
  useEffect(() => {
    if (servedShellPath() !== pathname) removeServedShell();
  }, [pathname]);

  return (
    // The cart is read once here for the header's badge and every "Add to Cart" on the pages; the
    // wishlists' batch check and the add-to-wishlist dialog live here for every card and page; so
    // do the buyer's licences, read once for every "Licensed" on cards and the photo page. Their
    // code loads for members only (PhotoActions.tsx).
    <PhotoActionsProviders>
      <div className="flex min-h-dvh flex-col bg-paper text-ink">
        <ScrollToTop />
        <a href="#main" className={SKIP_LINK_CLASS}>
          Skip to content
        </a>
        <Header />
        <NavigationProgress />
        {/* At least a screen tall: the footer starts below the fold, so a lazy page arriving never
            pushes it down in view (it was the home page's 0.4–0.5 CLS). */}
        <main
          ref={mainRef}
          id="main"
          tabIndex={-1}
          className={`min-h-dvh flex-1 focus:outline-none ${fullBleed ? '' : 'pt-16'}`}
        >
          {found ? (
            <Outlet />
          ) : (
            <Suspense fallback={null}>
              <NotFoundPage />
            </Suspense>
          )}
        </main>
        <Footer />
        <SiteBanner />
        {/* The new page's title, said once its heading has focus (issue 23). */}
        <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
          {pageAnnouncement}
        </div>
      </div>
    </PhotoActionsProviders>
  );
}
