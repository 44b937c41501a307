// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { testPhotoRow } from '../../testing/photo-rows';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const COLLECTION = '5f0c2a1e-7d4b-4c3a-9e21-0a1b2c3d4e5f';
const search = (count: number) => ({
  items: Array.from({ length: count }, (_, index) => testPhotoRow(1000 + index)),
  total: count,
  limit: 50,
  offset: 0,
  sort: 'newest',
});

describe('AdminPhotosPage (/admin/photos)', { timeout: 20_000 }, () => {
  it('lists the catalogue newest first and adds the ticked photos to a collection at its current version', async () => {
    const api = fakeApi({
      ...signedInRoutes({ isAdmin: true }),
      'GET /api/photos/search': () => json(search(3)),
      'GET /api/admin/collections': () =>
        json({
          items: [
            {
              id: COLLECTION,
              name: 'Kitchens of the 1970s',
              photo_count: 12,
              state: 'live',
              is_published: true,
              publish_at: null,
              unpublish_at: null,
              created_at: '2026-11-01T10:00:00.000Z',
              updated_at: '2026-11-01T10:00:00.000Z',
            },
          ],
          total: 1,
        }),
      [`GET /api/admin/collections/${COLLECTION}`]: () => json({ id: COLLECTION, version: 7, photos: [] }),
      [`POST /api/admin/collections/${COLLECTION}/photos`]: () =>
        json({ id: COLLECTION, version: 8, photos: [] }),
    });
    renderApp('/admin/photos');
    const table = await screen.findByRole('table', { name: 'Photos' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(new URLSearchParams(api.callsTo('GET', '/api/photos/search')[0]?.search).get('sort')).toBe(
      'newest',
    );

    const boxes = within(table).getAllByRole('checkbox');
    fireEvent.click(boxes[2] as HTMLElement);
    fireEvent.click(boxes[1] as HTMLElement);
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to collection…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to a collection' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Kitchens of the 1970s/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to “Kitchens of the 1970s”' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/admin/collections/${COLLECTION}/photos`)).toHaveLength(1),
    );
    const body = api.callsTo('POST', `/api/admin/collections/${COLLECTION}/photos`)[0]?.body;
    // In the order ticked, at the version the collection has now.
    expect(body).toEqual({ photo_ids: [testPhotoRow(1001).id, testPhotoRow(1000).id], version: 7 });
    await waitFor(() => expect(screen.queryByText('2 selected')).toBeNull());
  });

  it('says when a search finds nothing and clears it', async () => {
    fakeApi({ ...signedInRoutes({ isAdmin: true }), 'GET /api/photos/search': () => json(search(0)) });
    const { location } = renderApp('/admin/photos?q=zzz');
    expect(await screen.findByText('No photos match')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(location()).toBe('/admin/photos'));
  });
});
