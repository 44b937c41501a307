// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeRoute, fakeApi, SIGNED_OUT_ROUTES } from '../../testing/fake-api';
import { testPhotoRow } from '../../testing/photo-rows';
import { renderApp } from '../../testing/render-app';
import { track } from '../analytics/track';

// The click tracker is tested in features/analytics; here: what the search page hands it.
vi.mock('../analytics/track', () => ({ track: vi.fn() }));

const searchAnswer: FakeRoute = (call) => {
  const query = new URLSearchParams(call.search);
  const items = [1, 2, 3].map((photoid) => testPhotoRow(photoid));
  return Response.json({
    items,
    total: 3,
    limit: Number(query.get('limit') ?? 24),
    offset: 0,
    sort: 'relevance',
    total_is_estimate: false,
    synonym_expanded: query.get('q') === 'sofa',
    expanded_terms: query.get('q') === 'sofa' ? ['couch'] : [],
  });
};

function serve() {
  return fakeApi({
    ...SIGNED_OUT_ROUTES,
    'GET /api/photos/search': searchAnswer,
    'GET /api/photos/facets': () => Response.json({}),
    'POST /api/track-search': () => new Response(null, { status: 202 }),
  });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
  vi.mocked(track).mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/search tracking (spec §4, §5)', { timeout: 15_000 }, () => {
  it('tracks the term once its results arrive: count, method, synonyms, and where it was typed', async () => {
    const server = serve();
    renderApp('/search?q=sofa');
    await waitFor(() => expect(server.callsTo('POST', '/api/track-search')).toHaveLength(1), {
      timeout: 3000,
    });
    expect(server.callsTo('POST', '/api/track-search')[0]?.body).toMatchObject({
      search_term: 'sofa',
      result_count: 3,
      search_method: 'partial',
      synonym_expanded: true,
      expanded_terms: ['couch'],
      // Opened with its term (from the home page's box or a link), not typed on this page.
      source: 'header',
    });
  });

  it('does not track an untrackable term', async () => {
    const server = serve();
    renderApp('/search?q=zz');
    await screen.findByRole('grid', { name: 'Search results' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(server.callsTo('POST', '/api/track-search')).toEqual([]);
  });

  it('reports an opened result with the term and its 1-based position', async () => {
    serve();
    renderApp('/search?q=kitchen');
    fireEvent.click(await screen.findByRole('link', { name: 'Kitchen 2 #2' }));
    expect(vi.mocked(track).mock.calls.at(-1)?.[0]).toEqual({
      event_type: 'search_result_click',
      entity_id: testPhotoRow(2).id,
      metadata: { search_term: 'kitchen', position: 2 },
    });
  });
});
