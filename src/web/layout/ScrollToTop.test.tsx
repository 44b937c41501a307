// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ScrollToTop', () => {
  it('scrolls to the top when the path or the query changes, not when only the hash does', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate('/photos'));
    expect(scrollTo).toHaveBeenCalledTimes(2);

    await act(() => router.navigate('/photos?page=2'));
    expect(scrollTo).toHaveBeenCalledTimes(3);

    await act(() => router.navigate('/photos?page=2#grid'));
    expect(scrollTo).toHaveBeenCalledTimes(3);

    await act(() => router.navigate('/search?q=barn'));
    expect(scrollTo).toHaveBeenCalledTimes(4);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
