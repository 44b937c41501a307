import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AddPhotosBody,
  AdminCollectionDetail,
  AdminCollectionRow,
  CreateCollectionBody,
  UpdateCollectionBody,
} from '../../../../core/admin-collections';
import type { AdminPage } from '../../../../core/admin-lists';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { auditKeys } from '../../admin-audit';

/** Query keys of the back office's collections. */
export const adminCollectionKeys = {
  all: ['admin', 'collections'] as const,
  list: (query: Record<string, string>) => ['admin', 'collections', 'list', query] as const,
  one: (id: string) => ['admin', 'collections', 'one', id] as const,
};

/** `GET /api/admin/collections?q=&sort=&dir=&offset=&limit=`. */
export function useAdminCollections(query: Record<string, string>) {
  return useQuery({
    queryKey: adminCollectionKeys.list(query),
    queryFn: async ({ signal }): Promise<AdminPage<AdminCollectionRow>> =>
      readJson(await api.admin.collections.$get({ query }, { init: { signal } })),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}

export function adminCollectionQuery(id: string) {
  return queryOptions({
    queryKey: adminCollectionKeys.one(id),
    queryFn: async ({ signal }): Promise<AdminCollectionDetail> =>
      readJson(await api.admin.collections[':id'].$get({ param: { id } }, { init: { signal } })),
    ...FRESHNESS.adminLists,
    // The editor holds a draft: a refetch in the background must not move the version under it.
    refetchOnWindowFocus: false,
    retry: retryUnlessClientError(1),
  });
}

/** `GET /api/admin/collections/:id`: the collection, its photos in order and its version. */
export function useAdminCollection(id: string) {
  return useQuery(adminCollectionQuery(id));
}

/** After a save: the editor shows the answer (with its new version); lists and the trail refetch. */
async function saved(queryClient: QueryClient, collection: AdminCollectionDetail) {
  queryClient.setQueryData(adminCollectionKeys.one(collection.id), collection);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'collections', 'list'] }),
    queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  ]);
}

/** `POST /api/admin/collections`. */
export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: CreateCollectionBody): Promise<AdminCollectionDetail> =>
      readJson(await api.admin.collections.$post({ json })),
    onSuccess: (collection) => saved(queryClient, collection),
  });
}

/**
 * The editor's saves, one at a time (`scope`), each sending the version of the collection as the
 * last answer left it: a move made while the previous one is on its way is not refused as stale.
 * A change someone else made meanwhile is (409 `changed`).
 */
export function useSaveCollection(id: string) {
  const queryClient = useQueryClient();
  const version = () =>
    queryClient.getQueryData<AdminCollectionDetail>(adminCollectionKeys.one(id))?.version ?? 0;
  const update = useMutation({
    scope: { id: `collection-${id}` },
    mutationFn: async (json: Omit<UpdateCollectionBody, 'version'>): Promise<AdminCollectionDetail> =>
      readJson(
        await api.admin.collections[':id'].$patch({ param: { id }, json: { ...json, version: version() } }),
      ),
    onSuccess: (collection) => saved(queryClient, collection),
  });
  const add = useMutation({
    scope: { id: `collection-${id}` },
    mutationFn: async (json: Omit<AddPhotosBody, 'version'>): Promise<AdminCollectionDetail> =>
      readJson(
        await api.admin.collections[':id'].photos.$post({
          param: { id },
          json: { ...json, version: version() },
        }),
      ),
    onSuccess: (collection) => saved(queryClient, collection),
  });
  return { update, add };
}

/**
 * `POST /api/admin/collections/:id/photos` from outside the editor (a selection in
 * `/admin/photos`): the collection's current version is read first, so the photos are added to
 * the collection as it is now.
 */
export function useAddToCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      photoIds,
    }: {
      id: string;
      photoIds: string[];
    }): Promise<AdminCollectionDetail> => {
      const current = await queryClient.fetchQuery({ ...adminCollectionQuery(id), staleTime: 0 });
      return readJson(
        await api.admin.collections[':id'].photos.$post({
          param: { id },
          json: { photo_ids: photoIds, version: current.version },
        }),
      );
    },
    onSuccess: (collection) => saved(queryClient, collection),
  });
}
