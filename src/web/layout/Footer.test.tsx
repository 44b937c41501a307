// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './Footer';

/** The footer in view: every observed element is reported near the viewport (happy-dom never reports). */
class InViewObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', InViewObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFooter() {
  // No retry delay, so the footer's one retry (spec §9) happens at once.
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

/** A fetch that answers each API path from `answers` and never answers the others. */
function fetchByPath(answers: Record<string, () => Response>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname;
    const answer = answers[path];
    return answer ? answer() : new Promise<Response>(() => {});
  });
}

const countText = () => screen.getByText(/cleared family & archive photos for rent/).textContent;

describe('Footer', () => {
  it('asks for the trending chips only when the footer comes near the screen', async () => {
    let report: (near: boolean) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = (near) => callback([{ isIntersecting: near }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    const trending = vi.fn(() => Response.json({ items: [] }));
    vi.stubGlobal('fetch', fetchByPath({ '/api/trending': trending }));
    renderFooter();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(trending).not.toHaveBeenCalled();
    report(true);
    await vi.waitFor(() => expect(trending).toHaveBeenCalledTimes(1));
  });

  it('says "thousands of" while the count loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderFooter();
    expect(countText()).toContain('Backdrop offers thousands of cleared family & archive photos for rent');
  });

  it('keeps "thousands of" when the count fails, after one retry', async () => {
    const failure = vi.fn(() =>
      Response.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }),
    );
    vi.stubGlobal('fetch', fetchByPath({ '/api/photos/count': failure }));
    const client = renderFooter();
    await vi.waitFor(() => expect(client.getQueryState(['photos', 'count'])?.status).toBe('error'));
    expect(failure).toHaveBeenCalledTimes(2);
    expect(countText()).toContain('offers thousands of cleared');
  });

  it('shows the formatted count once it arrives', async () => {
    vi.stubGlobal('fetch', fetchByPath({ '/api/photos/count': () => Response.json({ count: 12345 }) }));
    renderFooter();
    expect(await screen.findByText(/offers 12,345 cleared/)).toBeTruthy();
  });

  it('shows placeholders, then up to 20 trending chips leading to their taxonomy pages, events too', async () => {
    const entry = (
      entity_type: string,
      taxonomy_type: string | null,
      entity_id: string,
      entity_name: string,
    ) => ({
      entity_type,
      taxonomy_type,
      entity_id,
      entity_name,
      total_clicks: 10,
      unique_users: 3,
      last_clicked_at: null,
    });
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      fetchByPath({ '/api/trending': () => new Promise<Response>((resolve) => (answer = resolve)) as never }),
    );
    renderFooter();
    expect(screen.getByRole('status', { name: 'Loading trending' })).toBeTruthy();
    const items = [
      entry('event', null, '3f0c4d8e-1b2a-4c3d-9e8f-0a1b2c3d4e5f', 'Christmas'),
      entry('taxonomy', 'decade', '1970s', '1970s'),
      ...Array.from({ length: 25 }, (_, index) => entry('taxonomy', 'tag', `tag ${index}`, `tag ${index}`)),
    ];
    answer(Response.json({ items }));
    expect((await screen.findByRole('link', { name: 'Christmas' })).getAttribute('href')).toBe(
      '/taxonomy/event/3f0c4d8e-1b2a-4c3d-9e8f-0a1b2c3d4e5f',
    );
    expect(screen.getByRole('link', { name: '1970s' }).getAttribute('href')).toBe('/taxonomy/decade/1970s');
    const trending = screen.getByRole('heading', { name: 'Trending' }).closest('section');
    expect(trending?.querySelectorAll('a')).toHaveLength(20);
  });

  it('leaves Trending out when there is nothing trending', async () => {
    const trending = vi.fn(() => Response.json({ items: [] }));
    vi.stubGlobal('fetch', fetchByPath({ '/api/trending': trending }));
    renderFooter();
    await vi.waitFor(() => expect(trending).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Trending' })).toBeNull());
  });

  it('has the Explore, Company and Legal columns of spec §2', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderFooter();
    for (const heading of ['Explore', 'Company', 'Legal']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    const links = {
      'All photos': '/photos',
      Collections: '/collections',
      Pricing: '/pricing',
      'Popular photos': '/popular',
      'New arrivals': '/new',
      'About us': '/about',
      Contact: '/contact',
      'API reference': '/api/docs',
      'Terms of service': '/terms',
      'Privacy policy': '/privacy',
      License: '/license',
      'Cookie policy': '/cookies',
    };
    for (const [name, href] of Object.entries(links)) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });
});
