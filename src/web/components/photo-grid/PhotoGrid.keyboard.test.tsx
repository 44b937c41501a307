// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testPhotoRow } from '../../testing/photo-rows';
import { type PhotoCartActions, PhotoCartActionsContext } from '../photo-cart-actions';
import { type PhotoWishlistActions, PhotoWishlistActionsContext } from '../photo-wishlist-actions';
import { PhotoGrid, type PhotoGridProps } from './PhotoGrid';

// 1200×800 photos in a 1000 px grid with 200 px rows: three photos a row (0-2, 3-5, 6-8, …).
const photo = (photoid: number) => testPhotoRow(photoid, { width: 1200, height: 800 });
const photos = (count: number) => Array.from({ length: count }, (_, index) => photo(index + 1));

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
  globalThis.IntersectionObserver ??= class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(cleanup);

const cart: PhotoCartActions = {
  ready: true,
  isInCart: () => false,
  licensesInCart: () => [],
  isAdding: () => false,
  add: vi.fn(),
  addMany: vi.fn(),
  addingMany: false,
};
const wishlists: PhotoWishlistActions = { isInWishlist: () => false, watch: () => {}, open: vi.fn() };

function grid(props: Partial<PhotoGridProps>, actions: PhotoCartActions = cart): ReactNode {
  return (
    <MemoryRouter>
      <PhotoCartActionsContext.Provider value={actions}>
        <PhotoWishlistActionsContext.Provider value={wishlists}>
          <PhotoGrid
            photos={photos(10)}
            total={10}
            hasMore={false}
            isFetchingMore={false}
            signedIn={true}
            label="Search results"
            id="results"
            {...props}
          />
        </PhotoWishlistActionsContext.Provider>
      </PhotoCartActionsContext.Provider>
    </MemoryRouter>
  );
}

const link = (photoid: number) => screen.getByRole('link', { name: `Kitchen ${photoid} #${photoid}` });
const tabStops = () =>
  Array.from(
    screen.getByRole('grid').querySelectorAll<HTMLElement>('a, button'),
    (element) => element.tabIndex,
  ).filter((index) => index === 0).length;
/**
 * The grid drawn, with its cards' own buttons: a signed-in person's part of a card loads apart
 * from the card (PhotoCard.tsx), a moment after the grid.
 */
async function shown(ui: ReactNode) {
  const view = render(ui);
  await screen.findAllByRole('button', { name: /to cart$/ });
  return view;
}
const press = (key: string, options: { ctrlKey?: boolean } = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ...options });

describe('PhotoGrid keyboard (WAI-ARIA grid, one Tab stop, issue 23)', () => {
  it('is a grid with one Tab stop: the first card, its photo and its own two buttons', async () => {
    await shown(grid({}));
    const cells = within(screen.getByRole('grid', { name: 'Search results' })).getAllByRole('gridcell');
    expect(cells).toHaveLength(10);
    expect(tabStops()).toBe(3);
    expect(link(1).tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Add Kitchen 1 #1 to cart' }).tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Save Kitchen 1 #1 to a wishlist' }).tabIndex).toBe(0);
    expect(link(2).tabIndex).toBe(-1);
    expect(screen.getByRole('button', { name: 'Add Kitchen 2 #2 to cart' }).tabIndex).toBe(-1);
  });

  it('moves by the rows as drawn: Left/Right in reading order, Up/Down across, Home/End', async () => {
    await shown(grid({}));
    act(() => link(1).focus());
    press('ArrowRight');
    expect(document.activeElement).toBe(link(2));
    expect(link(2).tabIndex).toBe(0);
    expect(link(1).tabIndex).toBe(-1);
    expect(tabStops()).toBe(3);
    press('ArrowDown');
    expect(document.activeElement).toBe(link(5));
    press('End');
    expect(document.activeElement).toBe(link(6));
    press('ArrowRight');
    expect(document.activeElement).toBe(link(7));
    press('ArrowLeft');
    expect(document.activeElement).toBe(link(6));
    press('Home');
    expect(document.activeElement).toBe(link(4));
    press('ArrowUp');
    expect(document.activeElement).toBe(link(1));
    press('ArrowUp');
    expect(document.activeElement).toBe(link(1));
    press('End', { ctrlKey: true });
    expect(document.activeElement).toBe(link(10));
    press('Home', { ctrlKey: true });
    expect(document.activeElement).toBe(link(1));
  });

  it("moves from a card's own button too, and a card focused another way becomes the Tab stop", async () => {
    await shown(grid({}));
    act(() => screen.getByRole('button', { name: 'Add Kitchen 5 #5 to cart' }).focus());
    expect(link(5).tabIndex).toBe(0);
    expect(link(1).tabIndex).toBe(-1);
    press('ArrowRight');
    expect(document.activeElement).toBe(link(6));
  });

  it('reaches and keeps a card whose row was not drawn (the grid is virtualised)', async () => {
    // happy-dom has no layout: rows within 1,200 px of a 768 px screen are drawn, about nine.
    await shown(grid({ photos: photos(90), total: 90 }));
    expect(screen.queryByRole('link', { name: 'Kitchen 90 #90' })).toBeNull();
    act(() => link(1).focus());
    press('End', { ctrlKey: true });
    expect(document.activeElement).toBe(link(90));
    expect(tabStops()).toBe(3);
    // Still there after the grid draws again (a scroll, a new page of photos).
    press('ArrowLeft');
    expect(document.activeElement).toBe(link(89));
  });

  it('asks for more past the last photo loaded, and moves on when they arrive', async () => {
    const onLoadMore = vi.fn();
    const view = await shown(grid({ photos: photos(6), total: 12, hasMore: true, onLoadMore }));
    act(() => link(1).focus());
    press('End', { ctrlKey: true });
    expect(document.activeElement).toBe(link(6));
    press('ArrowRight');
    expect(onLoadMore).toHaveBeenCalled();
    expect(document.activeElement).toBe(link(6));
    view.rerender(grid({ photos: photos(12), total: 12, hasMore: false, onLoadMore }));
    expect(document.activeElement).toBe(link(7));
  });

  it('hands the focus on to its current card when the grid itself is focused (Skip to results)', async () => {
    await shown(grid({}));
    act(() => link(1).focus());
    press('ArrowRight');
    act(() => link(2).blur());
    act(() => document.getElementById('results')?.focus());
    expect(document.activeElement).toBe(link(2));
  });

  it('hands the focus from "Add to Cart" to the "In Cart" link that replaces it', async () => {
    const view = await shown(grid({}));
    const add = screen.getByRole('button', { name: 'Add Kitchen 1 #1 to cart' });
    act(() => add.focus());
    fireEvent.click(add);
    view.rerender(grid({}, { ...cart, isInCart: (id) => id === photo(1).id }));
    expect(document.activeElement).toBe(
      screen.getByRole('link', { name: 'In Cart: Kitchen 1 #1. Go to your cart' }),
    );
  });

  it('tells photos with the same title apart by their number', async () => {
    await shown(
      grid({ photos: [testPhotoRow(7, { title: 'Kitchen' }), testPhotoRow(8, { title: 'Kitchen' })] }),
    );
    expect(screen.getByRole('link', { name: 'Kitchen #7' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kitchen #8' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Kitchen #8 to cart' })).toBeTruthy();
  });
});
