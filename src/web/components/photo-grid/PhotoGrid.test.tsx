// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testPhotoRow } from '../../testing/photo-rows';
import { type PhotoCartActions, PhotoCartActionsContext } from '../photo-cart-actions';
import { PhotoLicencesContext } from '../photo-licences';
import { type PhotoWishlistActions, PhotoWishlistActionsContext } from '../photo-wishlist-actions';
import { gridStatusText } from './grid-status';
import { PhotoGrid } from './PhotoGrid';
import { photoNeighbours } from './photo-list';

function photo(photoid: number) {
  return testPhotoRow(photoid, {
    price: 12,
    thumbnail_url: `/media/p/k${photoid}/thumb.webp`,
    preview_url: `/media/p/k${photoid}/preview.webp`,
    width: 1200,
    height: 800,
    event_names: ['Birthday', 'Christmas', 'Easter'],
  });
}

beforeAll(() => {
  // happy-dom lays nothing out: give the grid a width to place its rows in.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
  globalThis.IntersectionObserver ??= class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
afterEach(cleanup);

/**
 * The grid drawn; for a signed-in person, with the cards' own part (details and buttons), which
 * loads apart from the card (PhotoCard.tsx) a moment after the grid.
 */
async function renderGrid(
  props: Partial<Parameters<typeof PhotoGrid>[0]> = {},
  wrap = (grid: ReactNode) => grid,
) {
  render(
    <MemoryRouter>
      {wrap(
        <PhotoGrid
          photos={[1, 2, 3, 4, 5].map(photo)}
          total={5}
          hasMore={false}
          isFetchingMore={false}
          signedIn={true}
          label="Search results"
          {...props}
        />,
      )}
    </MemoryRouter>,
  );
  if (props.signedIn !== false) await screen.findAllByText(/^\$\d/);
}

describe('PhotoGrid', () => {
  it('says how much is shown (spec §2)', () => {
    expect(gridStatusText(75, 1234, true)).toBe('Showing 1-75 of 1,234 photos');
    expect(gridStatusText(300, 300, false)).toBe('Showing all 300 photos');
    expect(gridStatusText(75, 534_209, true, true)).toBe('Showing 1-75 of about 530,000 photos');
    expect(gridStatusText(1, 1, false)).toBe('Showing 1 photo');
  });

  it('ends with "Showing all N photos" and "That\'s all, folks!"', async () => {
    await renderGrid();
    expect(screen.getByText('Showing all 5 photos')).toBeTruthy();
    expect(screen.getByRole('img', { name: "That's all, folks!" })).toBeTruthy();
  });

  it('shows signed-in people the price, creator and two event pills plus "+N"', async () => {
    await renderGrid();
    const grid = screen.getByRole('grid', { name: 'Search results' });
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(5);
    expect(screen.getAllByText('$12.00')).toHaveLength(5);
    expect(screen.getAllByText('+1')).toHaveLength(5);
    expect(screen.getAllByRole('link', { name: 'Kitchen 1 #1' })[0]?.getAttribute('href')).toBe('/photo/1');
  });

  it('sends guests to sign in with the photo as return URL, and shows them no details', async () => {
    await renderGrid({ signedIn: false, hasMore: true, total: 24 });
    expect(screen.getByRole('link', { name: 'Kitchen 1 #1' }).getAttribute('href')).toBe(
      '/auth?returnUrl=%2Fphoto%2F1',
    );
    expect(screen.queryByText('$12.00')).toBeNull();
    expect(screen.getByText('Showing 1-5 of 24 photos')).toBeTruthy();
  });

  it('ends a list cut for a guest with what it is given instead of "That\'s all, folks!" (issue 22 item 6)', async () => {
    await renderGrid({ signedIn: false, total: 94, listEnd: <p>Sign in to see 89 more photos</p> });
    expect(screen.getByText('Sign in to see 89 more photos')).toBeTruthy();
    expect(screen.queryByText('Showing all 94 photos')).toBeNull();
    expect(screen.queryByRole('img', { name: "That's all, folks!" })).toBeNull();
  });

  it('falls back to the placeholder once when an image fails, never again', async () => {
    await renderGrid();
    const image = screen.getByRole('img', { name: 'Kitchen 1 #1' });
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/placeholder-photo.svg');
    expect(image.getAttribute('srcset')).toBeNull();
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/placeholder-photo.svg');
  });

  it('sets the size and lazy loading of images below the first rows', async () => {
    await renderGrid({ photos: Array.from({ length: 12 }, (_, index) => photo(index + 1)), total: 12 });
    const image = screen.getByRole('img', { name: 'Kitchen 12 #12' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
    expect(image.getAttribute('srcset')).toContain('/media/p/k12/preview.webp');
  });

  it('remembers the list when a photo is opened, for the detail page arrows', async () => {
    await renderGrid();
    fireEvent.click(screen.getByRole('link', { name: 'Kitchen 3 #3' }));
    expect(photoNeighbours(3)).toEqual({ previous: 2, next: 4 });
  });

  it('leaves the status out of strips', async () => {
    await renderGrid({ showStatus: false });
    expect(screen.queryByText(/Showing/)).toBeNull();
  });
});

describe('PhotoGrid cart buttons (spec §2: "Add to Cart" becomes "In Cart")', () => {
  function cart(overrides: Partial<PhotoCartActions> = {}): PhotoCartActions {
    return {
      ready: true,
      isInCart: (photoId) => photoId === photo(2).id,
      licensesInCart: () => [],
      isAdding: (photoId) => photoId === photo(3).id,
      add: vi.fn(),
      addMany: vi.fn(),
      addingMany: false,
      ...overrides,
    };
  }
  const withCart = (actions: PhotoCartActions) => (grid: ReactNode) => (
    <PhotoCartActionsContext.Provider value={actions}>{grid}</PhotoCartActionsContext.Provider>
  );

  it('adds a photo from its card, and shows photos in the cart as "In Cart" leading there', async () => {
    const actions = cart();
    await renderGrid({}, withCart(actions));
    fireEvent.click(screen.getByRole('button', { name: 'Add Kitchen 1 #1 to cart' }));
    expect(actions.add).toHaveBeenCalledWith(photo(1));
    const inCart = screen.getByRole('link', { name: 'In Cart: Kitchen 2 #2. Go to your cart' });
    expect(inCart.getAttribute('href')).toBe('/cart');
    expect(screen.queryByRole('button', { name: 'Add Kitchen 2 #2 to cart' })).toBeNull();
    // A photo on its way is busy and cannot be added twice; it keeps the focus (issue 23).
    const adding = screen.getByRole('button', { name: 'Add Kitchen 3 #3 to cart' }) as HTMLButtonElement;
    expect(adding.disabled).toBe(false);
    expect(adding.getAttribute('aria-disabled')).toBe('true');
    expect(adding.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(adding);
    expect(actions.add).toHaveBeenCalledTimes(1);
  });

  it('shows a licensed photo as "Licensed" with its licence, leading to it in My purchases (issue 13)', async () => {
    const actions = cart({ isInCart: () => false, isAdding: () => false });
    const held = new Map([
      [photo(1).id, ['hero-usage' as const]],
      [photo(2).id, ['background-dressing' as const]],
    ]);
    await renderGrid({}, (grid) =>
      withCart(actions)(
        <PhotoLicencesContext.Provider
          value={{
            ready: true,
            licensesOf: (photoId) => held.get(photoId) ?? [],
            heldOf: () => [],
            offerUpgrade: () => {},
          }}
        >
          {grid}
        </PhotoLicencesContext.Provider>,
      ),
    );
    const hero = screen.getByRole('link', {
      name: 'Licensed · Hero usage: Kitchen 1 #1. See it in My purchases',
    });
    expect(hero.textContent).toBe('Licensed · Hero usage');
    expect(hero.getAttribute('href')).toBe('/my-purchases?q=%231');
    expect(
      screen.getByRole('link', {
        name: 'Licensed · Background dressing: Kitchen 2 #2. See it in My purchases',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Kitchen 1 #1 to cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Kitchen 2 #2 to cart' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Kitchen 3 #3 to cart' })).toBeTruthy();
  });

  it('shows no cart or wishlist button where none is provided', async () => {
    await renderGrid();
    expect(screen.queryByRole('button', { name: 'Add Kitchen 1 #1 to cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Kitchen 1 #1 to a wishlist' })).toBeNull();
  });
});

describe('PhotoGrid wishlist hearts (spec §2)', () => {
  function wishlists(): PhotoWishlistActions {
    return {
      isInWishlist: (photoId) => photoId === photo(2).id,
      watch: vi.fn(),
      open: vi.fn(),
    };
  }
  const withWishlists = (actions: PhotoWishlistActions) => (grid: ReactNode) => (
    <PhotoWishlistActionsContext.Provider value={actions}>{grid}</PhotoWishlistActionsContext.Provider>
  );

  it('asks about the photos on screen, fills the heart of those in a wishlist, and opens the dialog', async () => {
    const actions = wishlists();
    await renderGrid({}, withWishlists(actions));
    const watched = vi.mocked(actions.watch).mock.calls.flatMap(([ids]) => ids);
    expect(new Set(watched)).toEqual(new Set([1, 2, 3, 4, 5].map((n) => photo(n).id)));
    const saved = screen.getByRole('button', { name: 'Kitchen 2 #2 is in a wishlist. Manage wishlists' });
    expect(saved.querySelector('svg')?.getAttribute('fill')).toBe('currentColor');
    const heart = screen.getByRole('button', { name: 'Save Kitchen 1 #1 to a wishlist' });
    expect(heart.querySelector('svg')?.getAttribute('fill')).toBe('none');
    fireEvent.click(heart);
    expect(actions.open).toHaveBeenCalledWith(photo(1));
  });

  it('asks nothing for guests, who see no overlay', async () => {
    const actions = wishlists();
    await renderGrid({ signedIn: false }, withWishlists(actions));
    expect(actions.watch).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Save Kitchen 1 #1 to a wishlist' })).toBeNull();
  });
});
