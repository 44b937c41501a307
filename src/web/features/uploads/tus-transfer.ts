import { type DetailedError, Upload } from 'tus-js-client';
import { UPLOAD_CHUNK_BYTES, uploadTypeOf } from '../../../core/uploads';
import type { TransferFactory } from './upload-queue';

export const TUS_ENDPOINT = '/api/uploads/tus';

/** The server's words for a failed request, or ours for a lost connection. */
export function transferMessage(error: Error | DetailedError): string {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return 'The connection was lost. Retry when you are back online.';
  try {
    const body = JSON.parse(response.getBody()) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') return body.error.message;
  } catch {
    // Not our JSON envelope: tus's own plain text, or a proxy's page.
  }
  const status = response.getStatus();
  if (status === 401) return 'You are signed out. Sign in again, then retry.';
  return `The upload failed (the server answered ${status}). Retry in a moment.`;
}

/** Network trouble and the server's own failures are retried; a refusal (4xx) is not. */
export function shouldRetry(status: number | undefined): boolean {
  return (
    status === undefined ||
    status === 0 ||
    status >= 500 ||
    status === 409 ||
    status === 423 ||
    status === 429
  );
}

/**
 * Transfers over tus: 5 MB chunks, retried with growing delays, and resumable — a file dropped
 * again after a reload (same batch, creator, name, size and date) continues where it stopped.
 */
export function tusTransfers(options: { batch: string; creator?: string }): TransferFactory {
  return (file, events) => {
    const upload: Upload = new Upload(file, {
      endpoint: TUS_ENDPOINT,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
      metadata: {
        filename: file.name,
        filetype: uploadTypeOf(file.name, file.type) ?? file.type,
        batch: options.batch,
        ...(options.creator ? { creator: options.creator } : {}),
      },
      fingerprint: async (source) => {
        const named = source as File;
        return [
          'backdrop',
          options.batch,
          options.creator ?? '',
          named.name,
          named.size,
          named.lastModified,
        ].join('|');
      },
      removeFingerprintOnSuccess: true,
      onShouldRetry: (error) => shouldRetry(error.originalResponse?.getStatus()),
      onProgress: (sent, total) => events.progress(sent, total),
      onUploadUrlAvailable: () => {
        const id = upload.url?.split('/').pop();
        if (id) events.created(id);
      },
      onSuccess: () => events.success(),
      onError: (error) => events.error(transferMessage(error)),
    });
    let looked = false;
    return {
      start() {
        if (looked) {
          upload.start();
          return;
        }
        looked = true;
        upload
          .findPreviousUploads()
          .then((previous) => {
            const last = previous[0];
            if (last) upload.resumeFromPreviousUpload(last);
          })
          .catch(() => undefined)
          .finally(() => upload.start());
      },
      pause() {
        void upload.abort(false);
      },
      async remove() {
        await upload.abort(upload.url !== null).catch(() => undefined);
      },
    };
  };
}
