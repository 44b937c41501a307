// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, type RouteObject, RouterProvider, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_PAGE_STATE } from '../components/new-page-state';
import { useDocumentTitle } from '../components/use-document-title';
import { buildRoutes, pageRoutes } from '../router';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ count: 3000, items: [] })),
  );
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function AboutLike() {
  useDocumentTitle('About the archive');
  return (
    <>
      <h1>About the archive</h1>
      <Link to="/contact">Slow page</Link>
    </>
  );
}

/** A page whose heading comes with its data, after a moment. */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  useDocumentTitle(loaded ? 'Order BD-1' : null);
  return loaded ? <h1>Order BD-1</h1> : <p>Loading…</p>;
}

/** A page whose title comes well after its heading, as on a machine too busy to run effects soon. */
function LateTitlePage() {
  const [titled, setTitled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTitled(true), 400);
    return () => clearTimeout(timer);
  }, []);
  useDocumentTitle(titled ? 'Order BD-2' : null);
  return <h1>Order BD-2</h1>;
}

/** Filters change the query only; a submitted search is a new page. */
function ResultsPage() {
  const navigate = useNavigate();
  useDocumentTitle('Search');
  return (
    <>
      <h1>Results</h1>
      <button type="button" onClick={() => void navigate({ search: '?decade=1970s' })}>
        1970s
      </button>
      <button type="button" onClick={() => void navigate('/search?q=barn', { state: NEW_PAGE_STATE })}>
        Search
      </button>
    </>
  );
}

const testPages: RouteObject[] = [
  { path: '/about', element: <AboutLike /> },
  { path: '/contact', element: <SlowPage /> },
  { path: '/cookies', element: <LateTitlePage /> },
  { path: '/search', element: <ResultsPage /> },
];

function renderAt(url: string) {
  const router = createMemoryRouter(buildRoutes([...testPages, ...pageRoutes]), { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The user presses a key, as before any page change they cause. */
function userActs() {
  fireEvent.keyDown(document.body, { key: 'Enter' });
}

const pageAnnouncer = () =>
  screen.getAllByRole('status').find((node) => node.getAttribute('aria-live') === 'polite');

describe('page change focus', () => {
  it('leaves the first load alone, then focuses the new page’s h1 and announces its title', async () => {
    const router = renderAt('/search');
    await screen.findByRole('heading', { level: 1, name: 'Results' });
    expect(document.activeElement).toBe(document.body);

    userActs();
    await act(() => router.navigate('/about'));
    const heading = screen.getByRole('heading', { level: 1, name: 'About the archive' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    await waitFor(() => expect(pageAnnouncer()?.textContent).toBe('About the archive · Backdrop'));
  });

  it('holds focus on main while the page loads, then moves it to the heading when it appears', async () => {
    const router = renderAt('/about');
    await screen.findByRole('heading', { level: 1, name: 'About the archive' });
    const link = screen.getByRole('link', { name: 'Slow page' });
    link.focus();
    userActs();
    await act(() => router.navigate('/contact'));
    expect(document.activeElement).toBe(screen.getByRole('main'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Order BD-1' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // The title the page sets with its data, not the one before it.
    await waitFor(() => expect(pageAnnouncer()?.textContent).toBe('Order BD-1 · Backdrop'));
  });

  it('announces the title a page sets late, not the site title it had meanwhile', async () => {
    const router = renderAt('/about');
    await screen.findByRole('heading', { level: 1, name: 'About the archive' });
    userActs();
    await act(() => router.navigate('/cookies'));
    await waitFor(() => expect(pageAnnouncer()?.textContent).toBe('Order BD-2 · Backdrop'), {
      timeout: 3000,
    });
  });

  it('keeps focus on a filter the user changed, and treats a submitted search as a new page', async () => {
    renderAt('/search');
    const filter = await screen.findByRole('button', { name: '1970s' });
    filter.focus();
    userActs();
    fireEvent.click(filter);
    await waitFor(() => expect(screen.getByRole('button', { name: '1970s' })).toBeTruthy());
    expect(document.activeElement).toBe(filter);

    const search = screen.getByRole('button', { name: 'Search' });
    search.focus();
    fireEvent.click(search);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('does not move focus for the first load’s redirects, before the user has pressed anything', async () => {
    const router = renderAt('/search');
    await screen.findByRole('heading', { level: 1, name: 'Results' });
    await act(() => router.navigate('/about', { replace: true }));
    expect(document.activeElement).toBe(document.body);
  });

  it('treats Back as a page change', async () => {
    const router = renderAt('/search');
    await screen.findByRole('heading', { level: 1, name: 'Results' });
    userActs();
    await act(() => router.navigate('/about'));
    await act(() => router.navigate(-1));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Results' }));
  });
});
