import { useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../api';
import { retryUnlessClientError } from '../../../query';

export type UploadRow = Awaited<ReturnType<typeof fetchBatch>>['items'][number];

async function fetchBatch(batch: string, signal?: AbortSignal) {
  return readJson(await api.uploads.$get({ query: { batch } }, { init: { signal } }));
}

export const uploadKeys = {
  batch: (batch: string) => ['uploads', 'batch', batch] as const,
  creators: (q: string) => ['uploads', 'creators', q] as const,
};

/** How often the page asks for the batch's states while any file is not settled. */
export const BATCH_POLL_MS = 1500;

/**
 * `GET /api/uploads?batch=`: the server's state of each file, asked again every 1.5 s while
 * `busy`: some file of the page is on its way or not final yet (received → processing → ready).
 */
export function useUploadBatch(batch: string | null, busy: boolean) {
  return useQuery({
    queryKey: uploadKeys.batch(batch ?? ''),
    queryFn: ({ signal }) => fetchBatch(batch ?? '', signal),
    enabled: batch !== null,
    staleTime: 0,
    retry: retryUnlessClientError(2),
    refetchInterval: busy ? BATCH_POLL_MS : false,
  });
}

/** `GET /api/uploads/creators?q=`: creators with a storefront, for the admin's picker. */
export function useUploadCreators(q: string, enabled: boolean) {
  return useQuery({
    queryKey: uploadKeys.creators(q),
    queryFn: async ({ signal }) =>
      readJson(await api.uploads.creators.$get({ query: { q } }, { init: { signal } })),
    enabled,
    staleTime: 60_000,
    retry: retryUnlessClientError(1),
  });
}
