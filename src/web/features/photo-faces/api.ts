import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FaceAssignment,
  FaceBox,
  FaceQueueItem,
  PersonSuggestion,
  PhotoFace,
  PhotoFacesDetail,
} from '../../../core/people';
import { api, readJson } from '../../api';
import { FRESHNESS, retryUnlessClientError } from '../../query';
import { auditKeys } from '../admin-audit';

/** Photos on one page of the queue. */
export const QUEUE_PAGE_SIZE = 24;

export type { FaceAssignment, FaceQueueItem, PersonSuggestion, PhotoFacesDetail } from '../../../core/people';

/** Query keys of the photo-faces page: every change refreshes `all`. */
export const photoFacesKeys = {
  all: ['admin', 'photos-faces'] as const,
  queue: (offset: number) => ['admin', 'photos-faces', 'queue', offset] as const,
  photo: (photoid: number) => ['admin', 'photos-faces', 'photo', photoid] as const,
  people: (q: string) => ['admin', 'photos-faces', 'people', q] as const,
};

/** `GET /api/admin/photos-faces/queue`: photos whose faces need a person, or marked missing faces. */
export function useFaceQueue(offset: number, limit = QUEUE_PAGE_SIZE) {
  return useQuery({
    queryKey: [...photoFacesKeys.queue(offset), limit],
    queryFn: async ({ signal }): Promise<{ items: FaceQueueItem[]; total: number }> =>
      readJson(
        await api.admin['photos-faces'].queue.$get(
          { query: { offset: String(offset), limit: String(limit) } },
          { init: { signal } },
        ),
      ),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/photos-faces/:photoid`: the photo and its faces. */
export function usePhotoFaces(photoid: number) {
  return useQuery({
    queryKey: photoFacesKeys.photo(photoid),
    queryFn: async ({ signal }): Promise<PhotoFacesDetail> =>
      readJson(
        await api.admin['photos-faces'][':photoid'].$get(
          { param: { photoid: String(photoid) } },
          { init: { signal } },
        ),
      ),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
  });
}

/** `GET /api/admin/photos-faces/people?q=`: persons to choose from as the admin types. */
export function usePeopleSuggestions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: photoFacesKeys.people(q),
    queryFn: async ({ signal }): Promise<{ items: PersonSuggestion[] }> =>
      readJson(
        await api.admin['photos-faces'].people.$get({ query: { q, limit: '8' } }, { init: { signal } }),
      ),
    enabled,
    staleTime: 30_000,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: photoFacesKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

/** `PATCH /api/admin/faces/:faceId`: assigns the face, unassigns it, or makes a new person of it. */
export function useAssignFace() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ faceId, assignment }: { faceId: string; assignment: FaceAssignment }) =>
      readJson(
        await api.admin.faces[':faceId'].$patch({ param: { faceId }, json: assignment }),
      ) as Promise<PhotoFace>,
    onSuccess: refresh,
  });
}

/** `POST /api/admin/faces/:faceId/reject` or `/restore`. */
export function useRejectFace() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ faceId, rejected }: { faceId: string; rejected: boolean }) => {
      const face = api.admin.faces[':faceId'];
      const param = { param: { faceId } };
      return readJson(
        rejected ? await face.reject.$post(param) : await face.restore.$post(param),
      ) as Promise<PhotoFace>;
    },
    onSuccess: refresh,
  });
}

/** `POST /api/admin/photos-faces/:photoid/faces`: a missed face drawn by hand. */
export function useDrawFace() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({
      photoid,
      box,
      assignment,
    }: {
      photoid: number;
      box: FaceBox;
      assignment: FaceAssignment | null;
    }) =>
      readJson(
        await api.admin['photos-faces'][':photoid'].faces.$post({
          param: { photoid: String(photoid) },
          json: { box, ...(assignment ?? {}) },
        }),
      ) as Promise<PhotoFace>,
    onSuccess: refresh,
  });
}

/** `PATCH /api/admin/photos/:key` `{ missing_faces }`: the photo's "faces still missing" flag. */
export function useMissingFaces() {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ photoid, missing }: { photoid: number; missing: boolean }) =>
      readJson(
        await api.admin.photos[':key'].$patch({
          param: { key: String(photoid) },
          json: { missing_faces: missing },
        }),
      ),
    onSuccess: async (_answer, { photoid }) => {
      await Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: ['admin', 'photos', String(photoid)] }),
      ]);
    },
  });
}
