// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISMISSED_BANNERS_KEY, SiteBanner } from './SiteBanner';

function renderBanner() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SiteBanner />
    </QueryClientProvider>,
  );
}

const BANNER = {
  id: 'b1',
  content:
    '<p><strong>New:</strong> kitchens are live. <a href="/collections" onclick="steal()">Browse collections</a></p><script>steal()</script><img src=x onerror="steal()">',
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SiteBanner', () => {
  // Sanitising is checked in Chromium (e2e/layout.spec.ts): happy-dom's parser breaks DOMPurify.
  it('shows the active banner with its link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ id: 'b1', content: '<a href="/collections">Browse collections</a>' }),
      ),
    );
    renderBanner();
    expect(await screen.findByRole('complementary', { name: 'Announcement' })).toBeTruthy();
  });

  it('stays hidden once dismissed, under localStorage dismissedBanners', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(BANNER)),
    );
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByRole('complementary', { name: 'Announcement' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(DISMISSED_BANNERS_KEY) ?? '[]')).toEqual(['b1']);
    cleanup();
    renderBanner();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('complementary', { name: 'Announcement' })).toBeNull();
  });

  it('shows nothing when there is no banner (204)', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    renderBanner();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('complementary', { name: 'Announcement' })).toBeNull();
  });
});
