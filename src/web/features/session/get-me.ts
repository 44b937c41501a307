import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { VIEWER_ELEMENT_ID } from '../../../core/page-answers';
import { ApiError, api, isRecord, readJson } from '../../api';
import { readPageJson } from '../../page-data';
import { FRESHNESS } from '../../query';

/** The signed-in person: who they are, their profile (none yet is possible) and admin status (spec §6). */
export type Me = InferResponseType<typeof api.me.$get, 200>;

/** spec §3 profile, as `GET /api/me` and `/api/profile` answer it. */
export type Profile = NonNullable<Me['profile']>;

/** better-auth answers `null` (200) when there is no session, and `{ session, user }` when there is. */
function hasSession(body: unknown): boolean {
  return isRecord(body) && isRecord(body.session) && isRecord(body.user);
}

/**
 * The signed-in person, or null when signed out (spec §4: the first session check). The session is
 * asked first because signed-out visitors are the common case and better-auth answers them with
 * 200 `null`, while `/api/me` answers 401: a 401 on every signed-out page view would be noise in
 * the browser console. A 401 from `/api/me` (the session ended meanwhile) also means signed out.
 */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  const session = await fetch('/api/auth/get-session', { signal, credentials: 'same-origin' });
  if (!hasSession(await readJson<unknown>(session))) return null;
  const response = await api.me.$get(undefined, { init: { signal } });
  if (response.status === 401) return null;
  const me = await readJson(response);
  signedOutOnPurpose = false;
  return me;
}

// Set by a sign-out the person asked for, cleared by the next sign-in: one browser, one person.
let signedOutOnPurpose = false;

/**
 * True after the person logged out themselves: a protected page then goes home quietly instead
 * of asking to log in again ("Authentication Required" is for visitors and ended sessions).
 */
export function wasSignedOutOnPurpose(): boolean {
  return signedOutOnPurpose;
}

export const meQueryKey = ['me'] as const;

const SESSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Who is looking, as our server put it in the page it sent (the `GET /api/me` answer, null for a
 * guest): the first render then knows guest from member, so lists ask for the right page at once
 * and members never see the guest header first. Undefined when the page carries no such block
 * (Vite's dev server) or it cannot be read: the app then asks the API.
 */
export function viewerFromPage(doc: Document = document): Me | null | undefined {
  const viewer = readPageJson(VIEWER_ELEMENT_ID, doc);
  if (viewer === null) return null;
  if (isRecord(viewer) && isRecord(viewer.user) && typeof viewer.isAdmin === 'boolean') return viewer as Me;
  return undefined;
}

/** Seeds the session check with the page's viewer, when it carries one. */
export function seedViewerFromPage(queryClient: QueryClient, doc: Document = document): void {
  const viewer = viewerFromPage(doc);
  if (viewer !== undefined) queryClient.setQueryData(meQueryKey, viewer);
}

/** 4xx answers are final; a network or server failure is tried once more (spec §9 default retry 1). */
function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** spec §9: the profile is fresh 10 minutes and kept 15. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    ...FRESHNESS.profile,
    retry: retryUnlessClientError,
    // spec §4: the session renews itself while in use. Each check asks the server, which extends
    // a session older than a day; an ended session answers null, and the app is signed out cleanly.
    refetchInterval: SESSION_CHECK_INTERVAL_MS,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

/** spec §4: on sign-in the cached profile and admin status are fetched again. */
export function refreshMe(queryClient: QueryClient): Promise<Me | null> {
  return queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
}

/**
 * spec §4: on sign-out the cached profile and admin status are discarded, together with every
 * query marked `meta: { userScoped: true }` (a person's cart, wishlists…), so the next person on
 * this browser never sees them.
 */
export function discardUserData(queryClient: QueryClient): void {
  signedOutOnPurpose = true;
  queryClient.removeQueries({ predicate: (query) => query.meta?.userScoped === true });
  queryClient.setQueryData(meQueryKey, null);
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; me: Me }
  | { status: 'error'; error: Error; retry: () => void };

/** spec §4 auth state: loading until the first session check, then signed in or out. */
export function useAuthState(): AuthState {
  const query = useMe();
  if (query.data === null) return { status: 'signed-out' };
  if (query.data !== undefined) return { status: 'signed-in', me: query.data };
  if (query.isError) return { status: 'error', error: query.error, retry: () => void query.refetch() };
  return { status: 'loading' };
}

/** The name the header greets with: the profile's first name, else the first word of the account name. */
export function displayFirstName(me: Me): string {
  const first = me.profile?.first_name?.trim();
  if (first) return first;
  const fromName = me.user.name.trim().split(/\s+/)[0];
  return fromName || me.user.email.split('@')[0] || 'Profile';
}
