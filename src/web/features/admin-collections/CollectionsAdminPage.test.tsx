// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCollectionRow } from '../../../core/admin-collections';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ADMIN = signedInRoutes({ isAdmin: true });
const row = (n: number, state: AdminCollectionRow['state']): AdminCollectionRow => ({
  id: `77777777-7777-4777-8777-77777777777${n}`,
  name: `Collection ${n}`,
  photo_count: n * 10,
  state,
  is_published: state !== 'draft',
  publish_at: null,
  unpublish_at: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
});

describe('CollectionsAdminPage (/admin/collections)', { timeout: 20_000 }, () => {
  it('lists every collection with its state, newest change first', async () => {
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/collections': () =>
        json({ items: [row(1, 'live'), row(2, 'draft'), row(3, 'scheduled')], total: 3 }),
    });
    renderApp('/admin/collections');
    const table = within(await screen.findByRole('table', { name: 'Collections' }));
    expect(table.getByRole('link', { name: 'Collection 1' }).getAttribute('href')).toBe(
      `/admin/collections/${row(1, 'live').id}`,
    );
    expect(table.getByText('Published')).toBeTruthy();
    expect(table.getByText('Draft')).toBeTruthy();
    expect(table.getByText('Scheduled')).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/collections')[0]?.search).toBe(
      '?sort=updated_at&dir=desc&limit=50',
    );
  });

  it('creates a collection and opens its editor', async () => {
    const created = row(4, 'draft');
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/collections': () => json({ items: [], total: 0 }),
      'POST /api/admin/collections': () =>
        json({ ...created, description: null, cover_photo_id: null, version: 1, photos: [] }, 201),
      [`GET /api/admin/collections/${created.id}`]: () =>
        json({ ...created, description: null, cover_photo_id: null, version: 1, photos: [] }),
      'GET /api/admin/audit': () => json({ items: [], total: 0 }),
    });
    const { location } = renderApp('/admin/collections');
    expect(await screen.findByRole('heading', { name: 'No collections yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New collection' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New collection' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create collection' }));
    expect(await dialog.findByText('Title is required')).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Title' }), { target: { value: 'Collection 4' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create collection' }));
    await waitFor(() => expect(location()).toBe(`/admin/collections/${created.id}`));
    expect(api.callsTo('POST', '/api/admin/collections')[0]?.body).toEqual({
      name: 'Collection 4',
      description: null,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Collection 4' })).toBeTruthy();
  });
});
