// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ClearanceAnswer,
  clearanceStatus,
  clearanceSummary,
  emptyClearanceFacts,
  type Release,
} from '../../../core/clearance';
import type { PhotoPeopleAnswer } from '../../../core/people';
import { fakeApi } from '../../testing/fake-api';
import { isolateAppTests } from '../../testing/render-app';
import { pickOption, renderUi } from '../../testing/render-ui';
import { PeopleInPhoto } from './components/PeopleInPhoto';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const RELEASE: Release = {
  id: '11111111-1111-4111-8111-111111111111',
  creator_id: 'c-1',
  kind: 'person',
  signer: 'Margaret Hartley',
  signer_role: 'the person shown',
  signed_on: '2024-05-01',
  covers: 'Margaret at the piano',
  file_name: 'margaret.pdf',
  content_type: 'application/pdf',
  file_size: 1200,
  created_at: '2026-01-01T10:00:00.000Z',
};

function clearance(): ClearanceAnswer {
  const file = {
    ...emptyClearanceFacts(),
    source: null,
    provenance_notes: null,
    decision_note: null,
    decided_by: null,
    decided_by_email: null,
    decided_at: null,
    version: 1,
    updated_at: null,
  };
  return {
    photoid: 1042,
    creator_id: 'c-1',
    photo_status: 'draft',
    file,
    releases: [],
    summary: clearanceSummary(file, []),
    status: clearanceStatus(file, []),
    editable: true,
    can_decide: false,
  };
}

const face = (n: number, releaseId: string | null) => ({
  faceId: `face-${n}`,
  box: { x: 0.1 * n, y: 0.2, width: 0.1, height: 0.1 },
  thumbnailUrl: '/media/thumbs/1042.jpg',
  aspectRatio: 1.5,
  personId: n === 1 ? 'p-1' : null,
  personName: `Person ${n}`,
  releaseId,
});

const people = (released: boolean): PhotoPeopleAnswer => ({
  faces: [face(1, released ? RELEASE.id : null), face(2, RELEASE.id)],
  released: released ? 2 : 1,
  total: 2,
  allReleased: released,
});

describe('People in this photo (issue 27 item 6)', { timeout: 20_000 }, () => {
  it('lists each face with its release and links one, then says everyone is released', async () => {
    const api = fakeApi({
      'GET /api/studio/photos/1042/people': () => json(people(false)),
      'GET /api/studio/releases': () => json({ creator_id: 'c-1', items: [RELEASE] }),
      'PUT /api/studio/photos/1042/faces/face-1/release': () => json(people(true)),
    });
    renderUi(<PeopleInPhoto answer={clearance()} />);
    const section = await screen.findByRole('region', { name: 'People in this photo' });
    expect(
      await within(section).findByText(
        '1 of 2 people released. Hero usage is blocked until everyone is released.',
      ),
    ).toBeTruthy();
    expect(within(section).getByRole('img', { name: 'The face of Person 1' })).toBeTruthy();
    const select = within(section).getByRole('combobox', { name: 'Release of Person 1' });
    await waitFor(() => expect(select.getAttribute('aria-busy')).not.toBe('true'));
    pickOption(select, 'Margaret Hartley, signed 2024-05-01');
    expect(await within(section).findByText('Everyone shown is released.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/studio/photos/1042/faces/face-1/release')[0]?.body).toEqual({
      releaseId: RELEASE.id,
    });
  });

  it('says when no face was found', async () => {
    fakeApi({
      'GET /api/studio/photos/1042/people': () =>
        json({ faces: [], released: 0, total: 0, allReleased: true }),
      'GET /api/studio/releases': () => json({ creator_id: 'c-1', items: [] }),
    });
    renderUi(<PeopleInPhoto answer={clearance()} />);
    expect(await screen.findByText(/No faces have been found on this photo/)).toBeTruthy();
  });
});
