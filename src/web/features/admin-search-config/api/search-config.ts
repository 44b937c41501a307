import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPage } from '../../../../core/admin-lists';
import type {
  AdminSynonym,
  SearchSettings,
  SearchSettingsAnswer,
  SynonymPreview,
} from '../../../../core/search-settings';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { auditKeys } from '../../admin-audit';

export const searchConfigKeys = {
  synonyms: ['admin', 'synonyms'] as const,
  synonymList: (query: Record<string, string>) => ['admin', 'synonyms', 'list', query] as const,
  preview: (q: string) => ['admin', 'synonyms', 'preview', q] as const,
  settings: ['admin', 'search-settings'] as const,
};

/** `GET /api/admin/synonyms`: a page of pairs. */
export function useSynonyms(query: Record<string, string>) {
  return useQuery({
    queryKey: searchConfigKeys.synonymList(query),
    queryFn: async ({ signal }): Promise<AdminPage<AdminSynonym>> =>
      readJson(await api.admin.synonyms.$get({ query }, { init: { signal } })),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/synonyms/preview`: what `q` expands to and finds now (search's own code). */
export function useSearchPreview(q: string) {
  return useQuery({
    queryKey: searchConfigKeys.preview(q),
    queryFn: async ({ signal }): Promise<SynonymPreview> =>
      readJson(await api.admin.synonyms.preview.$get({ query: { q } }, { init: { signal } })),
    enabled: q.trim() !== '',
    staleTime: 0,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}

export function useSearchSettings() {
  return useQuery({
    queryKey: searchConfigKeys.settings,
    queryFn: async ({ signal }): Promise<SearchSettingsAnswer> =>
      readJson(await api.admin['search-settings'].$get(undefined, { init: { signal } })),
    ...FRESHNESS.adminLists,
    retry: retryUnlessClientError(1),
  });
}

function useAdminMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: searchConfigKeys.synonyms }),
        queryClient.invalidateQueries({ queryKey: searchConfigKeys.settings }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]);
    },
  });
}

export type SynonymFields = Omit<AdminSynonym, 'id'>;

/** Adds a pair, or changes `editing` (the pair as loaded: a pair changed meanwhile is refused). */
export function useSaveSynonym() {
  return useAdminMutation(
    async ({ editing, ...json }: SynonymFields & { editing?: AdminSynonym }): Promise<AdminSynonym> =>
      editing
        ? readJson(
            await api.admin.synonyms[':id'].$put({
              param: { id: editing.id },
              json: { ...json, was: { term: editing.term, synonym_of: editing.synonym_of } },
            }),
          )
        : readJson(await api.admin.synonyms.$post({ json })),
  );
}

export function useDeleteSynonym() {
  return useAdminMutation(async (id: string): Promise<void> => {
    const response = await api.admin.synonyms[':id'].$delete({ param: { id } });
    if (response.status !== 204) await readJson(response);
  });
}

export function useSaveSearchSettings() {
  return useAdminMutation(
    async ({
      settings,
      version,
    }: {
      settings: SearchSettings;
      version: number;
    }): Promise<SearchSettingsAnswer> =>
      readJson(await api.admin['search-settings'].$put({ json: { settings, version } })),
  );
}

export function useResetSearchSettings() {
  return useAdminMutation(
    async (version: number): Promise<SearchSettingsAnswer> =>
      readJson(await api.admin['search-settings'].reset.$post({ json: { version } })),
  );
}
