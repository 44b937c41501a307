import { hc } from 'hono/client';
import type { ApiType } from '../server/app';
import { ORIGIN } from './auth-helpers';
import type { createTestApp } from './test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The web app's own typed client (hono/client over ApiType), calling the in-process app as a
 * browser of our origin with `cookie` (null: a guest). Request and answer shapes are the routes'
 * own, so a test that sends the wrong body does not compile.
 */
export function typedClient(app: App, cookie: string | null) {
  return hc<ApiType>(`${ORIGIN}/api`, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => app.request(input, init),
    headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
  });
}
