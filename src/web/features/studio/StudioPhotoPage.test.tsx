// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REJECTION_REASONS } from '../../../core/photo-workflow';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';
import { workflowOf } from './studio-fixtures.testing';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });

describe('StudioPhotoPage', { timeout: 20_000 }, () => {
  it('shows the contributor why the photo was rejected and sends it back to draft after asking', async () => {
    const rejected = workflowOf({
      status: 'rejected',
      rejection_reason: 'metadata',
      rejection_note: 'Name the lake.',
      moves: [{ to: 'draft', label: 'Edit and submit again' }],
      history: [
        {
          id: 7,
          actor_email: 'admin@backdrop.test',
          action: 'photo.rejected',
          summary: '#41: Submitted → Rejected',
          created_at: '2026-11-21T10:00:00.000Z',
        },
      ],
    });
    let current = rejected;
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /api/studio/photos/41/workflow': () => json(current),
      'POST /api/studio/photos/41/status': () => {
        current = workflowOf({
          status: 'draft',
          version: 4,
          moves: [{ to: 'submitted', label: 'Submit for review' }],
        });
        return json(current);
      },
    });
    renderApp('/contribute/photos/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Picnic by the lake' })).toBeTruthy();
    expect(screen.getByText(`Rejected: ${REJECTION_REASONS.metadata}. Name the lake.`)).toBeTruthy();
    expect(screen.getByText('#41: Submitted → Rejected')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Clearance file' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit and submit again' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/becomes a draft again/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit and submit again' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/studio/photos/41/status')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/studio/photos/41/status')[0]?.body).toEqual({ to: 'draft', version: 3 });
    expect(await screen.findByText('Submit for review')).toBeTruthy();
  });

  it('says when the photo is not one the person may open', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /api/studio/photos/99/workflow': () =>
        json({ error: { code: 'not_found', message: 'Photo not found' } }, 404),
    });
    renderApp('/contribute/photos/99');
    expect(await screen.findByText(/could not load this photo|not found/i)).toBeTruthy();
  });
});
