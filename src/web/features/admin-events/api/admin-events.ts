import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminEventRow, AttachResult, MergeResult } from '../../../../core/admin-events';
import type { AdminPage } from '../../../../core/admin-lists';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { auditKeys } from '../../admin-audit';

/** Query keys of the back office's events; every change refreshes `all` and the audit trail. */
export const adminEventKeys = {
  all: ['admin', 'events'] as const,
  list: (query: Record<string, string>) => ['admin', 'events', query] as const,
};

/** `GET /api/admin/events?q=&sort=&dir=&offset=&limit=`. */
export function useAdminEvents(query: Record<string, string>) {
  return useQuery({
    queryKey: adminEventKeys.list(query),
    queryFn: async ({ signal }): Promise<AdminPage<AdminEventRow>> =>
      readJson(await api.admin.events.$get({ query }, { init: { signal } })),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}

function refresh(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminEventKeys.all }),
    queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  ]);
}

/** A change of events: on success the list and the audit trail are refetched. */
function useEventChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await refresh(queryClient);
    },
  });
}

/** `POST /api/admin/events`: 409 when the name is taken (whatever its case). */
export const useCreateEvent = () =>
  useEventChange(
    async (name: string): Promise<AdminEventRow> =>
      readJson(await api.admin.events.$post({ json: { name } })),
  );

/** `PATCH /api/admin/events/:id`. */
export const useRenameEvent = () =>
  useEventChange(
    async ({ id, name }: { id: string; name: string }): Promise<AdminEventRow> =>
      readJson(await api.admin.events[':id'].$patch({ param: { id }, json: { name } })),
  );

/** `POST /api/admin/events/:id/merge`: `id` goes into `into`. */
export const useMergeEvents = () =>
  useEventChange(
    async ({ id, into }: { id: string; into: string }): Promise<MergeResult> =>
      readJson(await api.admin.events[':id'].merge.$post({ param: { id }, json: { into } })),
  );

/** `DELETE /api/admin/events/:id`: 409 `in_use` while photos have it. */
export const useDeleteEvent = () =>
  useEventChange(async (id: string): Promise<void> => {
    const response = await api.admin.events[':id'].$delete({ param: { id } });
    if (!response.ok) await readJson(response);
  });

/** `POST /api/admin/events/:id/photos`: photos that already have it are skipped. */
export const useAttachPhotos = () =>
  useEventChange(
    async ({ id, photoIds }: { id: string; photoIds: string[] }): Promise<AttachResult> =>
      readJson(await api.admin.events[':id'].photos.$post({ param: { id }, json: { photo_ids: photoIds } })),
  );
