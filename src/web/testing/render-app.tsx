import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadMemberModule } from '../layout/PhotoActions';
import { routes as appRoutes } from '../router';

// What every signed-in page loads lazily (the served page asks for it beside the entry): loaded
// before the tests, so a test's time is not spent compiling it.
await Promise.all([loadMemberModule(), import('../layout/AccountMenu')]);

// The first visit of a lazy page compiles it (and better-auth's client) in the test run: on a busy
// machine that takes longer than testing-library's 1 s default for findBy queries (and, with two
// test runs on two cores, longer than 5 s: the search page once took more in a verification run).
configure({ asyncUtilTimeout: 10_000 });

/** The whole app (layout, guards, lazy pages) at `url`, with a fresh cache and the toaster. */
export function renderApp(url: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // No retries: a test's fake server answers at once, and failures should show at once too.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, queryClient, location };
}

/**
 * The hooks of a file that renders the whole app: no real scrolling (happy-dom has none, and the
 * app scrolls to the top on each navigation), and after each test nothing rendered, stubbed or
 * spied on is left for the next.
 */
export function isolateAppTests(): void {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    // sonner keeps its toasts between renders: a later test must not read an earlier one's.
    toast.dismiss();
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
