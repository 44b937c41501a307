import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPage } from '../../../../core/admin-lists';
import type {
  AdminPhotoRow,
  BulkAction,
  BulkOutcome,
  PhotoWorkflow,
  ReviewQueueRow,
  StudioPhotoRow,
} from '../../../../core/photo-studio';
import type { PhotoStatus, RejectionReason } from '../../../../core/photo-workflow';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { auditKeys } from '../../admin-audit';

/** Query keys of the studio: every move refreshes `all` (lists, the queue, the photo). */
export const studioKeys = {
  all: ['studio'] as const,
  mine: (query: Record<string, string>) => ['studio', 'mine', query] as const,
  workflow: (photoid: number) => ['studio', 'workflow', photoid] as const,
  queue: ['studio', 'queue'] as const,
  admin: (query: Record<string, string>) => ['studio', 'admin', query] as const,
};

/** `GET /api/studio/photos`: the signed-in contributor's photos in every state. */
export function useStudioPhotos(query: Record<string, string>) {
  return useQuery({
    queryKey: studioKeys.mine(query),
    queryFn: async ({ signal }): Promise<AdminPage<StudioPhotoRow>> =>
      readJson(await api.studio.photos.$get({ query }, { init: { signal } })),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/studio/photos/:photoid/workflow`: the photo's state, the moves allowed and its history. */
export function usePhotoWorkflow(photoid: number) {
  return useQuery({
    queryKey: studioKeys.workflow(photoid),
    queryFn: async ({ signal }): Promise<PhotoWorkflow> =>
      readJson(
        await api.studio.photos[':photoid'].workflow.$get(
          { param: { photoid: String(photoid) } },
          { init: { signal } },
        ),
      ),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
  });
}

/** `GET /api/admin/review-queue`: the photos waiting, oldest first (one page of 50). */
export function useReviewQueue() {
  return useQuery({
    queryKey: studioKeys.queue,
    queryFn: async ({ signal }): Promise<AdminPage<ReviewQueueRow>> =>
      readJson(await api.admin['review-queue'].$get({ query: {} }, { init: { signal } })),
    staleTime: 0,
    retry: retryUnlessClientError(1),
  });
}

/** `GET /api/admin/photos`: the whole catalogue, every state, filtered. */
export function useAdminPhotoList(query: Record<string, string>) {
  return useQuery({
    queryKey: studioKeys.admin(query),
    queryFn: async ({ signal }): Promise<AdminPage<AdminPhotoRow> & { total_capped?: boolean }> =>
      readJson(await api.admin.photos.$get({ query }, { init: { signal } })),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}

function useRefreshStudio() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: studioKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

export interface MoveRequest {
  photoid: number;
  to: PhotoStatus;
  version: number;
  reason?: RejectionReason;
  note?: string;
}

/** `POST /api/studio/photos/:photoid/status`: one move (409 when refused or someone moved it first). */
export function useMovePhoto() {
  const queryClient = useQueryClient();
  const refresh = useRefreshStudio();
  return useMutation({
    mutationFn: async ({ photoid, ...json }: MoveRequest): Promise<PhotoWorkflow> =>
      readJson(
        await api.studio.photos[':photoid'].status.$post({ param: { photoid: String(photoid) }, json }),
      ),
    onSuccess: async (workflow) => {
      queryClient.setQueryData(studioKeys.workflow(workflow.photoid), workflow);
      await refresh();
    },
  });
}

export interface BulkRequest {
  photoids: number[];
  action: BulkAction;
  reason?: RejectionReason;
  note?: string;
  price_cents?: number;
  tag?: string;
}

/** `POST /api/admin/photos/bulk`: one action on many photos, each applied or refused with why. */
export function useBulkPhotoAction() {
  const refresh = useRefreshStudio();
  return useMutation({
    mutationFn: async (json: BulkRequest): Promise<{ results: BulkOutcome[] }> =>
      readJson(await api.admin.photos.bulk.$post({ json })),
    onSuccess: () => refresh(),
  });
}
