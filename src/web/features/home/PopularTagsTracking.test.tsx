// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { taxonomyClick, useCountedArrival } from '../analytics';
import { track } from '../analytics/track';
import { PopularTags } from './PopularTags';

vi.mock('../analytics/track', () => ({ track: vi.fn() }));

/** The tag page's part in it (catalogue/TaxonomyPage.tsx): it counts a counted arrival. */
function TaxonomyProbe() {
  const { type = '', id = '' } = useParams();
  useCountedArrival(taxonomyClick(type, id));
  return <p>Tag page</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('hero popular tags (spec §4)', () => {
  it("count a tag's click as a tag click, on the tag page it opens", async () => {
    vi.mocked(track).mockClear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          items: [{ entity_type: 'taxonomy', taxonomy_type: 'tag', entity_id: 'barn', entity_name: 'barn' }],
        }),
      ),
    );
    const router = createMemoryRouter(
      [
        { path: '/', element: <PopularTags /> },
        { path: '/taxonomy/:type/:id', element: <TaxonomyProbe /> },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('link', { name: 'barn' }));
    await screen.findByText('Tag page');
    expect(vi.mocked(track).mock.calls.map(([click]) => click)).toEqual([taxonomyClick('tag', 'barn')]);
  });
});
