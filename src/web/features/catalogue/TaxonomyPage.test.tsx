// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, SIGNED_OUT_ROUTES } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  window.sessionStorage.setItem('backdrop:random-seed', '77');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const page = (title: string) => () =>
  Response.json({
    items: [],
    total: 0,
    limit: 24,
    offset: 0,
    type: 'tag',
    title,
    subtitle: '0 of 3,000 photos',
  });

describe('/taxonomy/{type}/{id}', () => {
  it('a tag page sorts by relevance: it names no sort and the server orders by popularity', async () => {
    const server = fakeApi({ ...SIGNED_OUT_ROUTES, 'GET /api/taxonomy/tag/kitchen': page('kitchen photos') });
    renderApp('/taxonomy/tag/kitchen');
    expect(await screen.findByRole('heading', { level: 1, name: 'kitchen photos' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toContain('Relevance');
    // The heading comes from the URL; the subtitle from the answer, so the request has been made.
    expect(await screen.findByText('0 of 3,000 photos')).toBeTruthy();
    const query = Object.fromEntries(
      new URLSearchParams(server.callsTo('GET', '/api/taxonomy/tag/kitchen')[0]?.search),
    );
    expect(query).toEqual({ limit: '24', offset: '0' });
    expect(await screen.findByRole('heading', { name: 'No photos found' })).toBeTruthy();
  });

  it('other pages default to random with the session seed', async () => {
    const server = fakeApi({ ...SIGNED_OUT_ROUTES, 'GET /api/taxonomy/decade/1970s': page('1970s photos') });
    renderApp('/taxonomy/decade/1970s');
    expect(await screen.findByRole('heading', { level: 1, name: '1970s photos' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toContain('Random');
    await waitFor(() => expect(server.callsTo('GET', '/api/taxonomy/decade/1970s')).toHaveLength(1));
    const query = Object.fromEntries(
      new URLSearchParams(server.callsTo('GET', '/api/taxonomy/decade/1970s')[0]?.search),
    );
    expect(query).toEqual({ sort: 'random', seed: '77', limit: '24', offset: '0' });
  });

  it('a type the link builder refuses goes to /photos with "Navigation Error" / "Unable to navigate: …"', async () => {
    const server = fakeApi({
      ...SIGNED_OUT_ROUTES,
      'GET /api/photos/search': () => Response.json({ items: [], total: 0, limit: 24, offset: 0 }),
    });
    const { location } = renderApp('/taxonomy/location/Ohio');
    expect(await screen.findByText('Navigation Error')).toBeTruthy();
    expect(
      screen.getByText(/^Unable to navigate: Invalid taxonomy type: location\. Supported types: creator, /),
    ).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/photos'));
    expect(server.callsTo('GET', '/api/taxonomy/location/Ohio')).toHaveLength(0);
  });

  it('so does a link the server refuses, asked once', async () => {
    const server = fakeApi({
      ...SIGNED_OUT_ROUTES,
      'GET /api/taxonomy/tag/x': () =>
        Response.json(
          { error: { code: 'INVALID', message: 'Invalid taxonomyId - cannot be empty' } },
          { status: 400 },
        ),
      'GET /api/photos/search': () => Response.json({ items: [], total: 0, limit: 24, offset: 0 }),
    });
    const { location } = renderApp('/taxonomy/tag/x');
    expect(await screen.findByText('Unable to navigate: Invalid taxonomyId - cannot be empty')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/photos'));
    expect(server.callsTo('GET', '/api/taxonomy/tag/x')).toHaveLength(1);
  });
});
