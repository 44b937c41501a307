// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type CollectingState,
  collectingServer,
  testCompany,
  testProject,
  testWishlist,
  testWishlistPhoto,
} from '../../testing/collecting-answers';
import { SIGNED_OUT_ROUTES } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();
// Toasts live in sonner's module state: one test's must not answer the next one's findByText.
afterEach(() => {
  toast.dismiss();
});

const owners = testProject(1, 'Kitchen drama', 'Acme Films');
const mine = testProject(2, 'Advert', 'Bright Pictures', { last_used_at: '2026-02-01T00:00:00.000Z' });

function shared(): CollectingState {
  return {
    companies: [testCompany(2, 'Bright Pictures')],
    projects: [owners, mine],
    ownerName: 'Avery',
    wishlists: [
      testWishlist(1, 'Summer shoot', {
        project: owners,
        items: [
          testWishlistPhoto(3, { title: 'Picnic by the lake', license: 'hero-usage' }),
          testWishlistPhoto(2, { title: 'Gone fishing', status: 'hidden' }),
          testWishlistPhoto(1),
        ],
        summary: {
          share_code: '0001abcdef',
          description: 'For the second act',
          updated_at: '2026-02-20T12:00:00.000Z',
        },
      }),
    ],
  };
}

const url = '/shared-wishlist/0001abcdef';
const photos = () => within(screen.getByRole('list', { name: 'Photos in this wishlist' }));

describe('SharedWishlistPage (/shared-wishlist/{code})', { timeout: 20_000 }, () => {
  it('shows a guest the list read-only: owner, project, company, photos with number and licence', async () => {
    collectingServer(shared(), {}, SIGNED_OUT_ROUTES);
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer shoot' })).toBeTruthy();
    expect(screen.getByText('Shared by Avery · Kitchen drama · Acme Films')).toBeTruthy();
    expect(screen.getByText('For the second act')).toBeTruthy();
    expect(screen.getByText('2 photos · Updated Feb 20, 2026')).toBeTruthy();
    const rows = photos().getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Picnic by the lake#3 · Licence: Hero usage',
      'Kitchen 1#1 · Licence: Background dressing',
    ]);
    // No buttons that change anything, and no links to photo pages a guest cannot open.
    expect(photos().queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove|Delete|Copy/ })).toBeNull();
    const prompt = within(
      (await screen.findByText('Sign in to copy this wishlist')).closest('aside') as HTMLElement,
    );
    expect(prompt.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth?mode=login&returnUrl=%2Fshared-wishlist%2F0001abcdef',
    );
  });

  it('says the list is not shared (any more) for an unknown or revoked code', async () => {
    collectingServer(shared(), {}, SIGNED_OUT_ROUTES);
    renderApp('/shared-wishlist/0123456789');
    expect(await screen.findByRole('heading', { name: 'Shared wishlist not found' })).toBeTruthy();
    expect(screen.getByText(/This shared wishlist does not exist or is no longer shared/)).toBeTruthy();
  });

  it('shows the not-found page for a malformed code without asking the server', async () => {
    const server = collectingServer(shared(), {}, SIGNED_OUT_ROUTES);
    renderApp('/shared-wishlist/NOT-A-CODE');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(server.calls.filter((call) => call.path.startsWith('/api/shared-wishlists'))).toHaveLength(0);
  });

  it('lets a signed-in viewer copy it into a project of theirs, then links to the copy', async () => {
    const server = collectingServer(shared());
    renderApp(url);
    // The dialog's code arrives after the page: until then the button waits, disabled.
    const button = await waitFor(() => {
      const found = screen.getByRole('button', { name: 'Copy to my wishlists' }) as HTMLButtonElement;
      expect(found.disabled).toBe(false);
      return found;
    });
    fireEvent.click(button);
    const copy = within(await screen.findByRole('dialog', { name: 'Copy to my wishlists' }));
    expect((copy.getByLabelText('Name of your copy') as HTMLInputElement).value).toBe('Summer shoot');
    await waitFor(() =>
      expect(copy.getByRole('combobox', { name: 'Project' }).textContent).toBe('Advert · Bright Pictures'),
    );
    fireEvent.change(copy.getByLabelText('Name of your copy'), { target: { value: 'Summer shoot (ours)' } });
    fireEvent.click(copy.getByRole('button', { name: 'Copy wishlist' }));
    expect(await screen.findByText('Wishlist copied')).toBeTruthy();
    expect(screen.getByText('"Summer shoot (ours)" is now in your wishlists.')).toBeTruthy();
    const created = server.state.wishlists.find((list) => list.summary.name === 'Summer shoot (ours)');
    expect(created?.items).toHaveLength(2);
    expect((await screen.findByRole('link', { name: 'Open your copy' })).getAttribute('href')).toBe(
      `/wishlists/${created?.summary.id}`,
    );
    expect(server.callsTo('POST', '/api/shared-wishlists/0001abcdef/copy').map((call) => call.body)).toEqual([
      { project_id: mine.id, name: 'Summer shoot (ours)' },
    ]);
    // Signed in, the titles lead to the photo pages.
    expect(photos().getByRole('link', { name: 'Picnic by the lake' }).getAttribute('href')).toBe('/photo/3');
  });

  it('shows the server’s message for the copy’s name under the field, and moves focus there (decision 015)', async () => {
    collectingServer(shared(), {
      'POST /api/shared-wishlists/0001abcdef/copy': () =>
        Response.json(
          {
            error: {
              code: 'invalid',
              message: 'Invalid input',
              fields: { name: 'Name contains invalid characters' },
            },
          },
          { status: 400 },
        ),
    });
    renderApp(url);
    const button = await waitFor(() => {
      const found = screen.getByRole('button', { name: 'Copy to my wishlists' }) as HTMLButtonElement;
      expect(found.disabled).toBe(false);
      return found;
    });
    fireEvent.click(button);
    const copy = within(await screen.findByRole('dialog', { name: 'Copy to my wishlists' }));
    await waitFor(() =>
      expect(copy.getByRole('combobox', { name: 'Project' }).textContent).toBe('Advert · Bright Pictures'),
    );
    fireEvent.click(copy.getByRole('button', { name: 'Copy wishlist' }));
    const message = await copy.findByText('Name contains invalid characters');
    const name = copy.getByLabelText('Name of your copy');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain(message.closest('p')?.id);
    // Typing again takes the server's message away.
    fireEvent.change(name, { target: { value: 'Summer shoot, ours' } });
    await waitFor(() => expect(copy.queryByText('Name contains invalid characters')).toBeNull());
  });

  it('shows its owner a way to open the list rather than copy it', async () => {
    const state = shared();
    collectingServer({ ...state, viewerOwnsShared: true });
    renderApp(url);
    const open = await screen.findByRole('link', { name: 'Open your wishlist' });
    expect(open.getAttribute('href')).toBe(`/wishlists/${state.wishlists[0]?.summary.id}`);
    expect(screen.queryByRole('button', { name: 'Copy to my wishlists' })).toBeNull();
  });
});
