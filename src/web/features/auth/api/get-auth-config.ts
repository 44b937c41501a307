import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../../api';
import { FRESHNESS } from '../../../query';

/** Google sign-in on or off, and which human check the server verifies (Turnstile or the local stand-in). */
export type AuthConfig = InferResponseType<typeof api.auth.config.$get>;

export type HumanCheckConfig = AuthConfig['humanCheck'];

/** `GET /api/auth/config`. */
export async function getAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  return readJson(await api.auth.config.$get(undefined, { init: { signal } }));
}

export function authConfigQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'config'] as const,
    queryFn: ({ signal }) => getAuthConfig(signal),
    ...FRESHNESS.default,
  });
}

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
