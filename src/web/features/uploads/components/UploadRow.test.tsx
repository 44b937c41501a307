// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadRow as ServerRow } from '../api/uploads';
import type { LocalFile } from '../upload-queue';
import { batchIsMoving, batchSummary, INTERRUPTED_MESSAGE, uploadRows } from '../upload-view';
import { UploadRow } from './UploadRow';

afterEach(cleanup);

const local = (patch: Partial<LocalFile>): LocalFile => ({
  key: 'file-1',
  name: 'kitchen.jpg',
  size: 2_000_000,
  status: 'uploading',
  sent: 500_000,
  message: null,
  uploadId: null,
  ...patch,
});

const server = (patch: Partial<ServerRow>): ServerRow => ({
  id: 'u1',
  batch_id: 'b',
  file_name: 'kitchen.jpg',
  state: 'received',
  state_label: 'Received',
  error: null,
  declared_size: 2_000_000,
  creator_id: 'c',
  duplicate_of: null,
  similar_to: null,
  photo: null,
  created_at: '2026-11-26T12:00:00Z',
  ...patch,
});

function renderRow(row: ReturnType<typeof uploadRows>[number]) {
  const actions = { onPause: vi.fn(), onResume: vi.fn(), onRemove: vi.fn() };
  render(
    <ul>
      <UploadRow row={row} actions={actions} />
    </ul>,
  );
  return actions;
}

describe('upload rows', () => {
  it('shows a file on its way with its progress and Pause', () => {
    const [row] = uploadRows([local({})], []);
    if (!row) throw new Error('no row');
    const actions = renderRow(row);
    const bar = screen.getByRole('progressbar', { name: 'Upload of kitchen.jpg' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('Uploading 25 %')).toBeTruthy();
    expect(screen.getByText('2.0 MB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause kitchen.jpg' }));
    expect(actions.onPause).toHaveBeenCalledWith('file-1');
  });

  it('offers Retry after an error, with the reason on the row', () => {
    const [row] = uploadRows([local({ status: 'error', message: 'The connection was lost.' })], []);
    if (!row) throw new Error('no row');
    const actions = renderRow(row);
    expect(screen.getByText('The connection was lost.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry kitchen.jpg' }));
    expect(actions.onResume).toHaveBeenCalledWith('file-1');
    expect(screen.queryByRole('button', { name: 'Pause kitchen.jpg' })).toBeNull();
  });

  it('follows the server once sent: received, then ready with its number, or the refusal', () => {
    const sent = local({ status: 'sent', sent: 2_000_000, uploadId: 'u1' });
    expect(uploadRows([sent], [])[0]?.label).toBe('Checking the file');
    expect(uploadRows([sent], [server({})])[0]?.label).toBe('Received');
    const ready = uploadRows(
      [sent],
      [server({ state: 'ready', photo: { photoid: 1234, title: 'Kitchen', thumbnail_url: '/t.webp' } })],
    )[0];
    if (!ready) throw new Error('no row');
    renderRow(ready);
    expect(screen.getByText('Ready for description')).toBeTruthy();
    expect(screen.getByText('#1234 Kitchen')).toBeTruthy();
    cleanup();
    const duplicate = uploadRows(
      [sent],
      [server({ state: 'duplicate', error: 'Already in the catalogue as #12 “Kitchen”.' })],
    )[0];
    if (!duplicate) throw new Error('no row');
    renderRow(duplicate);
    expect(screen.getByText('Already in the catalogue as #12 “Kitchen”.')).toBeTruthy();
  });

  it('lists the batch’s files this page does not hold (after a reload) without actions', () => {
    const rows = uploadRows([], [server({ state: 'uploading' }), server({ id: 'u2', file_name: 'b.jpg' })]);
    expect(rows.map((row) => [row.name, row.label, row.message, row.canRemove])).toEqual([
      ['kitchen.jpg', 'Interrupted', INTERRUPTED_MESSAGE, false],
      ['b.jpg', 'Received', null, false],
    ]);
    expect(batchSummary(rows)).toBe('2 files: 1 interrupted, 1 received');
  });

  it('keeps asking the server while a file is on its way or not final, and stops after', () => {
    const sent = local({ status: 'sent', uploadId: 'u1' });
    // Sent but not yet seen by the server's list: still moving (the list may have been read before).
    expect(batchIsMoving(uploadRows([sent], []))).toBe(true);
    expect(batchIsMoving(uploadRows([sent], [server({ state: 'processing' })]))).toBe(true);
    expect(batchIsMoving(uploadRows([sent], [server({ state: 'ready' })]))).toBe(false);
    expect(batchIsMoving(uploadRows([local({ status: 'paused' })], []))).toBe(false);
    // An interrupted file of an earlier visit waits for the person, not for the server.
    expect(batchIsMoving(uploadRows([], [server({ state: 'uploading' })]))).toBe(false);
  });
});
