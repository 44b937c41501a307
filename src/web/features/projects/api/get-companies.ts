import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '../../../../core/collecting';
import { api, readJson } from '../../../api';
import { FRESHNESS, retryUnlessClientError } from '../../../query';
import { useAuthState } from '../../session';
import { collectingKeys, USER_SCOPED } from './collecting-keys';

/** `GET /api/companies`: the person's companies by name (spec §7). */
export async function getCompanies(signal?: AbortSignal): Promise<Company[]> {
  const body = await readJson(await api.companies.$get(undefined, { init: { signal } }));
  return body.items;
}

/** spec §9: companies stay fresh 5 minutes. */
export function companiesQueryOptions() {
  return queryOptions({
    queryKey: collectingKeys.companies,
    queryFn: ({ signal }) => getCompanies(signal),
    ...FRESHNESS.companies,
    retry: retryUnlessClientError(1),
    meta: USER_SCOPED,
  });
}

export function useCompanies() {
  const auth = useAuthState();
  return useQuery({ ...companiesQueryOptions(), enabled: auth.status === 'signed-in' });
}
