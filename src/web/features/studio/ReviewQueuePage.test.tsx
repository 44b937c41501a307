// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';
import { queueRow, workflowOf } from './studio-fixtures.testing';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const queue = [
  queueRow(41, 'Picnic by the lake'),
  queueRow(42, 'Harbour at dusk'),
  queueRow(43, 'Kitchen, 1974'),
];

describe('ReviewQueuePage (/admin/review)', { timeout: 20_000 }, () => {
  it('moves with J and K, approves with A and moves focus to the next photo', async () => {
    let waiting = queue;
    const api = fakeApi({
      ...signedInRoutes({ isAdmin: true }),
      'GET /api/admin/review-queue': () => json({ items: waiting, total: waiting.length }),
      'POST /api/studio/photos/41/status': () => {
        waiting = waiting.slice(1);
        return json(workflowOf({ status: 'approved', version: 4 }));
      },
    });
    renderApp('/admin/review');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Picnic by the lake' });
    expect(screen.getByText(/Shortcuts:/).textContent).toContain('approve');
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Harbour at dusk' })).toBe(heading);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    await screen.findByRole('heading', { level: 2, name: 'Picnic by the lake' });
    fireEvent.keyDown(document.body, { key: 'a' });
    await waitFor(() => expect(api.callsTo('POST', '/api/studio/photos/41/status')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/studio/photos/41/status')[0]?.body).toEqual({
      to: 'approved',
      version: 3,
    });
    await screen.findByRole('heading', { level: 2, name: 'Harbour at dusk' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Photo 1 of 2 waiting')).toBeTruthy();
  });

  it('opens the reason dialog with R and refuses a rejection without a reason', async () => {
    const api = fakeApi({
      ...signedInRoutes({ isAdmin: true }),
      'GET /api/admin/review-queue': () => json({ items: queue, total: 3 }),
    });
    renderApp('/admin/review');
    await screen.findByRole('heading', { level: 2, name: 'Picnic by the lake' });
    fireEvent.keyDown(document.body, { key: 'r' });
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Picnic by the lake”?' });
    // Typing in the dialog is not a shortcut.
    fireEvent.keyDown(dialog, { key: 'a' });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Choose why the photo is rejected.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/studio/photos/41/status')).toHaveLength(0);
  });

  it('says so when nothing waits', async () => {
    fakeApi({
      ...signedInRoutes({ isAdmin: true }),
      'GET /api/admin/review-queue': () => json({ items: [], total: 0 }),
    });
    renderApp('/admin/review');
    expect(await screen.findByText('Nothing to review')).toBeTruthy();
  });
});
