import { queryOptions } from '@tanstack/react-query';
import type { PhotoAdminView, PhotoDetail, PhotoFlags, PhotoRow } from '../../../core/photo-row';
import { readJson } from '../../api';
import { fetchWithPageAnswers } from '../../page-answers';
import { FRESHNESS, retryUnlessClientError } from '../../query';

export type { PhotoAdminView, PhotoDetail, PhotoFlags } from '../../../core/photo-row';

export interface SimilarAnswer {
  items: PhotoRow[];
  total: number;
  limit: number;
  offset: number;
}

async function get<T>(url: string, signal?: AbortSignal): Promise<T> {
  return readJson<T>(await fetchWithPageAnswers(url, { signal, credentials: 'same-origin' }));
}

const key = (photoKey: string) => encodeURIComponent(photoKey);

export function photoDetailQueryOptions(photoKey: string) {
  return queryOptions({
    queryKey: ['photos', 'detail', photoKey] as const,
    queryFn: ({ signal }) => get<PhotoDetail>(`/api/photos/${key(photoKey)}`, signal),
    ...FRESHNESS.photoDetail,
    retry: retryUnlessClientError(1),
  });
}

/** What the photo page says about the original a buyer receives (issue 22). */
export interface OriginalFacts {
  width: number | null;
  height: number | null;
  file_size: number | null;
  friendly_print_size: string | null;
}

/**
 * `GET /api/photos/:key/original`: the original's facts, read from the file (made on the
 * server if it does not exist yet, about a second). Asked only when the detail lacks its size.
 */
export function originalFactsQueryOptions(photoKey: string) {
  return queryOptions({
    queryKey: ['photos', 'original', photoKey] as const,
    queryFn: ({ signal }) => get<OriginalFacts>(`/api/photos/${key(photoKey)}/original`, signal),
    ...FRESHNESS.photoDetail,
    retry: retryUnlessClientError(1),
  });
}

/** spec §9: similar photos and people stay fresh 10 minutes (and are prefetched 1 s after the view). */
export function similarQueryOptions(photoKey: string, kind: 'similar' | 'similar-people') {
  return queryOptions({
    queryKey: ['photos', kind, photoKey] as const,
    queryFn: ({ signal }) => get<SimilarAnswer>(`/api/photos/${key(photoKey)}/${kind}`, signal),
    ...FRESHNESS.similarPrefetch,
    retry: retryUnlessClientError(1),
  });
}

export function photoAdminQueryOptions(photoKey: string) {
  return queryOptions({
    queryKey: ['admin', 'photos', photoKey] as const,
    queryFn: ({ signal }) => get<PhotoAdminView>(`/api/admin/photos/${key(photoKey)}`, signal),
    retry: retryUnlessClientError(1),
  });
}

/** `PATCH /api/admin/photos/:key`: the three flags at once; answers them as saved. */
export async function savePhotoFlags(photoKey: string, flags: PhotoFlags): Promise<PhotoFlags> {
  return readJson<PhotoFlags>(
    await fetch(`/api/admin/photos/${key(photoKey)}`, {
      method: 'PATCH',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(flags),
    }),
  );
}
