// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testPhotoUuid } from '../../testing/cart-answers';
import {
  type CollectingState,
  collectingServer,
  testCompany,
  testProject,
  testWishlist,
  testWishlistId,
  testWishlistPhoto,
} from '../../testing/collecting-answers';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();
// Toasts live in sonner's module state: one test's must not answer the next one's findByText.
afterEach(() => {
  toast.dismiss();
});

const project = testProject(1, 'Kitchen drama', 'Acme Films', { last_used_at: '2026-02-01T00:00:00.000Z' });
const other = testProject(2, 'Advert', 'Bright Pictures');

function lists(): CollectingState {
  return {
    companies: [testCompany(1, 'Acme Films'), testCompany(2, 'Bright Pictures')],
    projects: [project, other],
    wishlists: [
      testWishlist(1, 'Summer shoot', {
        project,
        items: [
          testWishlistPhoto(3, { title: 'Picnic by the lake', license: 'hero-usage' }),
          testWishlistPhoto(2, { title: 'Gone fishing', status: 'hidden' }),
          testWishlistPhoto(1),
        ],
        summary: { description: 'For the second act', updated_at: '2026-02-20T12:00:00.000Z' },
      }),
      testWishlist(2, 'Living rooms', { project: other }),
    ],
  };
}

const url = `/wishlists/${testWishlistId(1)}`;
const photos = () => within(screen.getByRole('list', { name: 'Photos in this wishlist' }));
const card = (title: string) =>
  within(photos().getByRole('link', { name: title }).closest('li') as HTMLElement);

// The first test compiles the lazy page: more than the 5 s default on a busy machine.
describe('WishlistPage (/wishlists/{id})', { timeout: 20_000 }, () => {
  it('shows the list with its project, company, count and photos, each with its licence and price', async () => {
    collectingServer(lists());
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer shoot' })).toBeTruthy();
    expect(screen.getByText('For the second act')).toBeTruthy();
    expect(screen.getByText('Kitchen drama · Acme Films · 3 photos · Updated Feb 20, 2026')).toBeTruthy();
    const picnic = card('Picnic by the lake');
    expect(picnic.getByText('#3 · Hero usage')).toBeTruthy();
    expect(picnic.getByText('$225.00')).toBeTruthy();
    expect(photos().getByRole('link', { name: 'Picnic by the lake' }).getAttribute('href')).toBe('/photo/3');
    expect(card('Gone fishing').getByText('No longer available')).toBeTruthy();
    expect(card('Kitchen 1').getByText('$45.00')).toBeTruthy();
  });

  it('removes a photo after asking "Remove this photo from your wishlist?"', async () => {
    const server = collectingServer(lists());
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: 'Summer shoot' });
    fireEvent.click(card('Kitchen 1').getByRole('button', { name: 'Remove Kitchen 1 from wishlist' }));
    const ask = within(screen.getByRole('dialog', { name: 'Remove this photo from your wishlist?' }));
    fireEvent.click(ask.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Photo removed')).toBeTruthy();
    expect(screen.getByText('Photo removed from your wishlist')).toBeTruthy();
    await waitFor(() => expect(photos().queryByRole('link', { name: 'Kitchen 1' })).toBeNull());
    expect(
      server.callsTo('DELETE', `/api/wishlists/${testWishlistId(1)}/items/${testPhotoUuid(1)}`),
    ).toHaveLength(1);
    expect(screen.getByText(/· 2 photos ·/)).toBeTruthy();
  });

  it('keeps the photo when the question is answered "Keep it"', async () => {
    const server = collectingServer(lists());
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: 'Summer shoot' });
    fireEvent.click(card('Kitchen 1').getByRole('button', { name: 'Remove Kitchen 1 from wishlist' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('adds every available photo to the cart with its licence, and says how it went', async () => {
    const server = collectingServer(lists(), {
      'POST /api/cart/batch': () =>
        Response.json({
          successCount: 1,
          errorCount: 0,
          duplicateCount: 1,
          licensedCount: 1,
          upgradableCount: 0,
        }),
    });
    renderApp(url);
    fireEvent.click(await screen.findByRole('button', { name: 'Add all to cart' }));
    expect(await screen.findByText('Added 1 photo to your cart')).toBeTruthy();
    // Issue 22: what the wishlist's project holds already is left out, and the toast says so.
    expect(
      screen.getByText('1 was already in your cart. 1 is licensed already, so it was left out.'),
    ).toBeTruthy();
    expect(server.callsTo('POST', '/api/cart/batch').map((call) => call.body)).toEqual([
      {
        project_id: project.id,
        items: [
          { photo_id: testPhotoUuid(3), license_type: 'hero-usage' },
          { photo_id: testPhotoUuid(1), license_type: 'background-dressing' },
        ],
      },
    ]);
  });

  it('renames the list, changes its description and project', async () => {
    const server = collectingServer(lists());
    renderApp(url);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const edit = within(screen.getByRole('dialog', { name: 'Edit wishlist' }));
    const name = edit.getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'S' } });
    // The form checks with its schema, which answers a moment later (react-hook-form).
    expect(await edit.findByText('Name must be at least 2 characters long')).toBeTruthy();
    expect((edit.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'Summer   shoot, act 2' } });
    fireEvent.change(edit.getByLabelText('Description'), { target: { value: 'Moved to the third act' } });
    fireEvent.click(edit.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Wishlist updated')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer shoot, act 2' })).toBeTruthy();
    expect(screen.getByText('Moved to the third act')).toBeTruthy();
    expect(server.callsTo('PATCH', `/api/wishlists/${testWishlistId(1)}`).map((call) => call.body)).toEqual([
      { name: 'Summer shoot, act 2', description: 'Moved to the third act' },
    ]);
  });

  it('deletes the list after asking, and goes back to the wishlists', async () => {
    const server = collectingServer(lists());
    const { location } = renderApp(url);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete wishlist' }));
    const ask = within(screen.getByRole('dialog', { name: 'Delete this wishlist?' }));
    expect(
      ask.getByText(
        '"Summer shoot" and its list of 3 photos will be deleted. The photos stay in the catalogue.',
      ),
    ).toBeTruthy();
    fireEvent.click(ask.getByRole('button', { name: 'Delete wishlist' }));
    expect(await screen.findByText('Wishlist deleted')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/wishlists'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your wishlists' })).toBeTruthy();
    expect(server.state.wishlists.map((list) => list.summary.name)).toEqual(['Living rooms']);
  });

  it('shares the list: the link is made, copied and shown; "Stop sharing" revokes it after asking', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const server = collectingServer(lists());
    renderApp(url);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Share link created')).toBeTruthy();
    expect(screen.getByText('The link is on your clipboard.')).toBeTruthy();
    const link = `${window.location.origin}/shared-wishlist/0001abcdef`;
    expect(writeText).toHaveBeenCalledWith(link);
    const field = (await screen.findByLabelText('Share link')) as HTMLInputElement;
    expect(field.value).toBe(link);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledTimes(2);

    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    const ask = within(screen.getByRole('dialog', { name: 'Stop sharing this wishlist?' }));
    fireEvent.click(ask.getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByText('Sharing stopped')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Share link')).toBeNull());
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(server.callsTo('DELETE', `/api/wishlists/${testWishlistId(1)}/share`)).toHaveLength(1);
  });

  it('says an empty list is empty, with a way to search', async () => {
    collectingServer(lists());
    renderApp(`/wishlists/${testWishlistId(2)}`);
    expect(await screen.findByText('No photos in this wishlist yet')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add all to cart' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says "Wishlist not found" for a list that is not there', async () => {
    collectingServer(lists());
    renderApp(`/wishlists/${testWishlistId(9)}`);
    expect(await screen.findByRole('heading', { name: 'Wishlist not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your wishlists' }).getAttribute('href')).toBe('/wishlists');
  });
});
