// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../core/paths';
import { buildRoutes, pageRoutes, routes } from './router';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    // Every list the layout and pages ask for is empty; counts say 3,000.
    vi.fn(async () => Response.json({ count: 3000, items: [] })),
  );
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderApp(url: string, appRoutes: RouteObject[] = routes) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The app's layout with extra pages in front of its own, as later issues will add them. */
function withPages(...extra: RouteObject[]): RouteObject[] {
  return buildRoutes([...extra, ...pageRoutes]);
}

describe('router', () => {
  it('loads the home page lazily inside the layout, with a spinner meanwhile', async () => {
    renderApp('/');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading page…');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Cleared family photos, thousands available 24/7',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    // The sign-in buttons show once the session check says "signed out".
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe(
      '/auth?mode=login',
    );
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(
      '/auth?mode=signup',
    );
    expect(screen.getByRole('heading', { name: 'Trusted by leading studios' })).toBeTruthy();
    // Named by their studios (issue 23), not "Studio logo 4".
    const strip = screen.getByRole('region', { name: 'Trusted by leading studios' });
    const logos = within(strip).getAllByRole('img');
    expect(logos).toHaveLength(11);
    expect(logos.map((logo) => logo.getAttribute('alt'))).toContain('Harbor & Pine Films');
    expect(logos.some((logo) => /Studio logo/.test(logo.getAttribute('alt') ?? ''))).toBe(false);
    expect(new Set(logos.map((logo) => logo.getAttribute('src'))).size).toBe(11);
  });

  it('shows the search heading with the box prefilled', async () => {
    renderApp('/search?q=kitchen%201970s');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for "kitchen 1970s"' }),
    ).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search photos' })).toHaveProperty('value', 'kitchen 1970s');
  });

  it('has a page for every path of the registry but those later issues build (issue 25 item 7)', () => {
    const LATER: Record<string, string> = {
      // The server sends /search-test to /search with its words (features/site/seo.routes.ts).
      [paths.searchTest.path]: 'the server redirects it',
      [paths.adminPeopleAliases.path]: 'issue 27 (people)',
      [paths.adminPhotosFaces.path]: 'issue 27 (people)',
    };
    const routed = new Set<string>();
    const collect = (list: RouteObject[], parent: string) => {
      for (const route of list) {
        const path = route.path?.startsWith('/')
          ? route.path
          : route.path
            ? `${parent.replace(/\/$/, '')}/${route.path}`
            : parent;
        if (route.path && (route.lazy || route.Component || route.loader)) routed.add(path);
        if (route.children) collect(route.children, path);
      }
    };
    collect(pageRoutes, '/');
    const missing = Object.values(paths)
      .map((route) => route.path)
      .filter((path) => path !== '/' && !routed.has(path) && !(path in LATER));
    expect(missing).toEqual([]);
  });

  it('shows the not-found page for unknown paths', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('uses the route-validity check for malformed parameters of known patterns', async () => {
    const userPage = { path: paths.user.path, element: <p>creator page</p> };
    renderApp('/user/3f2b8c1e-5d4a-4b6f-9e21-0a1b2c3d4e5f', withPages(userPage));
    expect(await screen.findByText('creator page')).toBeTruthy();
    cleanup();
    renderApp('/user/abc', withPages(userPage));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText('creator page')).toBeNull();
  });

  it('lets the photo page answer a malformed key itself ("Photo Not Found", spec §2)', async () => {
    const photoPage = { path: paths.photo.path, element: <p>photo page</p> };
    for (const url of ['/photo/abc', '/photo/0']) {
      renderApp(url, withPages(photoPage));
      expect(await screen.findByText('photo page')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
      cleanup();
    }
  });

  it('says "Navigation Error" when the app navigates to an invalid path, not when one is opened', async () => {
    const router = renderApp('/no-such-page', withPages());
    render(<Toaster />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText('Navigation Error')).toBeNull();
    await act(() => router.navigate('/about'));
    await act(() => router.navigate('/nowhere/at/all'));
    expect(await screen.findByText('Navigation Error')).toBeTruthy();
    expect(screen.getByText('Invalid route path')).toBeTruthy();
  });

  it('shows the fallback error screen when a route fails', async () => {
    const failing = {
      path: '/photos',
      loader: () => {
        throw new Error('loader broke');
      },
      element: <p>never</p>,
    };
    renderApp('/photos', withPages(failing));
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('loader broke')).toBeTruthy();
  });
});
