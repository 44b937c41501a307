import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPage } from '../../../../core/admin-lists';
import type { AdminBanner, BannerSaved } from '../../../../core/banner-html';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { auditKeys } from '../../admin-audit';

export const bannerKeys = {
  all: ['admin', 'banners'] as const,
  list: (query: Record<string, string>) => ['admin', 'banners', 'list', query] as const,
};

/** `GET /api/admin/banners`: a page of banners. */
export function useBanners(query: Record<string, string>) {
  return useQuery({
    queryKey: bannerKeys.list(query),
    queryFn: async ({ signal }): Promise<AdminPage<AdminBanner>> =>
      readJson(await api.admin.banners.$get({ query }, { init: { signal } })),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}

export interface BannerFields {
  title: string;
  content: string;
  starts_at: string | null;
  ends_at: string | null;
}

/** Every banner change refreshes the list, the trail, and the visitor's own banner. */
function useBannerMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['banner'] }),
      ]);
    },
  });
}

/** `POST /api/admin/banners` or `PUT /api/admin/banners/:id` (with the version loaded). */
export function useSaveBanner() {
  return useBannerMutation(
    async ({
      id,
      version,
      ...json
    }: BannerFields & { id?: string; version?: number }): Promise<BannerSaved> =>
      id && version
        ? readJson(await api.admin.banners[':id'].$put({ param: { id }, json: { ...json, version } }))
        : readJson(await api.admin.banners.$post({ json })),
  );
}

export function useSwitchBanner() {
  return useBannerMutation(
    async ({ banner, on }: { banner: AdminBanner; on: boolean }): Promise<AdminBanner> => {
      const route = api.admin.banners[':id'];
      const request = { param: { id: banner.id }, json: { version: banner.version } };
      return readJson(await (on ? route.activate.$post(request) : route.deactivate.$post(request)));
    },
  );
}

export function useDeleteBanner() {
  return useBannerMutation(async (banner: AdminBanner): Promise<void> => {
    const response = await api.admin.banners[':id'].$delete({
      param: { id: banner.id },
      query: { version: String(banner.version) },
    });
    if (response.status !== 204) await readJson(response);
  });
}
