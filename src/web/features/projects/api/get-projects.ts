import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectList } from '../../../../core/collecting';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { useAuthState } from '../../session';
import { collectingKeys, USER_SCOPED } from './collecting-keys';

/** `GET /api/projects`: by name, with the one the chooser selects by default (spec §4). */
export async function getProjects(signal?: AbortSignal): Promise<ProjectList> {
  return readJson(await api.projects.$get(undefined, { init: { signal } }));
}

export function projectsQueryOptions() {
  return queryOptions({
    queryKey: collectingKeys.projects,
    queryFn: ({ signal }) => getProjects(signal),
    ...FRESHNESS.default,
    retry: retryUnlessClientError(1),
    meta: USER_SCOPED,
  });
}

export function useProjects() {
  const auth = useAuthState();
  return useQuery({ ...projectsQueryOptions(), enabled: auth.status === 'signed-in' });
}
