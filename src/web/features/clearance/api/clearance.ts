import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClearanceAnswer, ClearanceFileBody, Release } from '../../../../core/clearance';
import type { PhotoPeopleAnswer } from '../../../../core/people';
import { api, errorFrom, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';

/** Query keys of clearance files and release libraries. */
export const clearanceKeys = {
  file: (photoid: number) => ['studio', 'clearance', photoid] as const,
  library: (creator: string | null) => ['studio', 'releases', creator ?? 'mine'] as const,
  libraries: ['studio', 'releases'] as const,
};

/** `GET /api/studio/photos/:photoid/clearance`. */
export function useClearance(photoid: number) {
  return useQuery({
    queryKey: clearanceKeys.file(photoid),
    queryFn: async ({ signal }): Promise<ClearanceAnswer> =>
      readJson(
        (await api.studio.photos[':photoid'].clearance.$get(
          { param: { photoid: String(photoid) } },
          { init: { signal } },
        )) as Response & { json(): Promise<ClearanceAnswer> },
      ),
    ...FRESHNESS.adminLists,
    // The form holds a draft: a refetch in the background must not move the version under it.
    refetchOnWindowFocus: false,
    retry: retryUnlessClientError(1),
  });
}

function keep(queryClient: QueryClient, answer: ClearanceAnswer) {
  queryClient.setQueryData(clearanceKeys.file(answer.photoid), answer);
}

/** `PUT /api/studio/photos/:photoid/clearance`: the whole file, based on its version. */
export function useSaveClearance(photoid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: ClearanceFileBody): Promise<ClearanceAnswer> =>
      readJson(
        (await api.studio.photos[':photoid'].clearance.$put({
          param: { photoid: String(photoid) },
          json: json as never,
        })) as Response & { json(): Promise<ClearanceAnswer> },
      ),
    onSuccess: (answer) => keep(queryClient, answer),
  });
}

/** `PUT` / `DELETE /api/studio/photos/:photoid/releases/:releaseId`. */
export function useAttachRelease(photoid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      releaseId,
      attach,
    }: {
      releaseId: string;
      attach: boolean;
    }): Promise<ClearanceAnswer> => {
      const route = api.studio.photos[':photoid'].releases[':releaseId'];
      const args = { param: { photoid: String(photoid), releaseId } };
      const response = attach ? await route.$put(args) : await route.$delete(args);
      return readJson(response as Response & { json(): Promise<ClearanceAnswer> });
    },
    onSuccess: (answer) => keep(queryClient, answer),
  });
}

/** `GET /api/studio/releases?creator=`: a creator's library (null: the signed-in person's own). */
export function useReleases(creator: string | null) {
  return useQuery({
    queryKey: clearanceKeys.library(creator),
    queryFn: async ({ signal }): Promise<{ creator_id: string; items: Release[] }> =>
      readJson(
        (await api.studio.releases.$get(
          { query: creator ? { creator } : {} },
          { init: { signal } },
        )) as Response & { json(): Promise<{ creator_id: string; items: Release[] }> },
      ),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
  });
}

export interface ReleaseUpload {
  file: File;
  kind: 'person' | 'property';
  signer: string;
  signer_role: string;
  signed_on: string;
  covers: string;
  /** Whose library (admins); a contributor's own when absent. */
  creator?: string;
}

/** `POST /api/studio/releases` (multipart: the typed client sends JSON only). */
export function useUploadRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (upload: ReleaseUpload): Promise<Release> => {
      const form = new FormData();
      for (const [key, value] of Object.entries(upload)) if (value !== undefined) form.set(key, value);
      const response = await fetch('/api/studio/releases', {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
      });
      if (!response.ok) throw await errorFrom(response);
      return ((await response.json()) as { release: Release }).release;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clearanceKeys.libraries }),
  });
}

/** Where a release's file is opened (its owner and admins only). */
export function releaseFileUrl(id: string): string {
  return `/api/studio/releases/${encodeURIComponent(id)}/file`;
}

/** Query key of a photo's people and their releases (issue 27 item 6). */
export const peopleKey = (photoid: number) => ['studio', 'people', photoid] as const;

/** `GET /api/studio/photos/:photoid/people`: the real faces of the photo and their releases. */
export function usePhotoPeople(photoid: number) {
  return useQuery({
    queryKey: peopleKey(photoid),
    queryFn: async ({ signal }): Promise<PhotoPeopleAnswer> => {
      const response = await fetch(`/api/studio/photos/${photoid}/people`, {
        signal,
        credentials: 'same-origin',
      });
      if (!response.ok) throw await errorFrom(response);
      return (await response.json()) as PhotoPeopleAnswer;
    },
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
  });
}

/** `PUT /api/studio/photos/:photoid/faces/:faceId/release`: links (or, with null, unlinks) a face's person. */
export function useLinkFaceRelease(photoid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      faceId,
      releaseId,
    }: {
      faceId: string;
      releaseId: string | null;
    }): Promise<PhotoPeopleAnswer> => {
      const response = await fetch(
        `/api/studio/photos/${photoid}/faces/${encodeURIComponent(faceId)}/release`,
        {
          method: 'PUT',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ releaseId }),
        },
      );
      if (!response.ok) throw await errorFrom(response);
      return (await response.json()) as PhotoPeopleAnswer;
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(peopleKey(photoid), answer);
      // Linking attaches the release to the photo: the clearance file reads it again.
      void queryClient.invalidateQueries({ queryKey: clearanceKeys.file(photoid) });
    },
  });
}
