import { hc } from 'hono/client';
import type { ApiType } from '../server/app';
import { ORIGIN } from './auth-helpers';
import type { createTestApp } from './test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** The typed client of one browser: `client.cart.$post({ json })` and so on. */
export type TypedClient = ReturnType<typeof typedClient>;

/**
 * The web app's own typed client (hono/client over ApiType), calling the in-process app as a
 * browser of our origin with `cookie` (null: a guest). Request and answer shapes are the routes'
 * own, so a test that sends the wrong body does not compile. This is how integration tests send
 * every request the web app could send; only deliberately malformed requests and non-API paths
 * go through `app.request` or `apiClient` (api-client.ts), each with a comment saying why.
 */
export function typedClient(app: App, cookie: string | null) {
  return hc<ApiType>(`${ORIGIN}/api`, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => app.request(input, init),
    headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
  });
}

/** The error envelope's message (ARCHITECTURE.md "Contracts"), from a parsed body. */
export function messageOf(body: unknown): string | undefined {
  return (body as { error?: { message?: string } } | null)?.error?.message;
}
