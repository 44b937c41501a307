import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BulkEdit,
  BulkOutcome,
  ImportReport,
  MetadataChanges,
  StudioPhotoCard,
  StudioPhotoDetails,
} from '../../../../core/photo-metadata';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';

/** Query keys of the studio's describing; every save refreshes `all`. */
export const studioKeys = {
  all: ['studio', 'photos'] as const,
  photo: (photoid: number) => ['studio', 'photos', photoid] as const,
  list: (target: { batch?: string; ids?: string }) => ['studio', 'photos', 'list', target] as const,
  suggestions: (q: string, photoid?: number) => ['studio', 'tag-suggestions', q, photoid ?? null] as const,
};

/** `GET /api/studio/photos/:photoid`. */
export function useStudioPhoto(photoid: number) {
  return useQuery({
    queryKey: studioKeys.photo(photoid),
    queryFn: async ({ signal }): Promise<StudioPhotoDetails> =>
      readJson(
        await api.studio.photos[':photoid'].$get(
          { param: { photoid: String(photoid) } },
          { init: { signal } },
        ),
      ),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
  });
}

/** `PATCH /api/studio/photos/:photoid`: 409 on a stale version or a locked photo. */
export function useSavePhoto(photoid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MetadataChanges & { version: number }): Promise<StudioPhotoDetails> =>
      readJson(
        await api.studio.photos[':photoid'].$patch({ param: { photoid: String(photoid) }, json: body }),
      ),
    onSuccess: async (saved) => {
      queryClient.setQueryData(studioKeys.photo(photoid), saved);
      await queryClient.invalidateQueries({ queryKey: ['studio', 'photos', 'list'] });
    },
  });
}

/** `GET /api/studio/selection?batch=|ids=`. */
export function useStudioPhotos(target: { batch?: string; ids?: string }) {
  return useQuery({
    queryKey: studioKeys.list(target),
    queryFn: async ({ signal }): Promise<{ items: StudioPhotoCard[] }> =>
      readJson(
        await api.studio.selection.$get(
          { query: target.batch ? { batch: target.batch } : { ids: target.ids ?? '' } },
          { init: { signal } },
        ),
      ),
    enabled: Boolean(target.batch || target.ids),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/studio/photos/bulk`. */
export function useBulkEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BulkEdit): Promise<{ results: BulkOutcome[] }> =>
      readJson(await api.studio.photos.bulk.$post({ json: body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.all }),
  });
}

/** `POST /api/studio/imports`. */
export function useImportCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { batch?: string; photoids?: number[]; csv: string }): Promise<ImportReport> =>
      readJson(await api.studio.imports.$post({ json: body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.all }),
  });
}

/** `GET /api/studio/tag-suggestions?q=&photoid=`. */
export function useTagSuggestions(q: string, photoid: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: studioKeys.suggestions(q, photoid),
    queryFn: async ({ signal }): Promise<{ items: { tag: string; source: 'photo' | 'catalogue' }[] }> =>
      readJson(
        await api.studio['tag-suggestions'].$get(
          { query: { q, ...(photoid ? { photoid: String(photoid) } : {}) } },
          { init: { signal } },
        ),
      ),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
