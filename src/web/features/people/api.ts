import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LastPersonMerge,
  PeopleShow,
  PersonDetail,
  PersonSummary,
  SimilarPerson,
} from '../../../core/people';
import { api, errorFrom, readJson } from '../../api';
import { FRESHNESS, retryUnlessClientError } from '../../query';

/** Query keys of the people page: any change refreshes `all`. */
export const peopleKeys = {
  all: ['admin', 'people'] as const,
  list: (query: Record<string, string>) => ['admin', 'people', 'list', query] as const,
  detail: (id: string) => ['admin', 'people', 'detail', id] as const,
  similar: (id: string) => ['admin', 'people', 'similar', id] as const,
  lastMerge: ['admin', 'people', 'last-merge'] as const,
};

export interface PeopleListQuery {
  q: string;
  show: PeopleShow;
  offset: number;
}

/** `GET /api/admin/people`: a page of persons. */
export function usePeople({ q, show, offset }: PeopleListQuery) {
  const query: Record<string, string> = { show, offset: String(offset) };
  if (q) query.q = q;
  return useQuery({
    queryKey: peopleKeys.list(query),
    queryFn: async ({ signal }): Promise<{ items: PersonSummary[]; total: number }> =>
      readJson(await api.admin.people.$get({ query }, { init: { signal } })),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/people/:id`: one person, or where a merged id went. */
export function usePerson(id: string | null) {
  return useQuery({
    queryKey: peopleKeys.detail(id ?? ''),
    queryFn: async ({ signal }): Promise<PersonDetail> =>
      readJson(await api.admin.people[':id'].$get({ param: { id: id ?? '' } }, { init: { signal } })),
    enabled: id !== null,
    retry: retryUnlessClientError(1),
  });
}

/** `GET /api/admin/people/:id/similar`: the people most like this one. */
export function useSimilarPeople(id: string | null) {
  return useQuery({
    queryKey: peopleKeys.similar(id ?? ''),
    queryFn: async ({ signal }): Promise<{ items: SimilarPerson[] }> =>
      readJson(await api.admin.people[':id'].similar.$get({ param: { id: id ?? '' } }, { init: { signal } })),
    enabled: id !== null,
    retry: retryUnlessClientError(1),
  });
}

/** `GET /api/admin/people/merges/last`: the merge an admin can still undo. */
export function useLastMerge() {
  return useQuery({
    queryKey: peopleKeys.lastMerge,
    queryFn: async ({ signal }): Promise<{ merge: LastPersonMerge | null }> =>
      readJson(await api.admin.people.merges.last.$get({}, { init: { signal } })),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: peopleKeys.all });
}

/** `PATCH /api/admin/people/:id`: rename, hide or show, choose the cover. */
export function useUpdatePerson() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({
      id,
      ...json
    }: {
      id: string;
      name?: string | null;
      hidden?: boolean;
      coverFaceId?: string;
    }): Promise<PersonSummary> => readJson(await api.admin.people[':id'].$patch({ param: { id }, json })),
    onSuccess: refresh,
  });
}

/** `POST /api/admin/people/merge`: the sources join the target. */
export function useMergePeople() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (json: {
      targetId: string;
      sourceIds: string[];
    }): Promise<{ mergeId: string; person: PersonSummary }> =>
      readJson(await api.admin.people.merge.$post({ json })),
    onSettled: refresh,
  });
}

/** `POST /api/admin/people/merges/:id/undo`: puts the latest merge's people back. */
export function useUndoMerge() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string): Promise<{ person: PersonSummary }> =>
      readJson(await api.admin.people.merges[':id'].undo.$post({ param: { id } })),
    onSettled: refresh,
  });
}

/** `POST /api/admin/people/:id/split`: the chosen faces become a new person. */
export function useSplitPerson() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({
      id,
      ...json
    }: {
      id: string;
      faceIds: string[];
      name?: string | null;
    }): Promise<{ person: PersonSummary }> =>
      readJson(await api.admin.people[':id'].split.$post({ param: { id }, json })),
    onSuccess: refresh,
  });
}

/** `POST /api/admin/people/regroup` (the clustering helper's route): regroups every face in the background. */
export function useRegroupFaces() {
  return useMutation({
    mutationFn: async () => {
      const response = await fetch('/api/admin/people/regroup', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) throw await errorFrom(response);
    },
  });
}

/** Undoes a merge outside a component's life (a toast's Undo outlives the dialog that raised it). */
export async function undoMergeNow(
  queryClient: ReturnType<typeof useQueryClient>,
  id: string,
): Promise<{ person: PersonSummary }> {
  try {
    return await readJson(await api.admin.people.merges[':id'].undo.$post({ param: { id } }));
  } finally {
    await queryClient.invalidateQueries({ queryKey: peopleKeys.all });
  }
}
