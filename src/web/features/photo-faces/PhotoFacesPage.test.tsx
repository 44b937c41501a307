// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PhotoFace } from '../../../core/people';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';
import { boxAfterKey, defaultBox, keptInside } from './components/FaceCanvas';
import { queueWords } from './PhotoFacesPage';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ADMIN = signedInRoutes({ isAdmin: true });
const ADA = '00000000-0000-4000-8000-00000000000a';

const FACES: PhotoFace[] = [
  {
    id: 'f1',
    box: { x: 0.1, y: 0.2, width: 0.1, height: 0.15 },
    score: null,
    source: 'seed',
    personId: ADA,
    personName: 'Ada Lovelace',
    rejected: false,
  },
  {
    id: 'f2',
    box: { x: 0.4, y: 0.2, width: 0.1, height: 0.15 },
    score: 0.9,
    source: 'detected',
    personId: null,
    personName: null,
    rejected: false,
  },
  {
    id: 'f3',
    box: { x: 0.7, y: 0.2, width: 0.1, height: 0.15 },
    score: 0.4,
    source: 'detected',
    personId: null,
    personName: null,
    rejected: true,
  },
];

const DETAIL = {
  photo: {
    photoid: 12,
    title: 'Picnic by the lake',
    previewUrl: '/media/preview.webp',
    thumbnailUrl: '/media/thumb.webp',
    width: 3000,
    height: 2000,
    aspectRatio: 1.5,
    missingFaces: false,
    facesScannedAt: null,
  },
  faces: FACES,
};

const QUEUE = {
  total: 2,
  items: [
    {
      photoid: 12,
      title: 'Picnic by the lake',
      thumbnailUrl: '/media/thumb.webp',
      aspectRatio: 1.5,
      unassignedFaces: 1,
      faceCount: 2,
      missingFaces: false,
    },
    {
      photoid: 9,
      title: 'Wedding crowd',
      thumbnailUrl: null,
      aspectRatio: 1,
      unassignedFaces: 3,
      faceCount: 5,
      missingFaces: true,
    },
  ],
};

const routes = (extra: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) => ({
  ...ADMIN,
  'GET /api/admin/photos-faces/queue': () => json(QUEUE),
  'GET /api/admin/photos-faces/12': () => json(DETAIL),
  'GET /api/admin/photos-faces/people': () =>
    json({ items: [{ id: ADA, name: 'Ada Lovelace', faceCount: 4, cover: null }] }),
  ...extra,
});

describe('PhotoFacesPage (/admin/photos-faces)', { timeout: 20_000 }, () => {
  it('lists the queue with what each photo needs, each opening ?photo=', async () => {
    fakeApi(routes());
    renderApp('/admin/photos-faces');
    expect(await screen.findByRole('heading', { level: 1, name: 'Photo faces' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Photos whose faces need work' });
    const links = within(list).getAllByRole('link');
    expect(links[0]?.getAttribute('href')).toBe('/admin/photos-faces?photo=12');
    expect(within(list).getByText('1 face needs a person')).toBeTruthy();
    expect(within(list).getByText('3 faces need a person')).toBeTruthy();
    expect(within(list).getByText('Marked: faces missing')).toBeTruthy();
    expect(screen.getByText('2 photos need work')).toBeTruthy();
  });

  it('shows the photo with numbered boxes, a rejected face to restore, and the next photo', async () => {
    fakeApi(routes());
    renderApp('/admin/photos-faces?photo=12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Faces on “Picnic by the lake”' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Face 1: Ada Lovelace' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Face 2: no person yet' })).toBeTruthy();
    const rejected = screen.getByRole('button', { name: 'Face 3: rejected' });
    expect(rejected.className).toContain('border-dashed');
    const third = screen.getByRole('listitem', { name: 'Face 3' });
    expect(within(third).getByText('Rejected: not a face')).toBeTruthy();
    expect(within(third).getByRole('button', { name: 'Restore face 3' })).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Face 2' })).getByText('No person yet')).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Next photo in the queue/ })).getAttribute('href')).toBe(
      '/admin/photos-faces?photo=9',
    );
    // Choosing a box selects its face in the list.
    fireEvent.click(screen.getByRole('button', { name: 'Face 2: no person yet' }));
    expect(
      screen.getByRole('button', { name: 'Show face 2 on the photo' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('assigns a face through the type-ahead with the keyboard, and offers a new person last', async () => {
    const api = fakeApi(
      routes({
        'PATCH /api/admin/faces/f2': () => json({ ...FACES[1], personId: ADA, personName: 'Ada Lovelace' }),
      }),
    );
    renderApp('/admin/photos-faces?photo=12');
    const face = await screen.findByRole('listitem', { name: 'Face 2' });
    const picker = within(face).getByRole('combobox', { name: 'Assign face 2 to a person' });
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'ada' } });
    await within(face).findByRole('option', { name: /Ada Lovelace/ });
    expect(within(face).getAllByRole('option').at(-1)?.textContent).toBe('Create new person “ada”');
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    expect(picker.getAttribute('aria-activedescendant')).toMatch(/-0$/);
    fireEvent.keyDown(picker, { key: 'Enter' });
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/faces/f2')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/admin/faces/f2')[0]?.body).toEqual({ personId: ADA });
    expect(await screen.findByText('Face 2 is now Ada Lovelace.')).toBeTruthy();
  });

  it('says the server’s words when a change fails', async () => {
    fakeApi(
      routes({
        'POST /api/admin/faces/f2/reject': () =>
          json(
            { error: { code: 'not_found', message: 'This face does not exist (it may have been removed).' } },
            404,
          ),
      }),
    );
    renderApp('/admin/photos-faces?photo=12');
    const face = await screen.findByRole('listitem', { name: 'Face 2' });
    fireEvent.click(within(face).getByRole('button', { name: 'Not a face (reject face 2)' }));
    expect(await screen.findByText('This face does not exist (it may have been removed).')).toBeTruthy();
  });

  it('says so for a photo that does not exist', async () => {
    fakeApi(routes());
    renderApp('/admin/photos-faces?photo=77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Photo not found' })).toBeTruthy();
  });
});

/** A response the test lets go of when it has looked at the page meanwhile. */
function held(body: unknown) {
  let release = () => {};
  const response = new Promise<Response>((resolve) => {
    release = () => resolve(json(body));
  });
  return { response, release: () => release() };
}

describe('PhotoFacesPage by keyboard (issue 27)', { timeout: 20_000 }, () => {
  it('keeps focus on the type-ahead while its choice saves, and its list is no Tab stop', async () => {
    const saving = held({ ...FACES[1], personId: ADA, personName: 'Ada Lovelace' });
    fakeApi(routes({ 'PATCH /api/admin/faces/f2': () => saving.response }));
    renderApp('/admin/photos-faces?photo=12');
    const face = await screen.findByRole('listitem', { name: 'Face 2' });
    const picker = within(face).getByRole('combobox', { name: 'Assign face 2 to a person' });
    picker.focus();
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    const list = within(face).getByRole('listbox', { hidden: true });
    expect(list.tabIndex).toBe(-1);
    await within(face).findByRole('option', { name: /Ada Lovelace/ });
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    fireEvent.keyDown(picker, { key: 'Enter' });
    await waitFor(() => expect(picker.getAttribute('aria-busy')).toBe('true'));
    expect((picker as HTMLInputElement).disabled).toBe(false);
    expect((picker as HTMLInputElement).readOnly).toBe(true);
    expect(document.activeElement).toBe(picker);
    saving.release();
    expect(await screen.findByText('Face 2 is now Ada Lovelace.')).toBeTruthy();
    expect(document.activeElement).toBe(picker);
  });

  it('hands focus from “Not a face” to “Restore” and back as the face changes', async () => {
    let rejected = false;
    fakeApi(
      routes({
        'GET /api/admin/photos-faces/12': () =>
          json({ ...DETAIL, faces: FACES.map((face) => (face.id === 'f2' ? { ...face, rejected } : face)) }),
        'POST /api/admin/faces/f2/reject': () => {
          rejected = true;
          return json({ ...FACES[1], rejected });
        },
        'POST /api/admin/faces/f2/restore': () => {
          rejected = false;
          return json({ ...FACES[1], rejected });
        },
      }),
    );
    renderApp('/admin/photos-faces?photo=12');
    const face = await screen.findByRole('listitem', { name: 'Face 2' });
    const reject = within(face).getByRole('button', { name: 'Not a face (reject face 2)' });
    reject.focus();
    fireEvent.click(reject);
    const restore = await within(face).findByRole('button', { name: 'Restore face 2' });
    await waitFor(() => expect(document.activeElement).toBe(restore));
    fireEvent.click(restore);
    const again = await within(face).findByRole('button', { name: 'Not a face (reject face 2)' });
    await waitFor(() => expect(document.activeElement).toBe(again));
  });

  it('hands focus from “Unassign” to “Not a face” even when the face changes before its save settles', async () => {
    // The save waits for every refetch it starts: here the queue's answer is held, so the face's
    // new state arrives while the assignment is still saving and "Not a face" is still switched off.
    let assigned = true;
    let queueCalls = 0;
    const queueRefetch = held(QUEUE);
    fakeApi(
      routes({
        'GET /api/admin/photos-faces/queue': () => (queueCalls++ === 0 ? json(QUEUE) : queueRefetch.response),
        'GET /api/admin/photos-faces/12': () =>
          json({
            ...DETAIL,
            faces: FACES.map((face) =>
              face.id === 'f1' && !assigned ? { ...face, personId: null, personName: null } : face,
            ),
          }),
        'PATCH /api/admin/faces/f1': () => {
          assigned = false;
          return json({ ...FACES[0], personId: null, personName: null });
        },
      }),
    );
    renderApp('/admin/photos-faces?photo=12');
    const face = await screen.findByRole('listitem', { name: 'Face 1' });
    await waitFor(() => expect(queueCalls).toBe(1));
    const unassign = within(face).getByRole('button', { name: 'Unassign' });
    unassign.focus();
    fireEvent.click(unassign);
    await waitFor(() => expect(within(face).queryByRole('button', { name: 'Unassign' })).toBeNull());
    const notAFace = within(face).getByRole('button', { name: 'Not a face (reject face 1)' });
    expect(queueCalls).toBe(2);
    queueRefetch.release();
    await waitFor(() => expect(document.activeElement).toBe(notAFace));
  });

  it('keeps the missing-faces box focusable while it saves', async () => {
    const saving = held({});
    fakeApi(routes({ 'PATCH /api/admin/photos/12': () => saving.response }));
    renderApp('/admin/photos-faces?photo=12');
    const box = await screen.findByRole('checkbox', { name: 'Faces are still missing on this photo' });
    box.focus();
    fireEvent.click(box);
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect((box as HTMLButtonElement).disabled).toBe(false);
    saving.release();
    expect(await screen.findByText('The photo stays in the queue until its faces are drawn.')).toBeTruthy();
  });

  it('draws by keyboard: the new box takes focus, Escape or Save goes back to the button', async () => {
    let drawn = false;
    const DRAWN: PhotoFace = { ...FACES[1], id: 'f4', source: 'manual' } as PhotoFace;
    fakeApi(
      routes({
        'GET /api/admin/photos-faces/12': () => json({ ...DETAIL, faces: drawn ? [...FACES, DRAWN] : FACES }),
        'POST /api/admin/photos-faces/12/faces': () => {
          drawn = true;
          return json(DRAWN);
        },
      }),
    );
    renderApp('/admin/photos-faces?photo=12');
    const draw = await screen.findByRole('button', { name: 'Draw a missed face' });
    draw.focus();
    fireEvent.click(draw);
    const draft = await screen.findByRole('button', { name: /^New face box/ });
    await waitFor(() => expect(document.activeElement).toBe(draft));
    fireEvent.keyDown(draft, { key: 'Escape' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Draw a missed face' })),
    );
    expect(screen.queryByRole('button', { name: /^New face box/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Draw a missed face' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save face' }));
    expect(await screen.findByRole('listitem', { name: 'Face 4' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Draw a missed face' })),
    );
  });
});

describe('face boxes', () => {
  it('keeps a box inside the picture and moves or resizes it by arrow keys', () => {
    expect(keptInside({ x: 0.95, y: -0.1, width: 0.2, height: 0.001 })).toEqual({
      x: 0.8,
      y: 0,
      width: 0.2,
      height: 0.02,
    });
    const box = defaultBox(1.5);
    expect(box.width * 1.5).toBeCloseTo(box.height);
    expect(boxAfterKey(box, 'ArrowRight', false, false)?.x).toBeCloseTo(box.x + 0.02);
    expect(boxAfterKey(box, 'ArrowDown', true, false)?.height).toBeCloseTo(box.height + 0.02);
    expect(boxAfterKey(box, 'ArrowLeft', false, true)?.x).toBeCloseTo(box.x - 0.005);
    expect(boxAfterKey(box, 'a', false, false)).toBeNull();
  });

  it('words what a queued photo needs', () => {
    expect(queueWords({ unassignedFaces: 1, missingFaces: true, faceCount: 1 })).toEqual([
      '1 face needs a person',
      'Marked: faces missing',
    ]);
    expect(queueWords({ unassignedFaces: 0, missingFaces: false, faceCount: 2 })).toEqual(['2 faces']);
  });
});
