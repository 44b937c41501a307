// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPhotoRow } from '../../../core/photo-studio';
import type { PhotoStatus } from '../../../core/photo-workflow';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const COLLECTION = '5f0c2a1e-7d4b-4c3a-9e21-0a1b2c3d4e5f';

function adminRow(photoid: number, status: PhotoStatus = 'live'): AdminPhotoRow {
  return {
    id: `00000000-0000-4000-8000-${String(photoid).padStart(12, '0')}`,
    photoid,
    title: `Kitchen ${photoid}`,
    status,
    rejection_reason: null,
    rejection_note: null,
    thumbnail_url: `/media/p/k-${photoid}/thumb.webp`,
    price_cents: 4500,
    updated_at: '2026-11-21T10:00:00.000Z',
    creator_id: '00000000-0000-4000-8000-0000000000aa',
    creator: 'Okafor Family Archive',
    flags: { photoshop: false, info_missing: false, missing_faces: false },
    clearance: 'cleared',
    created_at: '2026-11-20T10:00:00.000Z',
  };
}
const page = (rows: AdminPhotoRow[]) => ({ items: rows, total: rows.length });

describe('AdminPhotosPage (/admin/photos)', { timeout: 20_000 }, () => {
  it('lists every state, links each photo to its studio page and filters by state in the URL', async () => {
    const api = fakeApi({
      ...signedInRoutes({ isAdmin: true }),
      'GET /api/admin/photos': () => json(page([adminRow(1000, 'submitted'), adminRow(1001, 'rejected')])),
    });
    const { location } = renderApp('/admin/photos?status=submitted');
    const table = await screen.findByRole('table', { name: 'Photos' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Submitted')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Kitchen 1000' }).getAttribute('href')).toBe(
      '/admin/photos/1000',
    );
    const query = new URLSearchParams(api.callsTo('GET', '/api/admin/photos')[0]?.search);
    expect(query.get('status')).toBe('submitted');
    fireEvent.change(screen.getByLabelText('Added from'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(location()).toContain('from=2026-11-01'));
  });

  it('approves the ticked photos after asking, and shows what was refused and why', async () => {
    const api = fakeApi({
      ...signedInRoutes({ isAdmin: true }),
      'GET /api/admin/photos': () => json(page([adminRow(1000, 'submitted'), adminRow(1001, 'draft')])),
      'POST /api/admin/photos/bulk': () =>
        json({
          results: [
            { photoid: 1001, outcome: 'refused', why: 'A draft photo cannot be moved to approved.' },
            { photoid: 1000, outcome: 'applied', status: 'approved' },
          ],
        }),
    });
    renderApp('/admin/photos');
    const table = await screen.findByRole('table', { name: 'Photos' });
    const boxes = within(table).getAllByRole('checkbox');
    fireEvent.click(boxes[2] as HTMLElement);
    fireEvent.click(boxes[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 photos?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/photos/bulk')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/photos/bulk')[0]?.body).toEqual({
      photoids: [1001, 1000],
      action: 'approve',
    });
    expect(
      await screen.findByText('#1001: refused — A draft photo cannot be moved to approved.'),
    ).toBeTruthy();
    expect(screen.getByText('#1000: done (Approved)')).toBeTruthy();
  });

  it('adds the ticked photos to a collection at its current version', async () => {
    const api = fakeApi({
      ...signedInRoutes({ isAdmin: true }),
      'GET /api/admin/photos': () => json(page([adminRow(1000), adminRow(1001)])),
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
    const boxes = within(table).getAllByRole('checkbox');
    fireEvent.click(boxes[2] as HTMLElement);
    fireEvent.click(boxes[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Add to collection…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to a collection' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Kitchens of the 1970s/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to “Kitchens of the 1970s”' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/admin/collections/${COLLECTION}/photos`)).toHaveLength(1),
    );
    expect(api.callsTo('POST', `/api/admin/collections/${COLLECTION}/photos`)[0]?.body).toEqual({
      photo_ids: [adminRow(1001).id, adminRow(1000).id],
      version: 7,
    });
  });

  it('says when a search finds nothing and clears it', async () => {
    fakeApi({ ...signedInRoutes({ isAdmin: true }), 'GET /api/admin/photos': () => json(page([])) });
    const { location } = renderApp('/admin/photos?q=zzz');
    expect(await screen.findByText('No photos match')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(location()).toBe('/admin/photos'));
  });
});
