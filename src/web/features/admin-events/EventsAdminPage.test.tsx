// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminEventRow } from '../../../core/admin-events';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ADMIN = signedInRoutes({ isAdmin: true });
const XMAS: AdminEventRow = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Xmas 1975',
  photo_count: 3,
  created_at: '2026-03-01T10:00:00.000Z',
};
const CHRISTMAS: AdminEventRow = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Christmas 1975',
  photo_count: 5,
  created_at: '2026-03-02T10:00:00.000Z',
};
const EMPTY: AdminEventRow = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Empty party',
  photo_count: 0,
  created_at: '2026-03-03T10:00:00.000Z',
};
const list = () => json({ items: [CHRISTMAS, EMPTY, XMAS], total: 3 });

describe('EventsAdminPage (/admin/events)', { timeout: 20_000 }, () => {
  it('lists events with their photo counts, sorts by a heading link and searches by name', async () => {
    const api = fakeApi({ ...ADMIN, 'GET /api/admin/events': list });
    const { location } = renderApp('/admin/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Events' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('link', { name: 'Xmas 1975' }).getAttribute('href')).toBe(
      `/taxonomy/event/${XMAS.id}`,
    );
    expect(api.callsTo('GET', '/api/admin/events')[0]?.search).toBe('?sort=name&dir=asc&limit=50');
    fireEvent.click(within(table).getByRole('link', { name: 'Photos' }));
    await waitFor(() => expect(location()).toBe('/admin/events?sort=photo_count&dir=asc'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search events' }), { target: { value: 'xmas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/admin/events?q=xmas&sort=photo_count&dir=asc'));
    expect(document.title).toBe('Events · Backdrop');
  });

  it('creates an event, showing the server’s duplicate message under the field', async () => {
    let attempts = 0;
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/events': list,
      'POST /api/admin/events': () => {
        attempts += 1;
        return attempts === 1
          ? json(
              {
                error: {
                  code: 'duplicate',
                  message: 'An event named “Xmas 1975” already exists',
                  fields: { name: 'An event named “Xmas 1975” already exists' },
                },
              },
              409,
            )
          : json({ ...EMPTY, name: 'Wedding 1962' }, 201);
      },
    });
    renderApp('/admin/events');
    fireEvent.click(await screen.findByRole('button', { name: 'New event' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New event' }));
    const field = dialog.getByRole('textbox', { name: 'Event name' });
    fireEvent.click(dialog.getByRole('button', { name: 'Create event' }));
    expect(await dialog.findByText('Event name is required')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'XMAS 1975' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create event' }));
    expect(await dialog.findByText('An event named “Xmas 1975” already exists')).toBeTruthy();
    fireEvent.change(field, { target: { value: '  Wedding   1962 ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/admin/events').at(-1)?.body).toEqual({ name: 'Wedding 1962' });
  });

  it('merges two ticked events into the one the admin keeps, saying what moves first', async () => {
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/events': list,
      [`POST /api/admin/events/${XMAS.id}/merge`]: () =>
        json({ survivor: { ...CHRISTMAS, photo_count: 7 }, moved: 2 }),
    });
    renderApp('/admin/events');
    const table = within(await screen.findByRole('table', { name: 'Events' }));
    fireEvent.click(table.getByRole('checkbox', { name: 'Select Xmas 1975' }));
    expect(screen.getByText('Tick exactly two events to merge them.')).toBeTruthy();
    fireEvent.click(table.getByRole('checkbox', { name: 'Select Christmas 1975' }));
    fireEvent.click(screen.getByRole('button', { name: 'Merge…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Merge two events?' }));
    fireEvent.click(dialog.getByRole('radio', { name: /Christmas 1975/ }));
    expect(
      dialog.getByText(/Moves the 3 photos of “Xmas 1975” to “Christmas 1975” .* and deletes “Xmas 1975”\./),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Merge events' }));
    await waitFor(() => expect(api.callsTo('POST', `/api/admin/events/${XMAS.id}/merge`)).toHaveLength(1));
    expect(api.callsTo('POST', `/api/admin/events/${XMAS.id}/merge`)[0]?.body).toEqual({
      into: CHRISTMAS.id,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('confirms a delete, and keeps the refusal in the dialog when photos still use the event', async () => {
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/events': list,
      [`DELETE /api/admin/events/${XMAS.id}`]: () =>
        json({ error: { code: 'in_use', message: 'This event is used by 3 photos' } }, 409),
      [`DELETE /api/admin/events/${EMPTY.id}`]: () => new Response(null, { status: 204 }),
    });
    renderApp('/admin/events');
    const table = within(await screen.findByRole('table', { name: 'Events' }));
    fireEvent.click(table.getByRole('button', { name: 'Delete Xmas 1975' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete the event “Xmas 1975”?' }));
    expect(dialog.getByText(/3 photos use this event, so it cannot be deleted/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete event' }));
    expect(await dialog.findByText('This event is used by 3 photos')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(table.getByRole('button', { name: 'Delete Empty party' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Delete the event “Empty party”?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete event' }));
    await waitFor(() => expect(api.callsTo('DELETE', `/api/admin/events/${EMPTY.id}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tags photos ticked in a catalogue search', async () => {
    const photo = (n: number) => ({
      id: `44444444-4444-4444-8444-44444444444${n}`,
      photoid: 1040 + n,
      title: `Tree ${n}`,
      thumbnail_url: `/t/${n}.jpg`,
    });
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/events': list,
      'GET /api/photos/search': () => json({ items: [photo(1), photo(2)], total: 2, limit: 48, offset: 0 }),
      [`POST /api/admin/events/${XMAS.id}/photos`]: () =>
        json({ event: { ...XMAS, photo_count: 4 }, attached: 1, already: 0 }),
    });
    renderApp('/admin/events');
    const table = within(await screen.findByRole('table', { name: 'Events' }));
    fireEvent.click(table.getByRole('button', { name: 'Add photos to Xmas 1975' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add photos to “Xmas 1975”' }));
    fireEvent.change(dialog.getByRole('searchbox', { name: 'Search photos' }), { target: { value: 'tree' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Search' }));
    fireEvent.click(await dialog.findByRole('checkbox', { name: /Tree 2/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add 1 photo' }));
    await waitFor(() => expect(api.callsTo('POST', `/api/admin/events/${XMAS.id}/photos`)).toHaveLength(1));
    expect(api.callsTo('POST', `/api/admin/events/${XMAS.id}/photos`)[0]?.body).toEqual({
      photo_ids: [photo(2).id],
    });
    expect(new URLSearchParams(api.callsTo('GET', '/api/photos/search')[0]?.search).get('q')).toBe('tree');
  });
});
