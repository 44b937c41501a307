// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeRoute, fakeApi, SIGNED_OUT_ROUTES, signedInRoutes } from '../../testing/fake-api';
import { testPhotoRow } from '../../testing/photo-rows';
import { renderApp } from '../../testing/render-app';

const EVENT = '6f1c2a7e-8d4b-4c3a-9e2f-1a2b3c4d5e6f';

const photo = (photoid: number) => testPhotoRow(photoid);

const searchAnswer: FakeRoute = (call) => {
  const query = new URLSearchParams(call.search);
  const limit = Number(query.get('limit') ?? 75);
  const offset = Number(query.get('offset') ?? 0);
  const items = Array.from({ length: Math.min(limit, 3) }, (_, index) => photo(offset + index + 1));
  return Response.json({
    items,
    total: 120,
    limit,
    offset,
    sort: query.get('sort') ?? 'random',
    total_is_estimate: false,
  });
};

const facets = {
  decades: [
    { value: '1960s', count: 40 },
    { value: '1970s', count: 80 },
  ],
  orientations: [{ value: 'horizontal', count: 90 }],
  ethnicities: [
    { value: 'Black', count: 30 },
    { value: 'White', count: 70 },
  ],
  age_groups: [{ value: 'Adult', count: 100 }],
  genders: [{ value: 'female', count: 60 }],
  people_counts: [{ value: '2', count: 50 }],
  countries: [{ value: 'USA', count: 120 }],
  states: [],
  cities: [],
  events: [{ id: EVENT, name: 'Smith wedding', count: 12 }],
  creators: [],
};

function serve(routes = SIGNED_OUT_ROUTES) {
  return fakeApi({
    ...routes,
    'GET /api/photos/search': searchAnswer,
    'GET /api/photos/facets': () => Response.json(facets),
  });
}

/** The query of the latest search request, without the paging window. */
function lastSearch(server: ReturnType<typeof serve>): Record<string, string> {
  const calls = server.callsTo('GET', '/api/photos/search');
  return Object.fromEntries(new URLSearchParams(calls.at(-1)?.search));
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.sessionStorage.setItem('backdrop:random-seed', '4242');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/search', () => {
  it('says when no photo had every word and which were searched for instead', async () => {
    fakeApi({
      ...SIGNED_OUT_ROUTES,
      'GET /api/photos/search': (call) => {
        const answer = { items: [photo(1)], total: 1, limit: 24, offset: 0, sort: 'relevance' };
        const q = new URLSearchParams(call.search).get('q');
        return Response.json(q === 'vintage kitchen' ? { ...answer, dropped_terms: ['vintage'] } : answer);
      },
      'GET /api/photos/facets': () => Response.json(facets),
    });
    renderApp('/search?q=vintage%20kitchen');
    expect((await screen.findByText(/No exact match/)).textContent).toBe(
      'No exact match for “vintage kitchen” — showing results for “kitchen”.',
    );
  });

  it("searches with the URL's term and filters, 24 for a guest, and shows each filter as a chip", async () => {
    const server = serve();
    renderApp(`/search?q=kitchen&decade=1970s&ethnicities=Black&event_ids=${EVENT}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for "kitchen"' })).toBeTruthy();
    await screen.findByRole('grid', { name: 'Search results' });
    expect(lastSearch(server)).toEqual({
      q: 'kitchen',
      decade: '1970s',
      ethnicities: 'Black',
      event_ids: EVENT,
      sort: 'relevance',
      limit: '24',
      offset: '0',
    });
    const chips = screen.getByRole('region', { name: 'Active filters' });
    expect(chips.textContent).toContain('Decade: 1970s');
    expect(chips.textContent).toContain('Ethnicity: Black');
    // The event's name arrives with the facets.
    await waitFor(() => expect(chips.textContent).toContain('Event: Smith wedding'));
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toContain('Relevance');
  });

  it('on a phone with no filter chosen, loads the filter counts when the drawer first opens', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never,
    );
    const server = serve();
    renderApp('/search?q=kitchen');
    await screen.findByRole('grid', { name: 'Search results' });
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    expect(server.callsTo('GET', '/api/photos/facets')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /Filters/ }));
    await waitFor(() => expect(server.callsTo('GET', '/api/photos/facets')).toHaveLength(1));
  });

  it('removes a chip, clears all, and Back brings the filters back', async () => {
    const server = serve();
    const { router, location } = renderApp('/search?q=kitchen&decade=1970s&ethnicities=Black');
    await screen.findByRole('grid', { name: 'Search results' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Decade: 1970s' }));
    expect(location()).toBe('/search?q=kitchen&ethnicities=Black');
    await waitFor(() => expect(lastSearch(server).decade).toBeUndefined());
    expect(lastSearch(server).ethnicities).toBe('Black');

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(location()).toBe('/search?q=kitchen');
    expect(screen.queryByRole('region', { name: 'Active filters' })).toBeNull();

    await act(() => router.navigate(-2));
    expect(location()).toBe('/search?q=kitchen&decade=1970s&ethnicities=Black');
    expect(screen.getByRole('region', { name: 'Active filters' }).textContent).toContain('Decade: 1970s');
  });

  it("adds a filter from the panel's checkboxes to the URL", async () => {
    serve();
    const { location } = renderApp('/search?q=kitchen');
    await screen.findByRole('grid', { name: 'Search results' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'White' }));
    expect(location()).toBe('/search?q=kitchen&ethnicities=White');
    expect(screen.getByRole('region', { name: 'Active filters' }).textContent).toContain('Ethnicity: White');
  });

  it('falls back from relevance to random without a query, sending the session seed', async () => {
    const server = serve();
    renderApp('/search?sort=relevance&decade=1960s');
    await screen.findByRole('grid', { name: 'Search results' });
    expect(lastSearch(server)).toMatchObject({ sort: 'random', seed: '4242', decade: '1960s' });
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toContain('Random');
  });

  it('uses the remembered sort to browse without a query; a query starts at relevance (issue 22)', async () => {
    window.localStorage.setItem('backdrop:search-sort', 'newest');
    const server = serve();
    renderApp('/search?decade=1960s');
    await screen.findByRole('grid', { name: 'Search results' });
    expect(lastSearch(server)).toMatchObject({ decade: '1960s', sort: 'newest' });
    cleanup();

    const query = serve();
    renderApp('/search?q=barn');
    await screen.findByRole('grid', { name: 'Search results' });
    expect(lastSearch(query)).toMatchObject({ q: 'barn', sort: 'relevance' });
    cleanup();

    window.localStorage.setItem('backdrop:search-sort', 'relevance');
    const again = serve();
    renderApp('/search');
    await screen.findByRole('grid', { name: 'Search results' });
    expect(lastSearch(again)).toMatchObject({ sort: 'random', seed: '4242' });
  });

  it("does not carry one query's sort over to the next query (issue 22)", async () => {
    const server = serve();
    const { location } = renderApp('/search?q=kitchen&sort=newest');
    await screen.findByRole('grid', { name: 'Search results' });
    expect(lastSearch(server)).toMatchObject({ q: 'kitchen', sort: 'newest' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search photos' }), { target: { value: 'barn' } });
    await waitFor(() => expect(location()).toBe('/search?q=barn'));
    await waitFor(() => expect(lastSearch(server)).toMatchObject({ q: 'barn', sort: 'relevance' }));
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toContain('Relevance');
  });

  it('searches as the user types, after a pause, and keeps the filters', async () => {
    const server = serve();
    const { location } = renderApp('/search?q=kitchen&decade=1970s');
    await screen.findByRole('grid', { name: 'Search results' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search photos' }), {
      target: { value: 'barn dance' },
    });
    expect(location()).toBe('/search?q=kitchen&decade=1970s');
    await waitFor(() => expect(location()).toBe('/search?q=barn%20dance&decade=1970s'));
    await waitFor(() => expect(lastSearch(server)).toMatchObject({ q: 'barn dance', decade: '1970s' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for "barn dance"');
  });

  it('has a heading for the results, and "Skip to results" after the title lands on the current card (issue 23)', async () => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
    serve();
    renderApp('/search?q=kitchen');
    const title = await screen.findByRole('heading', { level: 1, name: 'Results for "kitchen"' });
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toBeTruthy();
    const skip = screen.getByRole('link', { name: 'Skip to results' });
    // The next Tab stop after the title, before the search box.
    expect(title.compareDocumentPosition(skip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      skip.compareDocumentPosition(screen.getByRole('searchbox')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const first = await screen.findByRole('link', { name: 'Kitchen 1 #1' });
    fireEvent.click(skip);
    expect(document.activeElement).toBe(first);
    expect(window.location.hash).toBe('');
  });

  it('pages 75 at a time for a signed-in buyer, with no guest banner', async () => {
    const server = serve(signedInRoutes());
    renderApp('/search?q=kitchen');
    await screen.findByRole('grid', { name: 'Search results' });
    expect(lastSearch(server)).toMatchObject({ limit: '75', offset: '0' });
    expect(screen.queryByText(/You're viewing/)).toBeNull();
  });
});
