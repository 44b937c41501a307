// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCollectionDetail } from '../../../core/admin-collections';
import { STALE_EDIT } from '../../../core/admin-lists';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ADMIN = signedInRoutes({ isAdmin: true });
const ID = '55555555-5555-4555-8555-555555555555';
const photo = (n: number) => ({
  id: `66666666-6666-4666-8666-66666666666${n}`,
  photoid: 1040 + n,
  title: `Kitchen ${n}`,
  thumbnail_url: `/t/${n}.jpg`,
  photo_status: 'live',
});
const COLLECTION: AdminCollectionDetail = {
  id: ID,
  name: '1970s kitchens',
  description: 'Formica',
  cover_photo_id: null,
  photo_count: 3,
  state: 'draft',
  is_published: false,
  publish_at: null,
  unpublish_at: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  version: 2,
  photos: [photo(1), photo(2), photo(3)],
};
const PATH = `/api/admin/collections/${ID}`;
const audit = { 'GET /api/admin/audit': () => json({ items: [], total: 0 }) };

describe('CollectionEditorPage (/admin/collections/:id)', { timeout: 20_000 }, () => {
  it('moves a photo with Move down and saves the whole order with the version it was based on', async () => {
    const api = fakeApi({
      ...ADMIN,
      ...audit,
      [`GET ${PATH}`]: () => json(COLLECTION),
      [`PATCH ${PATH}`]: (call) => {
        const ids = (call.body as { photo_ids: string[] }).photo_ids;
        const photos = ids.map((id) => COLLECTION.photos.find((one) => one.id === id));
        return json({ ...COLLECTION, version: 3, photos });
      },
    });
    renderApp(`/admin/collections/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: '1970s kitchens' })).toBeTruthy();
    const list = within(screen.getByRole('list', { name: 'Photos in order' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('#1041'),
      expect.stringContaining('#1042'),
      expect.stringContaining('#1043'),
    ]);
    expect(list.getByRole('button', { name: /^Move up #1041/ }).hasAttribute('disabled')).toBe(true);
    expect(list.getByRole('button', { name: 'Move #1041 “Kitchen 1”, at position 1 of 3' })).toBeTruthy();
    fireEvent.click(list.getByRole('button', { name: /^Move down #1041/ }));
    await waitFor(() => expect(api.callsTo('PATCH', PATH)).toHaveLength(1));
    expect(api.callsTo('PATCH', PATH)[0]?.body).toEqual({
      photo_ids: [photo(2).id, photo(1).id, photo(3).id],
      version: 2,
    });
    expect(await screen.findByText(/version 3/)).toBeTruthy();
    expect(list.getAllByRole('listitem')[0]?.textContent).toContain('#1042');
  });

  it('says when someone else saved first, keeps the admin’s edits, and reloads on request', async () => {
    let loads = 0;
    fakeApi({
      ...ADMIN,
      ...audit,
      [`GET ${PATH}`]: () => {
        loads += 1;
        return json(loads === 1 ? COLLECTION : { ...COLLECTION, name: 'Their title', version: 5 });
      },
      [`PATCH ${PATH}`]: () => json({ error: { code: 'changed', message: STALE_EDIT } }, 409),
    });
    renderApp(`/admin/collections/${ID}`);
    const details = within(await screen.findByRole('form', { name: 'Collection details' }));
    const title = details.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'My new title' } });
    fireEvent.click(details.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(`${STALE_EDIT} Your edits are still on this page.`)).toBeTruthy();
    expect(title.value).toBe('My new title');
    fireEvent.click(screen.getByRole('button', { name: 'Reload the collection' }));
    await waitFor(() => expect(title.value).toBe('Their title'));
    expect(screen.queryByText(/Your edits are still on this page/)).toBeNull();
  });

  it('adds pasted photo numbers and refuses text that is not photo numbers', async () => {
    const api = fakeApi({
      ...ADMIN,
      ...audit,
      [`GET ${PATH}`]: () => json(COLLECTION),
      [`POST ${PATH}/photos`]: () =>
        json({ ...COLLECTION, version: 3, photos: [...COLLECTION.photos, photo(4)] }),
    });
    renderApp(`/admin/collections/${ID}`);
    const field = await screen.findByRole('textbox', { name: 'Photo numbers' });
    fireEvent.change(field, { target: { value: '#1044, kitchen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Photo numbers are digits, e.g. #1042, 1043')).toBeTruthy();
    fireEvent.change(field, { target: { value: '#1044, 1045 1044' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo('POST', `${PATH}/photos`)).toHaveLength(1));
    expect(api.callsTo('POST', `${PATH}/photos`)[0]?.body).toEqual({ photoids: [1044, 1045], version: 2 });
    const list = within(screen.getByRole('list', { name: 'Photos in order' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(4));
  });

  it('confirms removing a photo and unpublishing, saying what changes', async () => {
    const published = {
      ...COLLECTION,
      is_published: true,
      state: 'live' as const,
      cover_photo_id: photo(1).id,
    };
    const api = fakeApi({
      ...ADMIN,
      ...audit,
      [`GET ${PATH}`]: () => json(published),
      [`PATCH ${PATH}`]: (call) => json({ ...published, ...(call.body as object), version: 3 }),
    });
    renderApp(`/admin/collections/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove #1041 “Kitchen 1”' }));
    const remove = within(await screen.findByRole('dialog', { name: 'Remove #1041 from this collection?' }));
    expect(
      remove.getByText(/and the collection loses its cover\. The photo stays in the catalogue\./),
    ).toBeTruthy();
    fireEvent.click(remove.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unpublish “1970s kitchens”?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', PATH)[0]?.body).toEqual({ is_published: false, version: 2 }),
    );
  });
});
