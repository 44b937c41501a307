// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './Footer';

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

const countText = () => screen.getByText(/cleared family & archive photos for rent/).textContent;

describe('Footer', () => {
  it('says "thousands of" while the count loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderFooter();
    expect(countText()).toContain('Backdrop offers thousands of cleared family & archive photos for rent');
  });

  it('keeps "thousands of" when the count fails, after one retry', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = renderFooter();
    await vi.waitFor(() => expect(client.getQueryState(['photos', 'count'])?.status).toBe('error'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(countText()).toContain('offers thousands of cleared');
  });

  it('shows the formatted count once it arrives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ count: 12345 })),
    );
    renderFooter();
    expect(await screen.findByText(/offers 12,345 cleared/)).toBeTruthy();
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
