import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_MESSAGES } from '../../../core/uploads';
import { type Transfer, type TransferEvents, UploadQueue } from './upload-queue';

function fakeTransfers() {
  const made = new Map<
    string,
    { events: TransferEvents; transfer: Transfer & Record<string, ReturnType<typeof vi.fn>> }
  >();
  const factory = (file: File, events: TransferEvents) => {
    const transfer = { start: vi.fn(), pause: vi.fn(), remove: vi.fn(async () => undefined) };
    made.set(file.name, { events, transfer });
    return transfer;
  };
  return { made, factory };
}

const jpeg = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe('the upload queue', () => {
  it('sends at most three at a time, in order, starting the next as one finishes', () => {
    const { made, factory } = fakeTransfers();
    const queue = new UploadQueue(factory, 3);
    queue.add(['a', 'b', 'c', 'd', 'e'].map((name) => jpeg(`${name}.jpg`)));
    expect(queue.snapshot().map((file) => file.status)).toEqual([
      'uploading',
      'uploading',
      'uploading',
      'queued',
      'queued',
    ]);
    expect(made.get('d.jpg')?.transfer.start).not.toHaveBeenCalled();
    made.get('b.jpg')?.events.created('upload-b');
    made.get('b.jpg')?.events.progress(400, 1000);
    expect(queue.snapshot()[1]).toMatchObject({ sent: 400, uploadId: 'upload-b' });
    made.get('b.jpg')?.events.success();
    expect(queue.snapshot().map((file) => file.status)).toEqual([
      'uploading',
      'sent',
      'uploading',
      'uploading',
      'queued',
    ]);
    expect(made.get('d.jpg')?.transfer.start).toHaveBeenCalledOnce();
  });

  it('refuses wrong types and oversized files on their own row, sending the rest', () => {
    const { made, factory } = fakeTransfers();
    const queue = new UploadQueue(factory, 3);
    const big = jpeg('huge.jpg', 1);
    Object.defineProperty(big, 'size', { value: 300 * 1024 * 1024 });
    queue.add([new File(['x'], 'notes.txt', { type: 'text/plain' }), big, jpeg('ok.jpg')]);
    expect(queue.snapshot().map((file) => [file.name, file.status, file.message])).toEqual([
      ['notes.txt', 'refused', UPLOAD_MESSAGES.notAnImageName],
      ['huge.jpg', 'refused', UPLOAD_MESSAGES.tooLarge],
      ['ok.jpg', 'uploading', null],
    ]);
    expect(made.has('notes.txt')).toBe(false);
  });

  it('pauses (freeing a place), resumes, retries after an error, and removes', () => {
    const { made, factory } = fakeTransfers();
    const queue = new UploadQueue(factory, 1);
    queue.add([jpeg('a.jpg'), jpeg('b.jpg')]);
    queue.pause('file-1');
    expect(made.get('a.jpg')?.transfer.pause).toHaveBeenCalledOnce();
    expect(queue.snapshot().map((file) => file.status)).toEqual(['paused', 'uploading']);
    queue.resume('file-1');
    expect(queue.snapshot().map((file) => file.status)).toEqual(['queued', 'uploading']);
    made.get('b.jpg')?.events.error('The connection was lost. Retry when you are back online.');
    expect(queue.snapshot().map((file) => file.status)).toEqual(['uploading', 'error']);
    expect(made.get('a.jpg')?.transfer.start).toHaveBeenCalledTimes(2);
    queue.resume('file-2');
    expect(queue.snapshot()[1]).toMatchObject({ status: 'queued', message: null });
    queue.remove('file-1');
    expect(made.get('a.jpg')?.transfer.remove).toHaveBeenCalledOnce();
    expect(queue.snapshot().map((file) => [file.name, file.status])).toEqual([['b.jpg', 'uploading']]);
  });

  it('handles a drop of a hundred files', () => {
    const { factory } = fakeTransfers();
    const queue = new UploadQueue(factory, 3);
    queue.add(Array.from({ length: 120 }, (_, index) => jpeg(`photo-${index}.jpg`)));
    expect(queue.snapshot()).toHaveLength(120);
    expect(queue.snapshot().filter((file) => file.status === 'uploading')).toHaveLength(3);
  });
});
