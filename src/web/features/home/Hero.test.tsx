// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { Hero } from './Hero';

function renderHero() {
  const router = createMemoryRouter([{ path: '/', element: <Hero /> }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return () => container.querySelector('img[aria-hidden="true"]')?.getAttribute('src') ?? null;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Hero background (spec §9, issue 22)', () => {
  it('picks number 1…count of the backgrounds GET /api/background-images lists', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const server = fakeApi({
      'GET /api/background-images': () =>
        Response.json({
          images: ['/media/backgrounds/3.webp', '/media/backgrounds/7.webp'],
          complete: false,
        }),
    });
    const source = renderHero();
    await waitFor(() => expect(source()).toBe('/media/backgrounds/7.webp'));
    expect(server.callsTo('GET', '/api/background-images')).toHaveLength(1);
  });

  it('shows no background while none is drawn yet, rather than wait for one', async () => {
    const server = fakeApi({
      'GET /api/background-images': () => Response.json({ images: [], complete: false }),
    });
    const source = renderHero();
    await waitFor(() => expect(server.callsTo('GET', '/api/background-images')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(source()).toBeNull();
  });

  it('falls back to one of the default 50 when the list cannot be read', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    fakeApi({});
    const source = renderHero();
    await waitFor(() => expect(source()).toBe('/media/backgrounds/1.webp'));
  });
});
