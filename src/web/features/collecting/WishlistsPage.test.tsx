// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import {
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

describe('WishlistsPage (/wishlists)', { timeout: 20_000 }, () => {
  it('shows each wishlist as a card: cover, name, project and company, count, last change, shared', async () => {
    collectingServer({
      companies: [testCompany(1, 'Acme Films')],
      projects: [project],
      wishlists: [
        testWishlist(1, 'Summer shoot', {
          project,
          items: [testWishlistPhoto(1), testWishlistPhoto(2)],
          summary: { share_code: '0001abcdef', updated_at: '2026-02-20T12:00:00.000Z' },
        }),
        testWishlist(2, 'Odds and ends', { summary: { updated_at: '2026-02-10T12:00:00.000Z' } }),
      ],
    });
    renderApp('/wishlists');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your wishlists' })).toBeTruthy();
    const list = within(await screen.findByRole('list', { name: 'Your wishlists' }));
    const cards = list.getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      `/wishlists/${testWishlistId(1)}`,
      `/wishlists/${testWishlistId(2)}`,
    ]);
    const summer = within(cards[0] as HTMLElement);
    expect(summer.getByRole('heading', { name: 'Summer shoot' })).toBeTruthy();
    expect(summer.getByText('Kitchen drama · Acme Films')).toBeTruthy();
    expect(summer.getByText('2 photos · Updated Feb 20, 2026')).toBeTruthy();
    expect(summer.getByText('Shared')).toBeTruthy();
    expect(
      [...(cards[0] as HTMLElement).querySelectorAll('img')].map((img) => img.getAttribute('src')),
    ).toEqual(['/media/thumb/1.jpg', '/media/thumb/2.jpg']);
    const odds = within(cards[1] as HTMLElement);
    expect(odds.getByText('No project')).toBeTruthy();
    expect(odds.getByText('0 photos · Updated Feb 10, 2026')).toBeTruthy();
    expect(odds.queryByText('Shared')).toBeNull();
  });

  it('creates a first wishlist from the empty page and opens it', async () => {
    const server = collectingServer({
      companies: [testCompany(1, 'Acme Films')],
      projects: [project],
      wishlists: [],
    });
    const { location } = renderApp('/wishlists');
    expect(await screen.findByText('No wishlists yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create your first wishlist' }));
    const create = within(await screen.findByRole('dialog', { name: 'Create wishlist' }));
    await waitFor(() =>
      expect(create.getByRole('combobox', { name: 'Project' }).textContent).toBe(
        'Kitchen drama · Acme Films',
      ),
    );
    fireEvent.change(create.getByLabelText('Name'), { target: { value: 'Kitchens' } });
    fireEvent.click(create.getByRole('button', { name: 'Create Wishlist' }));
    expect(await screen.findByText('Wishlist created')).toBeTruthy();
    expect(screen.getByText('"Kitchens" is ready for photos.')).toBeTruthy();
    const id = server.state.wishlists[0]?.summary.id ?? '';
    await waitFor(() => expect(location()).toBe(`/wishlists/${id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchens' })).toBeTruthy();
    expect(server.callsTo('POST', '/api/wishlists').map((call) => call.body)).toEqual([
      { name: 'Kitchens', project_id: project.id },
    ]);
  });
});
