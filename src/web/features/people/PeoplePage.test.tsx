// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LastPersonMerge, PersonDetail, PersonSummary } from '../../../core/people';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';
import { countsOf, mergeSentence } from './people-words';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ADMIN = signedInRoutes({ isAdmin: true });
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function person(n: number, name: string | null, photos = n, faces = n): PersonSummary {
  return {
    id: id(n),
    name,
    hidden: false,
    faceCount: faces,
    photoCount: photos,
    cover: { faceId: id(100 + n), photoid: n, thumbnailUrl: `/t/${n}.webp`, aspectRatio: 1.5, box: null },
  };
}
const RUTH = person(1, 'Ruth', 12, 15);
const ANNA = person(2, 'Anna', 1, 1);
const NOBODY = person(3, null, 1, 2);
const NO_MERGE = { merge: null };

describe('people words', () => {
  it('counts and names a merge', () => {
    expect(countsOf({ photoCount: 12, faceCount: 15 })).toBe('12 photos · 15 faces');
    expect(countsOf({ photoCount: 1, faceCount: 1 })).toBe('1 photo · 1 face');
    expect(mergeSentence([{ name: 'Anna' }], { name: 'Ruth' })).toBe('Anna into Ruth');
    expect(mergeSentence([{ name: 'Anna' }, { name: null }, { name: 'Bo' }], { name: null })).toBe(
      'Anna, Unnamed person and Bo into Unnamed person',
    );
  });
});

describe('PeoplePage (/admin/people-aliases)', { timeout: 20_000 }, () => {
  it('shows the people with their counts, visible ones by default', async () => {
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/people': (call) =>
        new URLSearchParams(call.search).get('q') === 'zzz'
          ? json({ items: [], total: 0 })
          : json({ items: [RUTH, ANNA, NOBODY], total: 3 }),
      'GET /api/admin/people/merges/last': () => json(NO_MERGE),
    });
    renderApp('/admin/people-aliases');
    expect(await screen.findByRole('heading', { level: 1, name: 'Faces & people' })).toBeTruthy();
    const grid = await screen.findByRole('list', { name: 'People' });
    expect(within(grid).getByText('12 photos · 15 faces')).toBeTruthy();
    expect(within(grid).getByText('Unnamed person')).toBeTruthy();
    expect(new URLSearchParams(api.callsTo('GET', '/api/admin/people')[0]?.search).get('show')).toBe(
      'visible',
    );
    expect(document.title).toBe('Faces & people · Backdrop');
  });

  it('has an empty state', async () => {
    fakeApi({
      ...ADMIN,
      'GET /api/admin/people': () => json({ items: [], total: 0 }),
      'GET /api/admin/people/merges/last': () => json(NO_MERGE),
    });
    renderApp('/admin/people-aliases');
    expect(
      await screen.findByText('No people yet. Faces are grouped into people as photos are uploaded.'),
    ).toBeTruthy();
  });

  it('merges two selected people into the one kept, and undoes the last merge', async () => {
    let merged = false;
    const last: LastPersonMerge = {
      id: id(900),
      target: { id: RUTH.id, name: 'Ruth' },
      sources: [{ id: ANNA.id, name: 'Anna' }],
      createdAt: '2026-11-26T10:00:00.000Z',
      createdBy: 'Ada',
    };
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/people': () => json({ items: merged ? [RUTH] : [RUTH, ANNA], total: merged ? 1 : 2 }),
      'GET /api/admin/people/merges/last': () => json({ merge: merged ? last : null }),
      [`GET /api/admin/people/${RUTH.id}/similar`]: () => json({ items: [{ ...NOBODY, distance: 0.1 }] }),
      'POST /api/admin/people/merge': () => {
        merged = true;
        return json({ mergeId: last.id, person: RUTH });
      },
      [`POST /api/admin/people/merges/${last.id}/undo`]: () => {
        merged = false;
        return json({ person: RUTH });
      },
    });
    renderApp('/admin/people-aliases');
    const grid = await screen.findByRole('list', { name: 'People' });
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select Ruth' }));
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select Anna' }));
    const bar = screen.getByRole('region', { name: 'Selected people' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge people' });
    expect((within(dialog).getByRole('radio', { name: /^Ruth/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText(/keeps this name and cover/)).toBeTruthy();
    expect(await within(dialog).findByText('Most similar people')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge 2 people' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/people/merge')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/people/merge')[0]?.body).toEqual({
      targetId: RUTH.id,
      sourceIds: [ANNA.id],
    });
    // The selection bar that opened the dialog is gone: the person kept has focus, not the page.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(grid).getByRole('checkbox', { name: 'Select Ruth' })),
    );
    const line = (await screen.findByText('Last merge: Anna into Ruth')).parentElement as HTMLElement;
    const undo = within(line).getByRole('button', { name: 'Undo' });
    undo.focus();
    fireEvent.click(undo);
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/admin/people/merges/${last.id}/undo`)).toHaveLength(1),
    );
    // The line and its button went with the merge: the person it brought back has focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(grid).getByRole('checkbox', { name: 'Select Anna' })),
    );
  });

  it('opens a person, follows a merged id, renames on Enter, splits a face off and merges a similar person in', async () => {
    const detail: PersonDetail = {
      person: RUTH,
      mergedFrom: [],
      faces: [1, 2].map((n) => ({
        faceId: id(200 + n),
        photoid: 40 + n,
        title: `Picnic ${n}`,
        thumbnailUrl: null,
        aspectRatio: 1,
        box: null,
        assignedBy: 'cluster' as const,
      })),
    };
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/people': () => json({ items: [RUTH], total: 1 }),
      'GET /api/admin/people/merges/last': () => json(NO_MERGE),
      [`GET /api/admin/people/${ANNA.id}`]: () => json({ movedTo: RUTH.id }),
      [`GET /api/admin/people/${RUTH.id}`]: () => json(detail),
      [`PATCH /api/admin/people/${RUTH.id}`]: () => json({ ...RUTH, name: 'Ruth Berg' }),
      [`POST /api/admin/people/${RUTH.id}/split`]: () => json({ person: person(5, 'Bea', 1, 1) }),
      [`GET /api/admin/people/${RUTH.id}/similar`]: () => json({ items: [{ ...ANNA, distance: 0.1 }] }),
      'POST /api/admin/people/merge': () => json({ mergeId: id(900), person: RUTH }),
    });
    const { location } = renderApp(`/admin/people-aliases?person=${ANNA.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Ruth' });
    expect(location()).toContain(`person=${RUTH.id}`);
    const link = within(dialog).getByRole('link', { name: 'Faces of photo 41, Picnic 1' });
    expect(link.getAttribute('href')).toBe('/admin/photos-faces?photo=41');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Ruth Berg' } });
    fireEvent.keyDown(name, { key: 'Enter' });
    await waitFor(() =>
      expect(api.callsTo('PATCH', `/api/admin/people/${RUTH.id}`)[0]?.body).toEqual({ name: 'Ruth Berg' }),
    );
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Picnic 1/ }));
    const split = within(dialog).getByRole('button', { name: 'Split into a new person' });
    split.focus();
    fireEvent.click(split);
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/admin/people/${RUTH.id}/split`)[0]?.body).toEqual({
        faceIds: [id(201)],
        name: null,
      }),
    );
    // The split form went with the faces split off: focus goes on to the faces, not the name field.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('checkbox', { name: /Picnic 1/ })),
    );
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Merge Anna into Ruth' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/people/merge')[0]?.body).toEqual({
        targetId: RUTH.id,
        sourceIds: [ANNA.id],
      }),
    );
  });

  it('gives focus back to the card on close, or to the heading when the card is not in the grid', async () => {
    const detail = (who: PersonSummary): PersonDetail => ({ person: who, mergedFrom: [], faces: [] });
    fakeApi({
      ...ADMIN,
      'GET /api/admin/people': () => json({ items: [RUTH], total: 1 }),
      'GET /api/admin/people/merges/last': () => json(NO_MERGE),
      [`GET /api/admin/people/${RUTH.id}`]: () => json(detail(RUTH)),
      [`GET /api/admin/people/${ANNA.id}`]: () => json(detail(ANNA)),
    });
    // Anna is not in the grid (hidden, or on another page): closing her gives focus to the heading.
    renderApp(`/admin/people-aliases?person=${ANNA.id}`);
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Anna' }), { key: 'Escape' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Faces & people' })),
    );
    const grid = await screen.findByRole('list', { name: 'People' });
    const card = within(grid).getByRole('button', { name: /^Ruth/ });
    card.focus();
    fireEvent.click(card);
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Ruth' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(card));
  });
});
