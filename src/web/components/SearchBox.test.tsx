// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { isNewPageState } from './new-page-state';
import { SEARCH_PLACEHOLDER, SearchBox } from './SearchBox';

afterEach(cleanup);

function renderSearchBox() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SearchBox /> },
      { path: '/search', element: <p>search page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  const input = screen.getByPlaceholderText(SEARCH_PLACEHOLDER);
  const url = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { input, url, state: () => router.state.location.state };
}

describe('SearchBox', () => {
  it('is a labelled search landmark with the spec placeholder', () => {
    renderSearchBox();
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByLabelText('Search photos').getAttribute('placeholder')).toBe(
      'Search for the perfect photo...',
    );
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('navigates to /search with the URL-encoded term on Enter', async () => {
    const { input, url } = renderSearchBox();
    fireEvent.change(input, { target: { value: 'kitchen 1970s' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('search page')).toBeTruthy();
    expect(url()).toBe('/search?q=kitchen%201970s');
  });

  it('marks a submitted search as a new page, so focus moves to the results even on /search', async () => {
    const { input, state } = renderSearchBox();
    fireEvent.change(input, { target: { value: 'barn' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('search page')).toBeTruthy();
    expect(isNewPageState(state())).toBe(true);
  });

  it('navigates on a click of the Search button, trimming and encoding the term', async () => {
    const { input, url } = renderSearchBox();
    fireEvent.change(input, { target: { value: '  rock & roll?  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('search page')).toBeTruthy();
    expect(url()).toBe('/search?q=rock%20%26%20roll%3F');
  });

  it('does not navigate on other keys', () => {
    const { input, url } = renderSearchBox();
    fireEvent.change(input, { target: { value: 'barn' } });
    fireEvent.keyDown(input, { key: 'a' });
    expect(url()).toBe('/');
  });
});
