// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { taxonomyClick, useCountedArrival } from '../features/analytics';
import { track } from '../features/analytics/track';
import { Footer } from './Footer';

vi.mock('../features/analytics/track', () => ({ track: vi.fn() }));

/** The taxonomy page's part in it (features/catalogue/TaxonomyPage.tsx): it counts a counted arrival. */
function TaxonomyProbe() {
  const { type = '', id = '' } = useParams();
  useCountedArrival(taxonomyClick(type, id));
  return <p>Taxonomy page</p>;
}

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        this.callback([{ isIntersecting: true }]);
      }
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/api/trending')
        ? Response.json({
            items: [
              { entity_type: 'event', taxonomy_type: null, entity_id: 'e-1', entity_name: 'Christmas' },
              { entity_type: 'taxonomy', taxonomy_type: 'decade', entity_id: '1970s', entity_name: '1970s' },
            ],
          })
        : new Promise<Response>(() => {}),
    ),
  );
  vi.mocked(track).mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFooterAt(url = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Footer /> },
      { path: '/taxonomy/:type/:id', element: <TaxonomyProbe /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Footer trending chips (spec §4)', () => {
  it("count an event chip's click as an event click on the page it opens", async () => {
    renderFooterAt();
    fireEvent.click(await screen.findByRole('link', { name: 'Christmas' }));
    await screen.findByText('Taxonomy page');
    expect(vi.mocked(track).mock.calls.map(([click]) => click)).toEqual([taxonomyClick('event', 'e-1')]);
  });

  it("count a category chip's click with its taxonomy type", async () => {
    renderFooterAt();
    fireEvent.click(await screen.findByRole('link', { name: '1970s' }));
    await screen.findByText('Taxonomy page');
    expect(vi.mocked(track).mock.calls.map(([click]) => click)).toEqual([taxonomyClick('decade', '1970s')]);
  });

  it('count nothing when the taxonomy page is opened otherwise', async () => {
    renderFooterAt('/taxonomy/decade/1970s');
    await screen.findByText('Taxonomy page');
    expect(track).not.toHaveBeenCalled();
  });
});
