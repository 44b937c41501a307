// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { taxonomyClick } from './click-target';
import { track } from './track';
import { useCountedArrival } from './use-counted-arrival';

vi.mock('./track', () => ({ track: vi.fn() }));

function TagPage() {
  useCountedArrival(taxonomyClick('tag', 'barn'));
  return <p>Barn photos</p>;
}

function setup() {
  vi.mocked(track).mockClear();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Link to="/taxonomy/tag/barn" state={{ countClick: true }}>
              Counted
            </Link>
            <Link to="/taxonomy/tag/barn">Plain</Link>
          </>
        ),
      },
      { path: '/taxonomy/tag/barn', element: <TagPage /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('useCountedArrival', () => {
  it('counts the click of a link that asks for it, once, and not again on Back then Forward', async () => {
    const router = setup();
    fireEvent.click(screen.getByRole('link', { name: 'Counted' }));
    await screen.findByText('Barn photos');
    expect(vi.mocked(track).mock.calls.map(([click]) => click)).toEqual([taxonomyClick('tag', 'barn')]);
    await act(() => router.navigate(-1));
    await act(() => router.navigate(1));
    await screen.findByText('Barn photos');
    expect(track).toHaveBeenCalledTimes(1);
  });

  it('counts nothing for a link that does not ask', async () => {
    setup();
    fireEvent.click(screen.getByRole('link', { name: 'Plain' }));
    await screen.findByText('Barn photos');
    expect(track).not.toHaveBeenCalled();
  });
});
