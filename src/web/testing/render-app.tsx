import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { routes as appRoutes } from '../router';

// The first visit of a lazy page compiles it (and better-auth's client) in the test run: on a busy
// machine that takes longer than testing-library's 1 s default for findBy queries.
configure({ asyncUtilTimeout: 5000 });

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
